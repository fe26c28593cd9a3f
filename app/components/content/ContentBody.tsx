import { useRevalidator } from "@remix-run/react";
import { createContext, useContext, useEffect } from "react";
import type { ContentItem } from "#core/content";

/** A content item as a page's data: its body's HTML, or null when the document being rendered carries it (decision 046). */
export type PageContentItem = Omit<ContentItem, "html"> & { html: string | null };

/** The id of an item's body in the document (`data-body`), the same on the server and in the browser. */
export const bodyIdOf = (item: Pick<ContentItem, "kind" | "id">) => `${item.kind}:${item.id}`;

/**
 * What a body's element ends with in the server's HTML, the body right after it: the page's
 * compression finds the bodies by it (decision 047). `ContentBody` puts `data-body` last.
 */
export const bodyStartMark = (bodyId: string) => `data-body="${bodyId}">`;

// Decision 046: on the server, the bodies of the document being rendered, by id; none in the browser.
const DocumentBodiesContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);
export const DocumentBodiesProvider = DocumentBodiesContext.Provider;

// In the browser: the bodies the server wrote into the document, read once from it while it is
// hydrated, so that a later render of the same data (the page's data says null) draws them again.
const fromDocument = new Map<string, string>();

function bodyInDocument(bodyId: string): string | undefined {
  let html = fromDocument.get(bodyId);
  if (html === undefined && typeof document !== "undefined") {
    // An element left empty holds no body either: a body is never empty.
    html = document.querySelector(`[data-body="${CSS.escape(bodyId)}"]`)?.innerHTML || undefined;
    if (html !== undefined) fromDocument.set(bodyId, html);
  }
  return html;
}

/**
 * A content item's sanitised HTML body (our own Markdown, rendered when it was seeded). `html` is
 * null when the document carries it (decision 046): the server writes it from the load context,
 * the browser hydrates the same markup from the page. Should the body be missing or emptied (never,
 * unless something replaced the page's markup), the page's data is read again, with the body in it.
 */
export function ContentBody({ item }: { item: Pick<PageContentItem, "kind" | "id" | "html"> }) {
  const bodyId = bodyIdOf(item);
  const html = item.html;
  const onServer = useContext(DocumentBodiesContext);
  const body = html ?? onServer?.get(bodyId) ?? bodyInDocument(bodyId);
  const revalidator = useRevalidator();
  const missing = body === undefined;
  useEffect(() => {
    if (missing && revalidator.state === "idle") revalidator.revalidate();
  }, [missing, revalidator]);
  return <div className="prose" data-body={bodyId} dangerouslySetInnerHTML={{ __html: body ?? "" }} />;
}
