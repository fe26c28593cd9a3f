import { z } from "zod";
import { contentCategorySchema, contentIdSchema, CONTENT_KINDS, type ContentItem, type ContentKind, type ContentSummary } from "../content";
import { pageQuerySchema } from "../pagination";
import { endpoint } from "./endpoint";
import { pageSchema } from "./page";

// The editorial areas' contract (docs/api.md): news center, what's new, learning center and the
// editorial pages share one shape, /list, /categories and /detail/{id}, under each area's path.

export const CONTENT_AREA_PATHS: Record<ContentKind, string> = {
  news: "/api/news",
  "whats-new": "/api/whats-new",
  learning: "/api/learning-center",
  page: "/api/pages",
};

const summaryShape = {
  id: z.string(),
  kind: z.enum(CONTENT_KINDS),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  /** ISO date, YYYY-MM-DD. */
  publishedAt: z.string(),
};
const contentSummarySchema: z.ZodType<ContentSummary> = z.object(summaryShape);
const contentItemSchema: z.ZodType<ContentItem> = z.object({
  ...summaryShape,
  html: z.string(),
  outline: z.array(z.object({ id: z.string(), text: z.string(), level: z.number().int() })),
});

export const contentListQuerySchema = pageQuerySchema.extend({
  category: contentCategorySchema.optional(),
  q: z
    .string()
    .trim()
    .max(100, "q must be at most 100 characters")
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "q must not contain control characters")
    .optional()
    .transform((v) => v || undefined),
});

/** The three endpoints of one editorial area, built once: the news pages call them on every render. */
export function contentContracts(kind: ContentKind): ContentContracts {
  return CONTRACTS_BY_KIND[kind];
}

type ContentContracts = ReturnType<typeof buildContentContracts>;

function buildContentContracts(kind: ContentKind) {
  const base = CONTENT_AREA_PATHS[kind];
  return {
    list: endpoint({ method: "GET", path: `${base}/list`, query: contentListQuerySchema, response: pageSchema(contentSummarySchema) }),
    categories: endpoint({
      method: "GET",
      path: `${base}/categories`,
      response: z.array(z.object({ category: z.string(), count: z.number().int() })),
    }),
    /** An id that is not a content slug is answered 404, like an unknown one. */
    detail: endpoint({ method: "GET", path: `${base}/detail/:id`, params: z.object({ id: contentIdSchema }), response: contentItemSchema }),
  };
}

const CONTRACTS_BY_KIND = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, buildContentContracts(kind)])) as Record<ContentKind, ContentContracts>;
