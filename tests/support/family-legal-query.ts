/**
 * A family's four legal matters, all years away so the answer does not move with the day the test
 * runs: an office lease renewing by itself unless notice is given 90 days ahead, a holding company's
 * annual report, a yacht management contract renewing by itself with 60 days' notice, and a
 * prenuptial agreement to review with 30 days to prepare. The API test works the days by hand
 * (core/legal/family-matters.test.ts has the rules'); the fuzzing starts from it.
 */
export const FAMILY_LEGAL_QUERY = {
  m1: "Office lease",
  k1: "lease",
  d1: "2040-03-31",
  t1: "90",
  r1: "auto",
  m2: "Holdings LLC annual report",
  k2: "entity",
  d2: "2040-05-01",
  t2: "0",
  r2: "ends",
  m3: "Yacht management",
  k3: "contract",
  d3: "2039-11-15",
  t3: "60",
  r3: "auto",
  m4: "Prenuptial review",
  k4: "agreement",
  d4: "2041-02-01",
  t4: "30",
  r4: "ends",
};
