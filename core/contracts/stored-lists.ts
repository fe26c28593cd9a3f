import { z } from "zod";
import { contentCategorySchema, contentIdSchema, RESOURCE_TYPES, type DailyTip, type Resource, type Video, type VideoSummary } from "../content";
import { pageQuerySchema } from "../pagination";
import { endpoint } from "./endpoint";
import { pageSchema } from "./page";

// The stored lists' contract (requirements §7 content calls, docs/api.md): the daily tip, resources
// by type, and videos.

const dailyTipSchema: z.ZodType<DailyTip> = z.object({ id: z.string(), category: z.string(), content: z.string(), date: z.string() });

const resourceSchema: z.ZodType<Resource> = z.object({
  id: z.string(),
  type: z.enum(RESOURCE_TYPES),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  url: z.string().nullable(),
});

const videoShape = {
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  durationSeconds: z.number(),
  chapters: z.array(z.object({ title: z.string(), startSeconds: z.number() })),
};
const videoSummarySchema: z.ZodType<VideoSummary> = z.object(videoShape);
const videoSchema: z.ZodType<Video> = z.object({ ...videoShape, transcript: z.string() });

/** Today's tip in the caller's Time-Zone; 404 when none has been published. */
export const dailyTipContract = endpoint({ method: "GET", path: "/api/dailybread/fetchDailyBread", response: dailyTipSchema });

export const resourcesContract = endpoint({
  method: "GET",
  path: "/api/resources/resourcesList",
  query: pageQuerySchema.extend({
    type: z.enum(RESOURCE_TYPES, { errorMap: () => ({ message: `type must be one of ${RESOURCE_TYPES.join(", ")}` }) }),
  }),
  response: pageSchema(resourceSchema),
});

export const videosContract = endpoint({
  method: "GET",
  path: "/api/video/videoList",
  query: pageQuerySchema.extend({ category: contentCategorySchema.optional() }),
  response: pageSchema(videoSummarySchema),
});

/** An id that is not a content slug is answered 404, like an unknown one. */
export const videoContract = endpoint({
  method: "GET",
  path: "/api/video/detail/:id",
  params: z.object({ id: contentIdSchema }),
  response: videoSchema,
});
