import { Hono } from "hono";
import { z } from "zod";
import { contentCategorySchema, contentIdSchema, RESOURCE_TYPES } from "../../core/content";
import { pageQuerySchema } from "../../core/pagination";
import { parseQuery, reject, respond } from "../http";
import { dailyTipFor, findVideo, listResources, listVideos } from "../services/stored-lists";
import type { ApiEnv } from "../types";

const resourcesQuerySchema = pageQuerySchema.extend({
  type: z.enum(RESOURCE_TYPES, { errorMap: () => ({ message: `type must be one of ${RESOURCE_TYPES.join(", ")}` }) }),
});
const videosQuerySchema = pageQuerySchema.extend({ category: contentCategorySchema.optional() });

/** spec §7 content calls: the daily tip, resources by type, and videos. */
export function storedListRoutes() {
  const routes = new Hono<ApiEnv>();

  // One tip a day, chosen by the date in the caller's Time-Zone (spec §7 header).
  routes.get("/dailybread/fetchDailyBread", async (c) => {
    const tip = await dailyTipFor(c.var.db, c.var.timeZone);
    if (!tip) return reject(c, 404, "NotFound", "No tips have been published yet");
    return respond(c, tip);
  });

  routes.get("/resources/resourcesList", async (c) => {
    const query = parseQuery(c, resourcesQuerySchema);
    if (!query.ok) return query.response;
    return respond(c, await listResources(c.var.db, query.value.type, query.value));
  });

  routes.get("/video/videoList", async (c) => {
    const query = parseQuery(c, videosQuerySchema);
    if (!query.ok) return query.response;
    return respond(c, await listVideos(c.var.db, query.value));
  });

  routes.get("/video/detail/:id", async (c) => {
    const id = contentIdSchema.safeParse(c.req.param("id"));
    const video = id.success ? await findVideo(c.var.db, id.data) : null;
    if (!video) return reject(c, 404, "NotFound", "Video not found");
    return respond(c, video);
  });

  return routes;
}
