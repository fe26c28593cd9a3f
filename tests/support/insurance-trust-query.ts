/**
 * A 2026 estate of $14,000,000 besides a $3,000,000 policy with a $24,000 premium, three
 * beneficiaries with withdrawal rights, one donor, a new policy bought by the trust. The API test
 * works its figures by hand (core/insurance/life-insurance-trust.test.ts's first case); the fuzzing
 * starts from it.
 */
export const INSURANCE_TRUST_QUERY = {
  year: "2026",
  estate: "14000000",
  benefit: "3000000",
  premium: "24000",
  beneficiaries: "3",
  donors: "1",
  gifts: "0",
  source: "new",
};
