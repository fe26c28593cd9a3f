import { Hono } from "hono";
import { z } from "zod";
import { contentCategorySchema, contentIdSchema, type ContentKind } from "../../core/content";
import { pageQuerySchema } from "../../core/pagination";
import { parseQuery, reject, respond } from "../http";
import { contentCategories, findContent, listContent } from "../services/content";
import type { ApiEnv } from "../types";

const listQuerySchema = pageQuerySchema.extend({
  category: contentCategorySchema.optional(),
  q: z
    .string()
    .trim()
    .max(100, "q must be at most 100 characters")
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "q must not contain control characters")
    .optional()
    .transform((v) => v || undefined),
});

/** News center, what's new and learning center share one shape: /list and /detail/{id}. */
const AREAS: Array<{ path: string; kind: ContentKind; label: string }> = [
  { path: "/news", kind: "news", label: "News item" },
  { path: "/whats-new", kind: "whats-new", label: "What's new item" },
  { path: "/learning-center", kind: "learning", label: "Article" },
  { path: "/pages", kind: "page", label: "Page" },
];

export function contentRoutes() {
  const routes = new Hono<ApiEnv>();
  for (const area of AREAS) {
    routes.get(`${area.path}/list`, async (c) => {
      const query = parseQuery(c, listQuerySchema);
      if (!query.ok) return query.response;
      return respond(c, await listContent(c.var.db, area.kind, query.value));
    });
    routes.get(`${area.path}/categories`, async (c) => respond(c, await contentCategories(c.var.db, area.kind)));
    routes.get(`${area.path}/detail/:id`, async (c) => {
      const id = contentIdSchema.safeParse(c.req.param("id"));
      const item = id.success ? await findContent(c.var.db, area.kind, id.data) : null;
      if (!item) return reject(c, 404, "NotFound", `${area.label} not found`);
      return respond(c, item);
    });
  }
  return routes;
}

