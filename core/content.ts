import { z } from "zod";

// Editorial content kinds served by the API and listed by the public and news areas.
export const CONTENT_KINDS = ["news", "whats-new", "learning", "page"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Content ids are the slugs of the files in content/ (lowercase words joined by hyphens). */
export const contentIdSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "id must be lowercase letters, digits and hyphens");

export const contentCategorySchema = z.string().min(1).max(60).regex(/^[a-z0-9-]+$/);

export type ContentSummary = {
  id: string;
  kind: ContentKind;
  title: string;
  summary: string;
  category: string;
  publishedAt: string; // ISO date, YYYY-MM-DD
};

export type OutlineEntry = { id: string; text: string; level: number };
export type ContentItem = ContentSummary & { html: string; outline: OutlineEntry[] };

/** requirements §3 / §7 stored lists. */
export const RESOURCE_TYPES = ["wechatArticles", "formsAndSamples", "governmentArticles"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export type DailyTip = { id: string; category: string; content: string; date: string };
export type Resource = { id: string; type: ResourceType; title: string; summary: string; source: string; url: string | null };
export type VideoChapter = { title: string; startSeconds: number };
export type VideoSummary = { id: string; title: string; summary: string; category: string; durationSeconds: number; chapters: VideoChapter[] };
export type Video = VideoSummary & { transcript: string };
