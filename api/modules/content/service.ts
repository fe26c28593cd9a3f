import { and, asc, count, desc, eq, ilike, or } from "drizzle-orm";
import type { ContentItem, ContentKind, ContentSummary } from "../../../core/content";
import type { Page } from "../../../core/page";
import type { PageQuery } from "../../../core/pagination";
import type { Database } from "../../db/connection";
import { contentItems } from "../../db/schema";

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
  query: PageQuery & { category?: string; q?: string },
): Promise<Page<ContentSummary>> {
  // Text search matches words as typed: LIKE's own wildcards are escaped.
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(contentItems.kind, kind),
    query.category ? eq(contentItems.category, query.category) : undefined,
    pattern
      ? or(ilike(contentItems.title, pattern), ilike(contentItems.summary, pattern), ilike(contentItems.bodyMarkdown, pattern))
      : undefined,
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
    .select({ ...summaryColumns, html: contentItems.bodyHtml, outline: contentItems.outline })
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, id)))
    .limit(1);
  return (row as ContentItem | undefined) ?? null;
}

/** The categories of a kind with how many items each has, for list filters. */
export async function contentCategories(db: Database, kind: ContentKind): Promise<Array<{ category: string; count: number }>> {
  const rows = await db
    .select({ category: contentItems.category, count: count() })
    .from(contentItems)
    .where(eq(contentItems.kind, kind))
    .groupBy(contentItems.category)
    .orderBy(asc(contentItems.category));
  return rows.map((r) => ({ category: r.category, count: Number(r.count) }));
}
