import type { AppLoadContext } from "@remix-run/node";
import type { ContentItem } from "#core/content";
import { bodyIdOf, type PageContentItem } from "~/components/content/ContentBody";

/**
 * A content item for a loader's answer (decision 046). For a document (a page opened or reloaded),
 * the body is kept in the load context for the render, which writes it into the HTML once, and the
 * page's data says `html: null`: the browser hydrates from the body already in the page. For a data
 * request (a client-side navigation or a revalidation, `.data`), the body is in the data, as before.
 */
export function forPage(context: AppLoadContext, item: ContentItem): PageContentItem {
  const bodies = context.documentBodies;
  if (!bodies) return item;
  bodies.set(bodyIdOf(item), item.html);
  return { ...item, html: null };
}
