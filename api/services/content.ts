import { and, count, desc, eq } from "drizzle-orm";
import type { ContentItem, ContentKind, ContentSummary } from "../../core/content";
import type { Page, PageQuery } from "../../core/pagination";
import type { Database } from "../db/connection";
import { contentItems } from "../db/schema";

const summaryColumns = {
  id: contentItems.slug,
  kind: contentItems.kind,
  title: contentItems.title,
  summary: contentItems.summary,
  category: contentItems.category,
  publishedAt: contentItems.publishedAt,
};

/** Newest first; ties broken by id so pages never overlap. */
export async function listContent(
  db: Database,
  kind: ContentKind,
  query: PageQuery & { category?: string },
): Promise<Page<ContentSummary>> {
  const where = and(
    eq(contentItems.kind, kind),
    query.category ? eq(contentItems.category, query.category) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.publishedAt), contentItems.slug)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(contentItems).where(where),
  ]);
  return {
    items: rows as ContentSummary[],
    page: query.page,
    size: query.size,
    total: totals[0]?.total ?? 0,
  };
}

export async function findContent(db: Database, kind: ContentKind, id: string): Promise<ContentItem | null> {
  const [row] = await db
    .select({ ...summaryColumns, html: contentItems.bodyHtml })
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, id)))
    .limit(1);
  return (row as ContentItem | undefined) ?? null;
}
