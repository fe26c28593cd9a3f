import { sql } from "drizzle-orm";
import { readContentSources, type ContentSource } from "../services/content-source";
import type { Database } from "./connection";
import { contentItems } from "./schema";

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
        sourceHash: sql`excluded.source_hash`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${contentItems.sourceHash} <> excluded.source_hash`,
    });
  return { files: items.length };
}
