import { asCents, percentOf, type Cents } from "../money";
import { estimateFederalTax, plainReturn, type FederalTaxEstimate, type TaxCents } from "./estimate-federal-tax";
import { estimatedPaymentDates, inInstalments, requiredAnnualPayment, UNDERPAYMENT_PENALTY_FLOOR_CENTS, type SafeHarbour } from "./estimated-tax";
import { FEDERAL_TAX_YEARS, isTaxYear, type FilingStatus, type TaxYear } from "./federal-tax-tables";

// The withholding and estimated tax check (the tax service's Bronze calculators): the year's
// federal tax from the member's expected income, against what withholding and estimated payments
// will have paid by the year's end; the safe harbor; what to change per paycheck or per due date;
// and what a bonus or a side business would do to it. Pure: amounts in integer cents.

/** The flat rate most employers withhold on a bonus (supplemental wages up to $1 million; IRS Publication 15, section 7). */
export const SUPPLEMENTAL_WITHHOLDING_BP = 2_200;
/**
 * Supplemental wages over $1 million in a calendar year are withheld at 37 %, the top rate, by law
 * (mandatory flat rate withholding; IRS Publication 15, section 7).
 */
export const MANDATORY_SUPPLEMENTAL_BP = 3_700;
export const MANDATORY_SUPPLEMENTAL_OVER_CENTS = asCents(100_000_000);

/** What an employer withholds on a year's supplemental wages (a bonus, vesting units, an option's spread). */
export function supplementalWithholding(supplemental: Cents): Cents {
  const flat = Math.min(supplemental, MANDATORY_SUPPLEMENTAL_OVER_CENTS);
  const over = supplemental - flat;
  return asCents(percentOf(asCents(flat), SUPPLEMENTAL_WITHHOLDING_BP) + percentOf(asCents(over), MANDATORY_SUPPLEMENTAL_BP));
}

/** The year a check is for when none is named: today's, or the latest year with tables. */
export function defaultTaxYear(today: string): TaxYear {
  const year = Number(today.slice(0, 4));
  return isTaxYear(year) ? year : FEDERAL_TAX_YEARS.reduce((a, b) => (b > a ? b : a));
}

export type WithholdingInput = {
  taxYear: TaxYear;
  filingStatus: FilingStatus;
  /** People on the return aged 65 or older: the member, and on a joint return the spouse. */
  seniors: 0 | 1 | 2;
  qualifyingChildren: number;
  otherDependents: number;
  /** The whole year's expected wages (W-2 box 1: after pre-tax retirement and benefit deductions). */
  wages: TaxCents;
  /** Net profit from self-employment. */
  selfEmploymentIncome: TaxCents;
  /** Interest and dividends, taxed here as ordinary income. */
  interestAndDividends: TaxCents;
  otherIncome: TaxCents;
  /** Federal income tax withheld so far this year, what each remaining paycheck withholds, and how many are left. */
  withheldSoFar: TaxCents;
  perPaycheck: TaxCents;
  paychecksLeft: number;
  /** Estimated payments already made for the year. */
  estimatedPaid: TaxCents;
  priorYearTax: TaxCents | null;
  priorYearAgi: TaxCents | null;
  /** What if: a bonus (withheld at the supplemental rate) and a side business's profit (nothing withheld). */
  bonus: TaxCents | null;
  sideBusiness: TaxCents | null;
  /** Today, "YYYY-MM-DD": which due dates are still ahead. */
  today: string;
};

export type ScenarioKey = "as-entered" | "bonus" | "side-business" | "both";

export type Scenario = {
  key: ScenarioKey;
  totalTax: TaxCents;
  /** Everything paid by the filing: withholding, estimated payments and the refundable credit. */
  payments: TaxCents;
  /** Positive: a refund; negative: a balance due. */
  difference: TaxCents;
  /** The tax beside the figures as entered. */
  taxChange: TaxCents;
};

export type Instalment = { quarter: 1 | 2 | 3 | 4; dueDate: string; forSafeHarbour: TaxCents; toOweNothing: TaxCents };

export type WithholdingCheck = {
  estimate: FederalTaxEstimate;
  /** Withheld so far plus each remaining paycheck's withholding. */
  projectedWithholding: TaxCents;
  /** The year's tax less the refundable credit: what the safe harbor and the $1,000 rule measure. */
  taxAfterCredits: TaxCents;
  safeHarbour: SafeHarbour & { paid: TaxCents; shortfall: TaxCents };
  /** What would still be owed after withholding (and the refundable credit) is under $1,000: no penalty either way. */
  underPenaltyFloor: boolean;
  /** Whole dollars more a paycheck to owe nothing, or to reach the safe harbor; null when not needed or no paycheck is left. */
  addPerPaycheckToOweNothing: TaxCents | null;
  addPerPaycheckForSafeHarbour: TaxCents | null;
  /** Whole dollars less a paycheck that still leave nothing owed (at most what a paycheck withholds); null without a refund. */
  lessPerPaycheck: TaxCents | null;
  /** The due dates still ahead, with the shortfall and the balance due split across them. */
  instalments: Instalment[];
  /** Some of the year's due dates have passed. */
  dueDatesPassed: number;
  scenarios: Scenario[];
};

/** Whole dollars, up: what a W-4's extra withholding line takes. */
const dollarsUp = (cents: TaxCents) => Math.ceil(cents / 100) * 100;
const dollarsDown = (cents: TaxCents) => Math.floor(cents / 100) * 100;

function taxFor(input: WithholdingInput, extra: { wages: TaxCents; selfEmployment: TaxCents; withheld: TaxCents }, projectedWithholding: TaxCents) {
  return estimateFederalTax(
    plainReturn({
      taxYear: input.taxYear,
      filingStatus: input.filingStatus,
      taxpayerAge65OrOlder: input.seniors >= 1,
      spouseAge65OrOlder: input.seniors >= 2,
      dependents: { qualifyingChildren: input.qualifyingChildren, otherDependents: input.otherDependents },
      income: {
        wages: input.wages + extra.wages,
        taxableInterest: input.interestAndDividends,
        selfEmploymentIncome: input.selfEmploymentIncome + extra.selfEmployment,
        otherIncome: input.otherIncome,
      },
      payments: { withholding: projectedWithholding + extra.withheld, estimatedPayments: input.estimatedPaid },
    }),
  );
}

export function checkWithholding(input: WithholdingInput): WithholdingCheck {
  const projectedWithholding = input.withheldSoFar + input.perPaycheck * input.paychecksLeft;
  const none = { wages: 0, selfEmployment: 0, withheld: 0 };
  const estimate = taxFor(input, none, projectedWithholding);
  const taxAfterCredits = Math.max(0, estimate.totalTax - estimate.refundableChildTaxCredit);

  const harbour = requiredAnnualPayment({
    currentYearTax: taxAfterCredits,
    priorYearTax: input.priorYearTax,
    priorYearAgi: input.priorYearAgi,
    filingStatus: input.filingStatus,
  });
  const paid = projectedWithholding + input.estimatedPaid;
  const shortfall = Math.max(0, harbour.required - paid);
  const owed = Math.max(0, -estimate.refundOrBalanceDue);
  const refund = Math.max(0, estimate.refundOrBalanceDue);
  // IRC §6654(e)(1) measures the tax less withholding only: estimated payments do not count there.
  const underPenaltyFloor = taxAfterCredits - projectedWithholding < UNDERPAYMENT_PENALTY_FLOOR_CENTS;

  const left = input.paychecksLeft;
  const perPaycheck = (amount: TaxCents) => (left > 0 && amount > 0 ? dollarsUp(Math.ceil(amount / left)) : null);
  const less = left > 0 && refund > 0 ? Math.min(input.perPaycheck, dollarsDown(Math.floor(refund / left))) : 0;

  const dates = estimatedPaymentDates(input.taxYear);
  const ahead = dates.map((dueDate, i) => ({ dueDate, quarter: (i + 1) as Instalment["quarter"] })).filter((d) => d.dueDate >= input.today);
  const forSafeHarbour = inInstalments(shortfall, ahead.length);
  const toOweNothing = inInstalments(owed, ahead.length);

  const scenarios: Scenario[] = [{ key: "as-entered", totalTax: estimate.totalTax, payments: estimate.totalPayments, difference: estimate.refundOrBalanceDue, taxChange: 0 }];
  const bonus = input.bonus ?? 0;
  const side = input.sideBusiness ?? 0;
  const bonusExtra = { wages: bonus, selfEmployment: 0, withheld: supplementalWithholding(asCents(bonus)) };
  const sideExtra = { wages: 0, selfEmployment: side, withheld: 0 };
  const what: Array<[ScenarioKey, typeof none]> = [];
  if (bonus > 0) what.push(["bonus", bonusExtra]);
  if (side > 0) what.push(["side-business", sideExtra]);
  if (bonus > 0 && side > 0) what.push(["both", { wages: bonus, selfEmployment: side, withheld: bonusExtra.withheld }]);
  for (const [key, extra] of what) {
    const e = taxFor(input, extra, projectedWithholding);
    scenarios.push({ key, totalTax: e.totalTax, payments: e.totalPayments, difference: e.refundOrBalanceDue, taxChange: e.totalTax - estimate.totalTax });
  }

  return {
    estimate,
    projectedWithholding,
    taxAfterCredits,
    safeHarbour: { ...harbour, paid, shortfall },
    underPenaltyFloor,
    addPerPaycheckToOweNothing: perPaycheck(owed),
    addPerPaycheckForSafeHarbour: perPaycheck(shortfall),
    lessPerPaycheck: less > 0 ? less : null,
    instalments: ahead.map((d, i) => ({ ...d, forSafeHarbour: forSafeHarbour[i]!, toOweNothing: toOweNothing[i]! })),
    dueDatesPassed: dates.length - ahead.length,
    scenarios,
  };
}
