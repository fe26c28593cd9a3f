import type { ApplicationDraft } from "../../core/contracts/investor";

/**
 * An investor application the review approves, for the demo seed, the tests and the fuzzing: an
 * adult US resident in San Francisco, employed, with every agreement signed. The SSN is the
 * caller's, since the review refuses one already used by another member.
 */
export function approvableApplication(ssn: string, overrides: Partial<ApplicationDraft> = {}): ApplicationDraft & { ssn: string } {
  const firstName = overrides.firstName ?? "Ada";
  const lastName = overrides.lastName ?? "Lovelace";
  return {
    firstName,
    lastName,
    dateOfBirth: "1990-05-01",
    ssn,
    citizenship: "US",
    address: "1 Main St",
    cityCode: "CA-san-francisco",
    stateCode: "CA",
    zipCode: "94105",
    countryCode: "US",
    employmentStatus: "employed",
    industry: "11",
    annualIncome: "100k_250k",
    netWorth: "250k_1m",
    signature: `${firstName} ${lastName}`,
    agreementsAccepted: true,
    ...overrides,
  };
}
