/**
 * $12,000 a year for a cash value policy with $500,000 of cover against $600 a year for term: the
 * $11,400 saved invested for a year at 12 % with no costs; the illustration's cash value after the
 * year is $12,682.50, with tax at 15 % on capital gains and 24 % on income. The API test and
 * core/insurance/cash-value-life.test.ts work its figures by hand; the fuzzing starts from it.
 */
export const CASH_VALUE_QUERY = {
  premium: "12000",
  benefit: "500000",
  cashValue: "12682.50",
  termPremium: "600",
  years: "1",
  growth: "12",
  fundFee: "0",
  gainsTax: "15",
  incomeTax: "24",
};
