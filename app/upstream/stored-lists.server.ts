import { RESOURCE_TYPES, type DailyTip, type Resource, type Video, type VideoSummary } from "#core/content";
import { dailyTipContract, resourcesContract, videoContract, videosContract } from "#core/contracts/stored-lists";
import type { Upstream } from "./client.server";
import { UpstreamError } from "./errors";

/** Today's tip for the caller's date (requirements §7 fetchDailyBread); null when there is none to show. */
export async function fetchDailyTip(upstream: Upstream): Promise<DailyTip | null> {
  try {
    return (await upstream.callContract(dailyTipContract)).data;
  } catch (error) {
    // A tip is a courtesy: its failure must never take the page down with it.
    if (error instanceof UpstreamError) return null;
    throw error;
  }
}

/** The Learn tab's library: a few resources of each type (requirements §3) and the videos. */
export async function loadLearningLibrary(upstream: Upstream): Promise<{ resources: Resource[]; videos: VideoSummary[] }> {
  const [resources, videos] = await Promise.all([
    Promise.all(RESOURCE_TYPES.map((type) => upstream.callContract(resourcesContract, { query: { type, size: 5 } }))),
    upstream.callContract(videosContract, { query: { size: 8 } }),
  ]);
  return { resources: resources.flatMap((r) => r.data.items), videos: videos.data.items };
}

export async function getVideo(upstream: Upstream, id: string): Promise<Video> {
  return (await upstream.callContract(videoContract, { params: { id } })).data;
}
