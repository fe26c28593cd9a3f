import { asCents, percentOf, type Cents } from "../money";
import { growMonthly } from "../planning/investment-growth";

// The annuity review (the insurance service's Gold card "Annuity and policy analysis"): a deferred
// annuity kept, exchanged tax-free (section 1035) for a low-cost annuity, or surrendered and
// invested in a low-cost fund, each grown to the same date and taxed as the law taxes it. Growth is
// the fees calculator's: each month the money earns the return ÷ 12, then the yearly costs ÷ 12 are
// taken. Tax and charges are whole basis points of whole cents, rounded once each.

export type AnnuityChoice = "keep" | "exchange" | "invest";

export type AnnuityReviewInput = {
  /** What the annuity is worth today (for one not yet bought, the premium). */
  valueCents: Cents;
  /** What was paid into it: the part of a withdrawal that is not taxed. */
  basisCents: Cents;
  /** Whole years from today to when the money is taken out, at least 1. */
  years: number;
  /** Yearly return before costs, basis points (600 = 6 %). */
  growthBp: number;
  /** Yearly costs, basis points: the annuity's (mortality and expense, administration, funds, riders), a low-cost annuity's, a low-cost fund's. */
  annuityFeeBp: number;
  exchangeFeeBp: number;
  fundFeeBp: number;
  /** The surrender charge in the contract's first year, basis points; it falls by a point a year. */
  surrenderBp: number;
  /** Whole years the contract has been held. */
  heldYears: number;
  /** Tax on an annuity's gain when taken out (ordinary income), and on a fund's gain when sold (long-term capital gains), basis points. */
  incomeTaxBp: number;
  gainsTaxBp: number;
};

export type AnnuityOutcome = {
  choice: AnnuityChoice;
  feeBp: number;
  /** What leaving the annuity costs today: its surrender charge and the tax on its gain. */
  chargeNowCents: Cents;
  taxNowCents: Cents;
  /** What is invested today after those. */
  investedCents: Cents;
  /** The value at the end, the costs taken over the years, and at the end the surrender charge left and the tax. */
  valueCents: Cents;
  feesCents: Cents;
  chargeAtEndCents: Cents;
  taxAtEndCents: Cents;
  /** What is left to spend at the end, after every charge and tax. */
  afterTaxCents: Cents;
  /** The value at each year's end, year 0 (today, after the charge and tax of leaving) first. */
  yearlyValues: Cents[];
};

export type AnnuityReview = {
  /** The surrender charge in the contract's current year, basis points, and the years until there is none. */
  surrenderNowBp: number;
  surrenderEndsInYears: number;
  /** The gain over what was paid in that surrendering today makes taxable (after the charge); 0 at a loss. */
  gainNowCents: Cents;
  outcomes: AnnuityOutcome[];
  /** The choice that leaves the most after tax (the first of equals, in the order keep, exchange, invest). */
  best: AnnuityChoice;
};

/** The surrender charge `yearsHeld` whole years into the contract: the first year's less a point (100 bp) a year, never below nothing. */
export function surrenderChargeBp(firstYearBp: number, yearsHeld: number): number {
  return Math.max(0, firstYearBp - 100 * yearsHeld);
}

/** Tax at `rateBp` on a gain; a loss owes nothing (its deduction is not counted). */
function taxOnGain(gainCents: number, rateBp: number): Cents {
  return gainCents > 0 ? percentOf(asCents(gainCents), rateBp) : asCents(0);
}

function grow(startCents: Cents, input: AnnuityReviewInput, feeBp: number) {
  const path = growMonthly(startCents, 0, input.years * 12, input.growthBp / 100, feeBp / 100);
  return { yearlyValues: path.balances.map(asCents), feesCents: asCents(path.fees.at(-1)!) };
}

export function annuityReview(input: AnnuityReviewInput): AnnuityReview {
  const surrenderNowBp = surrenderChargeBp(input.surrenderBp, input.heldYears);
  const chargeNow = percentOf(input.valueCents, surrenderNowBp);

  // Keep: nothing happens today; at the end the contract is surrendered (any charge left applies)
  // and its gain over what was paid in is ordinary income.
  const kept = grow(input.valueCents, input, input.annuityFeeBp);
  const keptValue = kept.yearlyValues.at(-1)!;
  const keptCharge = percentOf(keptValue, surrenderChargeBp(input.surrenderBp, input.heldYears + input.years));
  const keptTax = taxOnGain(keptValue - keptCharge - input.basisCents, input.incomeTaxBp);
  const keep: AnnuityOutcome = {
    choice: "keep",
    feeBp: input.annuityFeeBp,
    chargeNowCents: asCents(0),
    taxNowCents: asCents(0),
    investedCents: input.valueCents,
    valueCents: keptValue,
    feesCents: kept.feesCents,
    chargeAtEndCents: keptCharge,
    taxAtEndCents: keptTax,
    afterTaxCents: asCents(keptValue - keptCharge - keptTax),
    yearlyValues: kept.yearlyValues,
  };

  // A 1035 exchange pays today's surrender charge but no tax: what was paid in carries over, and the
  // gain is taxed when the new contract is cashed in. A low-cost annuity has no surrender charges.
  const exchangedStart = asCents(input.valueCents - chargeNow);
  const exchanged = grow(exchangedStart, input, input.exchangeFeeBp);
  const exchangedValue = exchanged.yearlyValues.at(-1)!;
  const exchangedTax = taxOnGain(exchangedValue - input.basisCents, input.incomeTaxBp);
  const exchange: AnnuityOutcome = {
    choice: "exchange",
    feeBp: input.exchangeFeeBp,
    chargeNowCents: chargeNow,
    taxNowCents: asCents(0),
    investedCents: exchangedStart,
    valueCents: exchangedValue,
    feesCents: exchanged.feesCents,
    chargeAtEndCents: asCents(0),
    taxAtEndCents: exchangedTax,
    afterTaxCents: asCents(exchangedValue - exchangedTax),
    yearlyValues: exchanged.yearlyValues,
  };

  // Surrender: the gain is ordinary income this year; what is left is invested in a fund whose own
  // gain is taxed at the capital gains rate when it is sold at the end.
  const gainNow = asCents(Math.max(0, input.valueCents - chargeNow - input.basisCents));
  const taxNow = taxOnGain(gainNow, input.incomeTaxBp);
  const investedStart = asCents(input.valueCents - chargeNow - taxNow);
  const invested = grow(investedStart, input, input.fundFeeBp);
  const investedValue = invested.yearlyValues.at(-1)!;
  const investedTax = taxOnGain(investedValue - investedStart, input.gainsTaxBp);
  const invest: AnnuityOutcome = {
    choice: "invest",
    feeBp: input.fundFeeBp,
    chargeNowCents: chargeNow,
    taxNowCents: taxNow,
    investedCents: investedStart,
    valueCents: investedValue,
    feesCents: invested.feesCents,
    chargeAtEndCents: asCents(0),
    taxAtEndCents: investedTax,
    afterTaxCents: asCents(investedValue - investedTax),
    yearlyValues: invested.yearlyValues,
  };

  const outcomes = [keep, exchange, invest];
  const best = outcomes.reduce((most, o) => (o.afterTaxCents > most.afterTaxCents ? o : most)).choice;
  return { surrenderNowBp, surrenderEndsInYears: Math.ceil(surrenderNowBp / 100), gainNowCents: gainNow, outcomes, best };
}
