import { getTableColumns, notInArray, sql } from "drizzle-orm";
import { RESOURCE_TYPES } from "../../core/content";
import { readContentSources, type ContentSource } from "../modules/content/content-source";
import { contentReseeded } from "../modules/content/reseeds";
import { readListSources } from "../modules/content/list-sources";
import type { Database } from "../db/connection";
import { contentItems, dailyTips, resources, videos } from "../db/schema";

/**
 * Upserts content/ into the database. Idempotent: a restart writes nothing new, an edited file
 * updates its row (matched on kind + slug) and only rows whose source changed are rewritten.
 */
export async function seedContent(db: Database, sources?: ContentSource[]): Promise<{ files: number }> {
  const items = sources ?? (await readContentSources());
  if (items.length === 0) return { files: 0 };
  await db
    .insert(contentItems)
    .values(items)
    .onConflictDoUpdate({
      target: [contentItems.kind, contentItems.slug],
      set: {
        title: sql`excluded.title`,
        summary: sql`excluded.summary`,
        category: sql`excluded.category`,
        publishedAt: sql`excluded.published_at`,
        bodyMarkdown: sql`excluded.body_markdown`,
        bodyHtml: sql`excluded.body_html`,
        outline: sql`excluded.outline`,
        sourceHash: sql`excluded.source_hash`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${contentItems.sourceHash} <> excluded.source_hash`,
    });
  contentReseeded();
  return { files: items.length };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type ListTable = typeof dailyTips | typeof resources | typeof videos;

/**
 * Makes a table hold exactly `rows`, matched on id: new rows inserted, changed ones updated
 * (every column but the id), rows no longer listed removed. Nothing is written for an empty list.
 */
async function mirror<T extends ListTable>(tx: Transaction, table: T, rows: Array<T["$inferInsert"] & { id: string }>) {
  if (rows.length === 0) return;
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => key !== "id")
      .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  );
  // The three tables differ in columns; drizzle cannot type an insert generic over them.
  await tx.insert(table).values(rows as never).onConflictDoUpdate({ target: table.id, set: set as never });
  await tx.delete(table).where(notInArray(table.id, rows.map((row) => row.id)));
}

/**
 * Mirrors the JSON lists of content/ (daily tips, resources, videos): rows follow the files,
 * in file order, and a row whose entry was removed from its file is removed too.
 */
export async function seedLists(db: Database, lists?: Awaited<ReturnType<typeof readListSources>>) {
  const { tips, resources: byType, videos: videoList } = lists ?? (await readListSources());
  await db.transaction(async (tx) => {
    await mirror(tx, dailyTips, tips.map((tip, position) => ({ ...tip, position })));
    const resourceRows = byType ? RESOURCE_TYPES.flatMap((type) => byType[type].map((r, position) => ({ ...r, type, position }))) : [];
    await mirror(tx, resources, resourceRows);
    await mirror(tx, videos, videoList.map((v, position) => ({ ...v, position })));
  });
  contentReseeded();
}
