import { RESOURCE_TYPES, type DailyTip, type Resource, type Video, type VideoSummary } from "../../core/content";
import type { Page } from "../../core/page";
import type { Upstream } from "./client.server";
import { UpstreamError } from "./errors";

/** Today's tip for the caller's date (spec §7 fetchDailyBread); null when there is none to show. */
export async function fetchDailyTip(upstream: Upstream): Promise<DailyTip | null> {
  try {
    return (await upstream.call<DailyTip>({ method: "GET", path: "/api/dailybread/fetchDailyBread" })).data;
  } catch (error) {
    // A tip is a courtesy: its failure must never take the page down with it.
    if (error instanceof UpstreamError) return null;
    throw error;
  }
}

/** The Learn tab's library: a few resources of each type (spec §3) and the videos. */
export async function loadLearningLibrary(upstream: Upstream): Promise<{ resources: Resource[]; videos: VideoSummary[] }> {
  const [resources, videos] = await Promise.all([
    Promise.all(RESOURCE_TYPES.map((type) => upstream.call<Page<Resource>>({ method: "GET", path: "/api/resources/resourcesList", query: { type, size: 5 } }))),
    upstream.call<Page<VideoSummary>>({ method: "GET", path: "/api/video/videoList", query: { size: 8 } }),
  ]);
  return { resources: resources.flatMap((r) => r.data.items), videos: videos.data.items };
}

export async function getVideo(upstream: Upstream, id: string): Promise<Video> {
  return (await upstream.call<Video>({ method: "GET", path: `/api/video/detail/${encodeURIComponent(id)}` })).data;
}
