/**
 * A California estate of $2,050,000: a home and accounts in the member's name, a 401(k) with its
 * beneficiary, a policy with none, a car held jointly; $4,000 to draft and fund the trust, and no
 * irrevocable gift. The API test works its figures by hand (core/estate/trust-planning.test.ts's
 * probate case); the fuzzing starts from it.
 */
export const TRUST_PLANNING_QUERY = {
  year: "2026",
  home: "800000",
  homeBy: "will",
  accounts: "300000",
  accountsBy: "will",
  retirement: "500000",
  retirementBy: "beneficiary",
  insurance: "400000",
  insuranceBy: "will",
  business: "0",
  businessBy: "will",
  other: "50000",
  otherBy: "joint",
  fees: "california",
  cost: "4000",
  gift: "0",
};
