import { taxingAmend, taxingInfo, taxingSave, taxingSubmit, type TaxReturnResponse } from "#core/contracts/tax";
import type { TaxYear } from "#core/tax/federal-tax-tables";
import type { Upstream } from "./client.server";

// The filing wizard's calls (issue "Tax" §2), each through its contract in core/contracts/tax.ts:
// an answer of another shape fails as a malformed answer, never as half a page.

export type { TaxReturnResponse };

/** GET /api/taxing/info: the year's draft, else its submitted return, else an empty draft. */
export const getTaxReturn = async (upstream: Upstream, year: TaxYear): Promise<TaxReturnResponse> =>
  (await upstream.callContract(taxingInfo, { query: { year } })).data;

/** POST /api/taxing/save: the sections of one step into the draft. */
export const saveTaxReturn = async (upstream: Upstream, year: TaxYear, data: Record<string, unknown>): Promise<TaxReturnResponse> =>
  (await upstream.callContract(taxingSave, { body: { year, data: data as never } })).data;

/** POST /api/taxing/submit: every step checked, the return locked with a confirmation number. */
export const submitTaxReturn = async (upstream: Upstream, year: TaxYear): Promise<TaxReturnResponse> =>
  (await upstream.callContract(taxingSubmit, { body: { year } })).data;

/** POST /api/taxing/amend: a new draft from the submitted return. */
export const amendTaxReturn = async (upstream: Upstream, year: TaxYear): Promise<TaxReturnResponse> =>
  (await upstream.callContract(taxingAmend, { body: { year } })).data;
