/**
 * An 8-year-old's 529 plan of $30,000, enrolling at 18, with $200 added a month: 90 % stocks and
 * 10 % bonds in funds costing 0.5 % a year. The API test works its figures by hand; the fuzzing
 * starts from it.
 */
export const EDUCATION_MIX_QUERY = {
  age: "8",
  enrollAge: "18",
  balance: "30000",
  monthly: "200",
  stocks: "90",
  bonds: "10",
  cash: "0",
  fee: "0.5",
};
