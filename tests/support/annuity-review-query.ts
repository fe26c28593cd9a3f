/**
 * $100,000 in an annuity bought five years ago with $80,000, a 7 % first-year surrender charge (2 %
 * now), 1.2 % a year of costs, a year to go at 12 % before costs, against a low-cost annuity at
 * 0.24 % and a fund at 0.12 %, with income taxed at 24 % and capital gains at 15 %. The API test and
 * core/insurance/annuity-review.test.ts work its figures by hand; the fuzzing starts from it.
 */
export const ANNUITY_QUERY = {
  value: "100000",
  basis: "80000",
  years: "1",
  growth: "12",
  annuityFee: "1.2",
  exchangeFee: "0.24",
  fundFee: "0.12",
  surrender: "7",
  held: "5",
  incomeTax: "24",
  gainsTax: "15",
};
