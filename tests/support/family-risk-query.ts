/**
 * A family's four policies, all renewing years away so the answer does not move with the day the
 * test runs, with $40,000,000 of net worth: a main home insured under its cost to replace, an
 * umbrella, a collection and a beach house. The API test works its figures by hand
 * (core/insurance/family-risk.test.ts has the rules'); the fuzzing starts from it.
 */
export const FAMILY_RISK_QUERY = {
  worth: "40000000",
  p1: "Main home",
  k1: "home",
  l1: "3000000",
  a1: "18000",
  d1: "2040-04-01",
  v1: "4200000",
  p2: "Umbrella",
  k2: "umbrella",
  l2: "10000000",
  a2: "4200",
  d2: "2040-02-15",
  p3: "Art collection",
  k3: "collection",
  l3: "2500000",
  a3: "9000",
  d3: "2040-11-30",
  v3: "2400000",
  p4: "Beach house",
  k4: "home",
  l4: "1600000",
  a4: "11000",
  d4: "2040-02-15",
  v4: "1800000",
};
