import type { DailyTip } from "../../core/content";
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
