/**
 * A $10,000,000 cash gift in 2026 from a donor with $2,000,000 of income a year, to a foundation
 * earning 6 % (half of it realized), paying out 5 % with 0.5 % of running costs, over two years,
 * with $20,000 scholarships. The API test works its figures by hand (core/estate/private-foundation.test.ts
 * has the rules'); the fuzzing starts from it.
 */
export const FOUNDATION_QUERY = {
  gift: "10000000",
  kind: "cash",
  agi: "2000000",
  year: "2026",
  growth: "6",
  realized: "50",
  payout: "5",
  costs: "0.5",
  years: "2",
  award: "20000",
};
