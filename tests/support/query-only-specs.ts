/**
 * The browser specs whose pages read their query and write nothing: the calculators and the
 * planning pages, each an API call that answers the form's values, and the calendar files drawn from
 * the same answer. On PostgreSQL (`npm run test:e2e:pg`) the suite skips them (decision 086): what
 * they check is the browser's side and the rules in `core/`, which the engine does not change, and
 * the SQL they do reach (the session, the tier, the retirement calculator's holdings) runs on
 * PostgreSQL in the API suite and in the specs that stay. `query-only-specs.test.ts` holds each
 * listed spec to it: every member page it opens loads through the calculators' `calculate` and has
 * no action.
 */
export const QUERY_ONLY_SPECS = [
  "business-loans.spec.ts",
  "calculators.spec.ts",
  "deferred-compensation.spec.ts",
  "education-investments.spec.ts",
  "education-trust.spec.ts",
  "equity-awards.spec.ts",
  "family-balance-sheet.spec.ts",
  "family-calendar.spec.ts",
  "family-cash.spec.ts",
  "family-legal.spec.ts",
  "family-risk.spec.ts",
  "family-succession.spec.ts",
  "foundation.spec.ts",
  "funding-rounds.spec.ts",
  "insurance-trust.spec.ts",
  "mortgages.spec.ts",
  "next-generation.spec.ts",
  "policy-review.spec.ts",
  "retirement-investments.spec.ts",
  "retirement-tax.spec.ts",
  "succession.spec.ts",
  "tax-withholding.spec.ts",
  "trust-planning.spec.ts",
  "trust-tax.spec.ts",
] as const;
