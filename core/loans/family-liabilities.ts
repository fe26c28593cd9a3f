import { apportion, asCents, percentOf } from "../money";

// The loans service's Taaffeite "Family balance sheet liability management": the family's mortgages,
// credit lines and entity debt in one view: what it costs, when each loan comes due, what must be
// refinanced soon, what a rise in rates does to the variable part and what the collateral is. Pure:
// money in integer cents, rates in basis points, dates as "YYYY-MM-DD".

/** The loans the page takes, each named by its number in the URL's keys. */
export const LOAN_NUMBERS = [1, 2, 3, 4, 5, 6] as const;

export const RATE_KINDS = ["fixed", "variable"] as const;
export type RateKind = (typeof RATE_KINDS)[number];
export const COLLATERAL_KINDS = ["home", "property", "securities", "business", "none"] as const;
export type CollateralKind = (typeof COLLATERAL_KINDS)[number];

/** Loans maturing within this many months are in the refinancing window: lenders want months to re-underwrite a large loan (our rule of thumb). */
export const REFINANCE_WINDOW_MONTHS = 24;
/** The maturities the family's liquid assets should cover. */
export const LIQUIDITY_MONTHS = 12;

export type FamilyLoan = {
  name: string;
  balanceCents: number;
  rateBp: number;
  maturity: string;
  rate: RateKind;
  collateral: CollateralKind;
};

export type ReviewedLoan = FamilyLoan & {
  /** Whole months from today's month to the maturity's; negative once past. */
  monthsLeft: number;
  /** A year's interest at the rate on today's balance. */
  interestCents: number;
};

export type LiabilityReview = {
  /** The loans in maturity order (the entered order between equal dates). */
  loans: ReviewedLoan[];
  totalCents: number;
  /** The balance-weighted rate, to the basis point. */
  weightedRateBp: number;
  interestCents: number;
  /** The balance coming due in each calendar year, from the first maturity to the last. */
  ladder: Array<{ year: number; cents: number; count: number }>;
  /** Loans maturing within the window, or already past maturity. */
  refinance: ReviewedLoan[];
  dueWithinYearCents: number;
  variableCents: number;
  /** The variable balance's extra interest a year after a rise of `shockBp`. */
  shockInterestCents: number;
  /** Each kind of collateral's balance and share of the debt (shares apportioned to add up to 10,000). */
  collateral: Array<{ kind: CollateralKind; cents: number; shareBp: number }>;
};

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/** The family's loans reviewed on `today`, with rates rising `shockBp` for the variable ones. */
export function liabilityReview(input: { loans: readonly FamilyLoan[]; today: string; shockBp: number }): LiabilityReview {
  const loans = input.loans
    .map((loan, i) => ({ ...loan, i, monthsLeft: monthIndex(loan.maturity) - monthIndex(input.today), interestCents: percentOf(asCents(loan.balanceCents), loan.rateBp) }))
    .sort((a, b) => (a.maturity === b.maturity ? a.i - b.i : a.maturity < b.maturity ? -1 : 1))
    .map(({ i: _i, ...loan }) => loan);
  const sum = (list: readonly ReviewedLoan[]) => list.reduce((total, l) => total + l.balanceCents, 0);
  const totalCents = sum(loans);
  const weighted = loans.reduce((total, l) => total + BigInt(l.balanceCents) * BigInt(l.rateBp), 0n);
  const weightedRateBp = totalCents > 0 ? Number((weighted * 2n + BigInt(totalCents)) / (2n * BigInt(totalCents))) : 0;

  const ladder: LiabilityReview["ladder"] = [];
  if (loans.length > 0) {
    const first = Number(loans[0]!.maturity.slice(0, 4));
    const last = Number(loans.at(-1)!.maturity.slice(0, 4));
    for (let year = first; year <= last; year += 1) {
      const due = loans.filter((l) => Number(l.maturity.slice(0, 4)) === year);
      ladder.push({ year, cents: sum(due), count: due.length });
    }
  }

  const variableCents = sum(loans.filter((l) => l.rate === "variable"));
  const kinds = COLLATERAL_KINDS.filter((kind) => loans.some((l) => l.collateral === kind));
  const kindCents = kinds.map((kind) => sum(loans.filter((l) => l.collateral === kind)));
  const shares = apportion(10_000, kindCents);

  return {
    loans,
    totalCents,
    weightedRateBp,
    interestCents: loans.reduce((total, l) => total + l.interestCents, 0),
    ladder,
    refinance: loans.filter((l) => l.monthsLeft <= REFINANCE_WINDOW_MONTHS),
    dueWithinYearCents: sum(loans.filter((l) => l.monthsLeft <= LIQUIDITY_MONTHS)),
    variableCents,
    shockInterestCents: percentOf(asCents(variableCents), input.shockBp),
    collateral: kinds.map((kind, i) => ({ kind, cents: kindCents[i]!, shareBp: shares[i]! })),
  };
}
