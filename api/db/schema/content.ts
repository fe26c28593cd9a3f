import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The content domain: editorial items, stored lists seeded from content/, and visitor records.

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
    /** The page's h2/h3 headings with their anchor ids, for tables of contents. */
    outline: jsonb("outline").$type<Array<{ id: string; text: string; level: number }>>().notNull().default([]),
    /** Hash of the source file: the seed rewrites a row only when its file changed. */
    sourceHash: text("source_hash").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slug] }),
    index("content_items_kind_published_idx").on(t.kind, t.publishedAt),
  ],
);

/** Visitor records (requirements §4): one row per path per visitor session, however many instances record it. */
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

/** requirements §3 stored lists: the daily tip, seeded from content/daily-tips.json in file order. */
export const dailyTips = pgTable("daily_tips", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  category: text("category").notNull(),
  text: text("text").notNull(),
});

/** requirements §3 resource lists by type (wechatArticles, formsAndSamples, governmentArticles). */
export const resources = pgTable(
  "resources",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    source: text("source").notNull(),
    url: text("url"),
  },
  (t) => [index("resources_type_idx").on(t.type, t.position)],
);

/** requirements §3 video list. */
export const videos = pgTable("videos", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  category: text("category").notNull(),
  durationSeconds: integer("duration_seconds").notNull(),
  chapters: jsonb("chapters").$type<Array<{ title: string; startSeconds: number }>>().notNull(),
  transcript: text("transcript").notNull(),
});
