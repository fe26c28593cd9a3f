import { Hono } from "hono";
import { contentIdSchema, type ContentKind } from "../../../core/content";
import { contentContracts } from "../../../core/contracts/content";
import { routePath } from "../../../core/contracts/endpoint";
import { answerKeptForEveryone, parseQuery, reject, respondWith } from "../../platform/http";
import { keptContentRead } from "./kept-reads";
import { contentCategories, findContent, listContent } from "./service";
import type { ApiEnv } from "../../platform/context";
import { pageViewRoutes } from "./page-view-routes";
import { referenceListRoutes } from "./reference-list-routes";
import { storedListRoutes } from "./stored-list-routes";

/** News center, what's new and learning center share one shape: /list and /detail/{id}. */
const AREAS: Array<{ kind: ContentKind; label: string }> = [
  { kind: "news", label: "News item" },
  { kind: "whats-new", label: "What's new item" },
  { kind: "learning", label: "Article" },
  { kind: "page", label: "Page" },
];

function editorialRoutes() {
  const routes = new Hono<ApiEnv>();
  for (const area of AREAS) {
    const contract = contentContracts(area.kind);
    routes.get(routePath(contract.list), async (c) => {
      const query = parseQuery(c, contract.list.query);
      if (!query.ok) return query.response;
      const db = c.var.db;
      // A search is read every time: what visitors type is too varied to keep.
      if (query.value.q) return respondWith(c, contract.list, await listContent(db, area.kind, query.value));
      const page = await keptContentRead(db, `list:${area.kind}:${query.value.category ?? ""}:${query.value.page}:${query.value.size}`, () => listContent(db, area.kind, query.value));
      answerKeptForEveryone(c);
      return respondWith(c, contract.list, page);
    });
    routes.get(routePath(contract.categories), async (c) => {
      const categories = await keptContentRead(c.var.db, `categories:${area.kind}`, () => contentCategories(c.var.db, area.kind));
      answerKeptForEveryone(c);
      return respondWith(c, contract.categories, categories);
    });
    routes.get(routePath(contract.detail), async (c) => {
      const id = contentIdSchema.safeParse(c.req.param("id"));
      const item = id.success ? await keptContentRead(c.var.db, `detail:${area.kind}:${id.data}`, () => findContent(c.var.db, area.kind, id.data)) : null;
      if (!item) return reject(c, 404, "NotFound", `${area.label} not found`);
      answerKeptForEveryone(c);
      return respondWith(c, contract.detail, item);
    });
  }
  return routes;
}

/**
 * The content module: editorial items, the stored lists (daily tip, resources, videos), visitor
 * records and the reference lists (geo, industries, avatars).
 */
export function contentRoutes() {
  const routes = new Hono<ApiEnv>();
  routes.route("/", editorialRoutes());
  routes.route("/", pageViewRoutes());
  routes.route("/", storedListRoutes());
  routes.route("/", referenceListRoutes());
  return routes;
}
