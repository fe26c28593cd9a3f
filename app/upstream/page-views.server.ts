import { pageViewContract } from "#core/contracts/page-views";
import type { PageView } from "#core/pageview";
import type { Upstream } from "./client.server";

export async function recordPageView(upstream: Upstream, view: PageView): Promise<{ recorded: boolean }> {
  return (await upstream.callContract(pageViewContract, { body: view })).data;
}
