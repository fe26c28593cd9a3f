import { Hono } from "hono";
import { contentIdSchema } from "../../../core/content";
import { routePath } from "../../../core/contracts/endpoint";
import { dailyTipContract, resourcesContract, videoContract, videosContract } from "../../../core/contracts/stored-lists";
import { answerKeptForEveryone, parseQuery, reject, respondWith } from "../../platform/http";
import { dailyTipFor, findVideo, listResources, listVideos } from "./stored-lists";
import type { ApiEnv } from "../../platform/context";

/** requirements §7 content calls: the daily tip, resources by type, and videos. */
export function storedListRoutes() {
  const routes = new Hono<ApiEnv>();

  // One tip a day, chosen by the date in the caller's Time-Zone (requirements §7 header).
  routes.get(routePath(dailyTipContract), async (c) => {
    const tip = await dailyTipFor(c.var.db, c.var.timeZone);
    if (!tip) return reject(c, 404, "NotFound", "No tips have been published yet");
    answerKeptForEveryone(c, ["Time-Zone"]);
    return respondWith(c, dailyTipContract, tip);
  });

  routes.get(routePath(resourcesContract), async (c) => {
    const query = parseQuery(c, resourcesContract.query);
    if (!query.ok) return query.response;
    const resources = await listResources(c.var.db, query.value.type, query.value);
    answerKeptForEveryone(c);
    return respondWith(c, resourcesContract, resources);
  });

  routes.get(routePath(videosContract), async (c) => {
    const query = parseQuery(c, videosContract.query);
    if (!query.ok) return query.response;
    const videos = await listVideos(c.var.db, query.value);
    answerKeptForEveryone(c);
    return respondWith(c, videosContract, videos);
  });

  routes.get(routePath(videoContract), async (c) => {
    const id = contentIdSchema.safeParse(c.req.param("id"));
    const video = id.success ? await findVideo(c.var.db, id.data) : null;
    if (!video) return reject(c, 404, "NotFound", "Video not found");
    answerKeptForEveryone(c);
    return respondWith(c, videoContract, video);
  });

  return routes;
}
