import { z } from "zod";

// Editorial content kinds served by the API and listed by the public and news areas.
export const CONTENT_KINDS = ["news", "whats-new", "learning"] as const;
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

export type ContentItem = ContentSummary & { html: string };
