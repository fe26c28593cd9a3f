import { notInArray, sql } from "drizzle-orm";
import { RESOURCE_TYPES } from "../../core/content";
import { readContentSources, type ContentSource } from "../services/content-source";
import { readListSources } from "../services/list-sources";
import type { Database } from "./connection";
import { contentItems, dailyTips, resources, videos } from "./schema";

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
  return { files: items.length };
}

/**
 * Mirrors the JSON lists of content/ (daily tips, resources, videos): rows follow the files,
 * in file order, and a row whose entry was removed from its file is removed too.
 */
export async function seedLists(db: Database, lists?: Awaited<ReturnType<typeof readListSources>>) {
  const { tips, resources: byType, videos: videoList } = lists ?? (await readListSources());
  await db.transaction(async (tx) => {
    const tipRows = tips.map((tip, position) => ({ ...tip, position }));
    if (tipRows.length > 0) {
      await tx.insert(dailyTips).values(tipRows).onConflictDoUpdate({
        target: dailyTips.id,
        set: { position: sql`excluded.position`, category: sql`excluded.category`, text: sql`excluded.text` },
      });
      await tx.delete(dailyTips).where(notInArray(dailyTips.id, tipRows.map((t) => t.id)));
    }
    if (byType) {
      const resourceRows = RESOURCE_TYPES.flatMap((type) => byType[type].map((r, position) => ({ ...r, type, position })));
      await tx.insert(resources).values(resourceRows).onConflictDoUpdate({
        target: resources.id,
        set: {
          type: sql`excluded.type`,
          position: sql`excluded.position`,
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          source: sql`excluded.source`,
          url: sql`excluded.url`,
        },
      });
      await tx.delete(resources).where(notInArray(resources.id, resourceRows.map((r) => r.id)));
    }
    const videoRows = videoList.map((v, position) => ({ ...v, position }));
    if (videoRows.length > 0) {
      await tx.insert(videos).values(videoRows).onConflictDoUpdate({
        target: videos.id,
        set: {
          position: sql`excluded.position`,
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          category: sql`excluded.category`,
          durationSeconds: sql`excluded.duration_seconds`,
          chapters: sql`excluded.chapters`,
          transcript: sql`excluded.transcript`,
        },
      });
      await tx.delete(videos).where(notInArray(videos.id, videoRows.map((v) => v.id)));
    }
  });
}
