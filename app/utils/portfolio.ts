import { PORTFOLIO_MESSAGES } from "#core/messages/portfolio";
import { COST_BASIS_METHODS, type CostBasisMethod } from "#core/portfolio";
import { ASSET_CLASSES, type AssetClass } from "#core/trading";
import { INVESTMENTS, usd } from "./trading";

// The portfolio page's addresses and the reading of its forms (issue "Portfolio").

export const PORTFOLIO_PAGE = `${INVESTMENTS}/portfolio`;
export const ANALYSIS_PAGE = `${INVESTMENTS}/analysis`;

export const isCostBasisMethod = (value: string | undefined): value is CostBasisMethod => COST_BASIS_METHODS.includes(value as CostBasisMethod);

/** A posted checkbox: ticked ("on", or "true" from a script). */
export const ticked = (value: string | undefined) => value === "on" || value === "true";

export type TargetForm =
  | { ok: true; allocation: Partial<Record<AssetClass, number>> }
  | { ok: false; fieldErrors: Record<string, string>; formError?: string };

/**
 * The target allocation form: one field per asset class (named by the class), whole points from 0
 * to 100, empty read as 0, adding up to 100, the same rules as the API's (core/contracts/portfolio.ts).
 */
export function targetFromForm(form: Record<string, string>): TargetForm {
  const fieldErrors: Record<string, string> = {};
  const allocation: Partial<Record<AssetClass, number>> = {};
  let sum = 0;
  for (const assetClass of ASSET_CLASSES) {
    const raw = (form[assetClass] ?? "").trim();
    if (raw === "") continue;
    if (!/^\d{1,3}$/.test(raw) || Number(raw) > 100) {
      fieldErrors[assetClass] = PORTFOLIO_MESSAGES.targetPoints;
      continue;
    }
    const points = Number(raw);
    sum += points;
    if (points > 0) allocation[assetClass] = points;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  if (sum !== 100) return { ok: false, fieldErrors: {}, formError: PORTFOLIO_MESSAGES.targetSum(sum) };
  return { ok: true, allocation };
}

/** A gain or change with its sign: "+$500.00", "−$12.30", "$0.00". */
export function signedUsd(amount: string): string {
  if (amount.startsWith("-")) return `−${usd(amount.slice(1))}`;
  return /^0\.00$/.test(amount) ? usd(amount) : `+${usd(amount)}`;
}
