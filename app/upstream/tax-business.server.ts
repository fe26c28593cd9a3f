import { businessTaxEstimate, businessTaxReminders, type BusinessTaxRequest, type BusinessTaxResponse } from "#core/contracts/tax";
import type { Upstream } from "./client.server";

// Business tax's calls (issue "Tax" §3), through their contracts in core/contracts/tax.ts.

export type { BusinessTaxRequest, BusinessTaxResponse };

export const estimateBusiness = async (upstream: Upstream, body: BusinessTaxRequest): Promise<BusinessTaxResponse> =>
  (await upstream.callContract(businessTaxEstimate, { body })).data;

export const scheduleBusinessReminders = async (upstream: Upstream, body: BusinessTaxRequest): Promise<{ data: BusinessTaxResponse; message?: string }> => {
  const answer = await upstream.callContract(businessTaxReminders, { body });
  return { data: answer.data, message: answer.message };
};
