import type { z } from "zod";
import {
  accountResponseSchema,
  applicationResponseSchema,
  assessmentResultSchema,
  bankDeletedResponseSchema,
  bankSchema,
  banksResponseSchema,
  qTokenResponseSchema,
  transferSchema,
  transfersResponseSchema,
  type AccountResponse,
  type ApplicationResponse,
  type Bank,
  type Transfer,
} from "#core/contracts/investor";
import type { FeatureKey } from "#core/tiers";
import type { Upstream, UpstreamCall } from "./client.server";
import { UpstreamError } from "./errors";

// The investor account's calls (issue "Investor accounts for real" §6). Every answer is parsed with
// its response schema from core/contracts/investor.ts: an answer of another shape fails loudly (the
// error page and the log), never as a page that shows half of it.

async function callParsed<S extends z.ZodTypeAny>(upstream: Upstream, schema: S, call: UpstreamCall): Promise<z.output<S>> {
  const { data } = await upstream.call<unknown>(call);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    // A fault of ours or of the API, not of the network: no quiet way back to the form, but the
    // error page (a 500) and the server's log, naming the call and the first field that differs.
    const where = parsed.error.issues[0]?.path.join(".") ?? "";
    throw new Error(`${call.method ?? "GET"} ${call.path}: an answer of another shape than core/contracts/investor.ts (at "${where}")`);
  }
  return parsed.data;
}

export type InvestorAccountView = AccountResponse;
export type { ApplicationResponse, Bank, Transfer };
export type AssessmentQuestionnaire = z.output<typeof qTokenResponseSchema>;
export type AssessmentResult = z.output<typeof assessmentResultSchema>;
export type TransferPage = z.output<typeof transfersResponseSchema>;

/** GET /api/investor/account: status, cash, total assets and the tier they make. */
export const getInvestorAccount = (upstream: Upstream): Promise<AccountResponse> =>
  callParsed(upstream, accountResponseSchema, { method: "GET", path: "/api/investor/account" });

/** GET /api/investor/account/application: the draft (or the last submission) and its status. */
export const getApplication = (upstream: Upstream): Promise<ApplicationResponse> =>
  callParsed(upstream, applicationResponseSchema, { method: "GET", path: "/api/investor/account/application" });

/** The fields of the application draft as the API takes them (any subset). */
export type ApplicationDraftBody = Partial<Record<string, string | boolean>>;

/** POST /api/investor/account/application: saves any subset of the fields into the draft. */
export const saveApplicationDraft = (upstream: Upstream, draft: ApplicationDraftBody): Promise<ApplicationResponse> =>
  callParsed(upstream, applicationResponseSchema, { method: "POST", path: "/api/investor/account/application", json: draft });

/** POST /api/investor/account/application/submit: the review; approved, or rejected with reasons per field. */
export const submitApplication = (upstream: Upstream): Promise<ApplicationResponse> =>
  callParsed(upstream, applicationResponseSchema, { method: "POST", path: "/api/investor/account/application/submit", json: {} });

/** GET /api/investment/assessment/q_token: a single-use token and the questions it is for. */
export const getAssessmentQuestionnaire = (upstream: Upstream): Promise<AssessmentQuestionnaire> =>
  callParsed(upstream, qTokenResponseSchema, { method: "GET", path: "/api/investment/assessment/q_token" });

/** POST /api/investment/assessment: scores the answers and stores the result. */
export const submitAssessment = (upstream: Upstream, body: { qToken: string; answers: Record<string, string> }): Promise<AssessmentResult> =>
  callParsed(upstream, assessmentResultSchema, { method: "POST", path: "/api/investment/assessment", json: body });

/** GET /api/investor/banks: the linked bank accounts, masked. */
export const listBanks = (upstream: Upstream) => callParsed(upstream, banksResponseSchema, { method: "GET", path: "/api/investor/banks" });

/** POST /api/investor/banks: links a bank account. */
export const linkBank = (upstream: Upstream, body: { holderName: string; routingNumber: string; accountNumber: string; accountType: string }): Promise<Bank> =>
  callParsed(upstream, bankSchema, { method: "POST", path: "/api/investor/banks", json: body });

/** DELETE /api/investor/banks/{id}. */
export const removeBank = (upstream: Upstream, id: number) =>
  callParsed(upstream, bankDeletedResponseSchema, { method: "DELETE", path: `/api/investor/banks/${encodeURIComponent(String(id))}` });

/** GET /api/investor/transfers: newest first. */
export const listTransfers = (upstream: Upstream, query: { page?: number; size?: number; direction?: string; status?: string } = {}): Promise<TransferPage> =>
  callParsed(upstream, transfersResponseSchema, { method: "GET", path: "/api/investor/transfers", query });

/** POST /api/investor/transfers: a deposit or withdrawal; the same idempotency key books it once. */
export const createTransfer = (
  upstream: Upstream,
  body: { bankId: number; direction: "deposit" | "withdrawal"; amount: string; idempotencyKey: string },
): Promise<Transfer> => callParsed(upstream, transferSchema, { method: "POST", path: "/api/investor/transfers", json: body });

/** POST /api/investor/transfers/{id}/cancel: a pending deposit, cancelled. */
export const cancelTransfer = (upstream: Upstream, id: number): Promise<Transfer> =>
  callParsed(upstream, transferSchema, { method: "POST", path: `/api/investor/transfers/${encodeURIComponent(String(id))}/cancel`, json: {} });

export type FeatureAccess =
  | { open: true; feature: { key: FeatureKey; label: string; description: string } }
  | { open: false; message: string };

/** A gated feature: its data when the member's tier allows it, else why not (403 TierRequired). */
export async function getFeature(upstream: Upstream, key: FeatureKey): Promise<FeatureAccess> {
  try {
    const result = await upstream.call<{ key: FeatureKey; label: string; description: string }>({ method: "GET", path: `/api/features/${key}` });
    return { open: true, feature: result.data };
  } catch (error) {
    if (error instanceof UpstreamError && error.errorCode === "TierRequired") {
      return { open: false, message: error.serverMessage ?? error.message };
    }
    throw error;
  }
}
