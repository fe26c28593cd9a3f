/**
 * A refinance of $280,000 at 7.5 % with 28 years left, kept 10 years, against three options: A, 30
 * years at 6 % with $5,600 of costs; B, 15 years at 5.5 % with a point and $4,000; C, 30 years at
 * 5.25 % fixed 5 years then 7.5 %, $3,000. The API test works its figures by hand; the fuzzing
 * starts from it.
 */
export const REFINANCE_QUERY = {
  currentBalance: "280000",
  currentRate: "7.5",
  currentYears: "28",
  keep: "10",
  aRate: "6",
  aCosts: "5600",
  bRate: "5.5",
  bYears: "15",
  bPoints: "1",
  bCosts: "4000",
  cRate: "5.25",
  cFixed: "5",
  cAfter: "7.5",
  cCosts: "3000",
};
