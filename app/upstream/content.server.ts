import type { ContentItem, ContentKind, ContentSummary } from "../../core/content";
import type { Page } from "../../core/pagination";
import type { Upstream } from "./client.server";

// Typed calls for the news center, what's new and learning center (docs/api.md).

const AREA_PATH: Record<ContentKind, string> = {
  news: "/api/news",
  "whats-new": "/api/whats-new",
  learning: "/api/learning-center",
  page: "/api/pages",
};

export async function listContent(
  upstream: Upstream,
  kind: ContentKind,
  query: { page: number; size: number; category?: string },
): Promise<Page<ContentSummary>> {
  const result = await upstream.call<Page<ContentSummary>>({ path: `${AREA_PATH[kind]}/list`, query });
  return result.data;
}

export async function getContent(upstream: Upstream, kind: ContentKind, id: string): Promise<ContentItem> {
  const result = await upstream.call<ContentItem>({ path: `${AREA_PATH[kind]}/detail/${encodeURIComponent(id)}` });
  return result.data;
}

const LIST_PAGE_SIZE = 10;

/** A list page's query from its URL; out-of-range values fall back instead of failing the page. */
export function listQueryFromUrl(request: Request): { page: number; size: number; category?: string } {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get("page") ?? "1");
  const category = params.get("category") ?? undefined;
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    size: LIST_PAGE_SIZE,
    category: category && /^[a-z0-9-]{1,60}$/.test(category) ? category : undefined,
  };
}
