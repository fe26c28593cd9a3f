/**
 * A 57-year-old retiring at 67 with $100,000 in a 401(k): 80 % stocks (a fifth of the account in the
 * employer's stock), 15 % bonds, 5 % cash, funds costing 1 % a year, and $10,000 a year taken in the
 * withdrawal illustration. The API test and core/retirement/investment-review.test.ts work its
 * figures by hand; the fuzzing starts from it.
 */
export const RETIREMENT_MIX_QUERY = {
  age: "57",
  retireAge: "67",
  balance: "100000",
  stocks: "80",
  bonds: "15",
  cash: "5",
  employerStock: "20",
  fee: "1",
  withdrawal: "10000",
};
