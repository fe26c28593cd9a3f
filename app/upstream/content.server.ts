import type { ContentItem, ContentKind, ContentSummary } from "#core/content";
import { contentContracts } from "#core/contracts/content";
import type { Page } from "#core/page";
import { MAX_PAGE } from "#core/pagination";
import type { AppLoadContext } from "@remix-run/node";
import { forPage } from "~/content/document-bodies.server";
import type { Upstream } from "./client.server";
import { orErrorPage } from "./failure.server";
import { upstreamFor } from "./scope.server";

// The news center, what's new, learning center and editorial page calls (docs/api.md), each
// through its contract in core/contracts/content.ts.

export async function listContent(
  upstream: Upstream,
  kind: ContentKind,
  query: { page: number; size: number; category?: string; q?: string },
): Promise<Page<ContentSummary>> {
  return (await upstream.callContract(contentContracts(kind).list, { query })).data;
}

export async function getContent(upstream: Upstream, kind: ContentKind, id: string): Promise<ContentItem> {
  return (await upstream.callContract(contentContracts(kind).detail, { params: { id } })).data;
}

const LIST_PAGE_SIZE = 10;

export async function listCategories(upstream: Upstream, kind: ContentKind): Promise<Array<{ category: string; count: number }>> {
  return (await upstream.callContract(contentContracts(kind).categories)).data;
}

export type ListQuery = { page: number; size: number; category?: string; q?: string };

/** A list page's query from its URL; out-of-range values fall back instead of failing the page. */
export function listQueryFromUrl(request: Request): ListQuery {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get("page") ?? "1");
  const category = params.get("category") ?? undefined;
  const q = (params.get("q") ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 100);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    size: LIST_PAGE_SIZE,
    category: category && /^[a-z0-9-]{1,60}$/.test(category) ? category : undefined,
    q: q || undefined,
  };
}

/** A list page's data: the page of items, its categories, and the query that chose them. */
export async function loadContentList(upstream: Upstream, kind: ContentKind, query: ListQuery) {
  const [page, categories] = await Promise.all([listContent(upstream, kind, query), listCategories(upstream, kind)]);
  return { page, categories, query };
}

/** An editorial page of content/pages for a route's loader; a missing page is the 404 page. Its body goes once into a document (decision 046). */
export const loadEditorialPage = async (request: Request, context: AppLoadContext, id: string) =>
  forPage(context, await orErrorPage(getContent(upstreamFor(request, context), "page", id)));
