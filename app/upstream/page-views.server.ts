import type { PageView } from "../../core/pageview";
import type { Upstream } from "./client.server";

export async function recordPageView(upstream: Upstream, view: PageView): Promise<{ recorded: boolean }> {
  const result = await upstream.call<{ recorded: boolean }>({ path: "/api/pageview/record", json: view });
  return result.data;
}
