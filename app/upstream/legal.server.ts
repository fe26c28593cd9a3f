import { listChecklistsContract, listFormationChecklistsContract, saveChecklistContract } from "#core/contracts/legal";
import type { ChecklistSet } from "#core/legal/checklists";
import type { Upstream } from "./client.server";
import { UpstreamError } from "./errors";
import { orErrorPage } from "./failure.server";

// The legal service's calls, through their contracts in core/contracts/legal.ts.

/**
 * A set's checklists with the member's ticks (the Bronze ones, or Diamond's formation ones), or
 * the gate's words (the locked view); any other failure is the error page.
 */
export async function loadChecklists(upstream: Upstream, set: ChecklistSet) {
  return orErrorPage(
    upstream
      .callContract(set === "formation" ? listFormationChecklistsContract : listChecklistsContract)
      .then((envelope) => ({ locked: null, ...envelope.data }))
      .catch((error: unknown) => {
        if (error instanceof UpstreamError && error.status === 403 && error.errorCode === "TierRequired") return { locked: error.serverMessage ?? error.message, checklists: [], disclaimer: null };
        throw error;
      }),
  );
}

/** Replaces one checklist's ticks: the API's notice ("Buying a home: 3 of 10 done…") and the checklist. */
export const saveChecklist = (upstream: Upstream, checklist: string, done: string[]) => upstream.callContract(saveChecklistContract, { params: { checklist }, body: { done } });
