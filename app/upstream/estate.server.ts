import { beneficiaryReviewContract, saveBeneficiariesContract, type BeneficiaryInput } from "#core/contracts/beneficiaries";
import type { Upstream } from "./client.server";
import { orLockedView } from "./failure.server";

// The beneficiary and ownership review's calls, through their contracts in core/contracts/beneficiaries.ts.

/** The review, or the Silver gate's words (the locked view); any other failure is the error page. */
export const loadBeneficiaryReview = (upstream: Upstream) => orLockedView(upstream.callContract(beneficiaryReviewContract).then((envelope) => envelope.data));

/** Replaces the account's beneficiaries: the API's notice ("Your beneficiaries are saved: …") and the review. */
export const saveBeneficiaries = (upstream: Upstream, beneficiaries: BeneficiaryInput[]) => upstream.callContract(saveBeneficiariesContract, { body: { beneficiaries } });
