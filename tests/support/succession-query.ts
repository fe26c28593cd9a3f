/**
 * A $40,000,000 family business wholly the parents', growing 5 % a year, a 30 % minority discount,
 * three heirs of whom one works in it, both parents giving, two years of yearly gifts and $5,000,000
 * of other estate: the core test's case, which the API test and the e2e check by hand; the fuzzing
 * starts from it.
 */
export const SUCCESSION_QUERY = {
  value: "40000000",
  owned: "100",
  growth: "5",
  discount: "30",
  heirs: "3",
  active: "1",
  donors: "2",
  years: "2",
  other: "5000000",
};
