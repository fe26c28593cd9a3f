import { beneficiaryReviewContract, saveBeneficiariesContract, type BeneficiaryInput } from "#core/contracts/beneficiaries";
import type { Upstream } from "./client.server";
import { UpstreamError } from "./errors";
import { orErrorPage } from "./failure.server";

// The beneficiary and ownership review's calls, through their contracts in core/contracts/beneficiaries.ts.

/** The review, or the Silver gate's words (the locked view); any other failure is the error page. */
export async function loadBeneficiaryReview(upstream: Upstream) {
  return orErrorPage(
    upstream
      .callContract(beneficiaryReviewContract)
      .then((envelope) => ({ locked: null, review: envelope.data }))
      .catch((error: unknown) => {
        if (error instanceof UpstreamError && error.status === 403 && error.errorCode === "TierRequired") return { locked: error.serverMessage ?? error.message, review: null };
        throw error;
      }),
  );
}

/** Replaces the account's beneficiaries: the API's notice ("Your beneficiaries are saved: …") and the review. */
export const saveBeneficiaries = (upstream: Upstream, beneficiaries: BeneficiaryInput[]) => upstream.callContract(saveBeneficiariesContract, { body: { beneficiaries } });
