import { sql } from "drizzle-orm";
import { date, index, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Editorial content seeded from content/ (news, what's new, learning center). */
export const contentItems = pgTable(
  "content_items",
  {
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    category: text("category").notNull(),
    publishedAt: date("published_at", { mode: "string" }).notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    /** Hash of the source file: the seed rewrites a row only when its file changed. */
    sourceHash: text("source_hash").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slug] }),
    index("content_items_kind_published_idx").on(t.kind, t.publishedAt),
  ],
);

/** Visitor records (spec §4): one row per path per visitor session, however many instances record it. */
export const pageViews = pgTable(
  "page_views",
  {
    id: serial("id").primaryKey(),
    visitorId: text("visitor_id").notNull(),
    pageUrl: text("page_url").notNull(),
    timeZone: text("time_zone").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex("page_views_visitor_path_idx").on(t.visitorId, t.pageUrl)],
);

