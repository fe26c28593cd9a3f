import { asCents, percentOf } from "../money";

// What probate costs, as the trust planning page compares it with a funded living trust. California
// is the one large state whose fees are set by statute on the estate's value: Probate Code §10810
// gives the attorney, and §10800 the executor, each the same percentages of the probate estate's
// gross value (debts and mortgages are not deducted). Elsewhere the courts allow "reasonable"
// fees, which the member estimates as a share of the probate estate.

/** §10810(a): 4 % of the first $100,000, 3 % of the next $100,000, 2 % of the next $800,000, 1 % of the next $9 million, 0.5 % of the next $15 million. */
export const CALIFORNIA_FEE_BANDS: ReadonlyArray<{ widthCents: number; rateBp: number }> = [
  { widthCents: 10_000_000, rateBp: 400 },
  { widthCents: 10_000_000, rateBp: 300 },
  { widthCents: 80_000_000, rateBp: 200 },
  { widthCents: 900_000_000, rateBp: 100 },
  { widthCents: 1_500_000_000, rateBp: 50 },
];

/** Above $25 million the court sets a reasonable amount (§10810(a)(6)): the statute gives no figure. */
export const CALIFORNIA_SCHEDULE_TOP_CENTS = CALIFORNIA_FEE_BANDS.reduce((sum, band) => sum + band.widthCents, 0);

/** One statutory fee (the attorney's, or the executor's) on a probate estate; each band's share rounded to the cent. */
export function californiaStatutoryFee(estateCents: number): number {
  let left = Math.max(0, estateCents);
  let fee = 0;
  for (const band of CALIFORNIA_FEE_BANDS) {
    const within = Math.min(left, band.widthCents);
    fee += percentOf(asCents(within), band.rateBp);
    left -= within;
  }
  return fee;
}

export const PROBATE_FEE_BASES = ["california", "rate"] as const;
export type ProbateFeeBasis = { basis: "california" } | { basis: "rate"; rateBp: number };

/** Probate's fees on a probate estate: California's attorney and executor together, or the member's rate. */
export function probateFees(estateCents: number, fees: ProbateFeeBasis): number {
  if (fees.basis === "california") return 2 * californiaStatutoryFee(estateCents);
  return percentOf(asCents(Math.max(0, estateCents)), fees.rateBp);
}
