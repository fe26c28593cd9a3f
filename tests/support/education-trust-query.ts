/**
 * A grandparent's $100,000 given in 2026 for a grandchild starting school in two years, growing 5 %
 * a year with no interest or dividends, one donor, the student with withdrawal rights over the
 * trust's gifts, $30,000 of tuition a year. The API test works its figures by hand
 * (core/education/education-trust.test.ts's first case); the fuzzing starts from it.
 */
export const EDUCATION_TRUST_QUERY = {
  year: "2026",
  gift: "100000",
  yearly: "0",
  years: "2",
  interest: "0",
  dividends: "0",
  growth: "5",
  donors: "1",
  giver: "grandparent",
  rights: "yes",
  tuition: "30000",
};
