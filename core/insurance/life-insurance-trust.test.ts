import { describe, expect, it } from "vitest";
import { asCents } from "../money";
import { insuranceTrustPlan, type InsuranceTrustInput } from "./life-insurance-trust";

const $ = (dollars: number) => asCents(Math.round(dollars * 100));
// 2026 ($15,000,000 exclusion): a $14,000,000 estate and a $3,000,000 policy with a $24,000 premium,
// three beneficiaries, one donor.
const INPUT: InsuranceTrustInput = { year: 2026, estateCents: $(14_000_000), benefitCents: $(3_000_000), premiumCents: $(24_000), beneficiaries: 3, donors: 1, priorGiftsCents: $(0), source: "new" };

describe("a life insurance policy owned by the insured or by an irrevocable trust", () => {
  it("keeps the death benefit out of the estate: 40 % of what it added over the exclusion saved", () => {
    // Owned: 17,000,000 − 15,000,000 = 2,000,000 over → 800,000 of tax; heirs 17,000,000 − 800,000.
    // In the trust: 14,000,000, under the exclusion. Three beneficiaries × 19,000 = 57,000 cover the premium.
    expect(insuranceTrustPlan(INPUT)).toEqual({
      exclusionCents: $(15_000_000),
      annualExclusionsCents: $(57_000),
      taxableGiftCents: $(0),
      outcomes: [
        { key: "owned", policyInEstateCents: $(3_000_000), taxBaseCents: $(17_000_000), estateTaxCents: $(800_000), toHeirsCents: $(16_200_000) },
        { key: "trust", policyInEstateCents: $(0), taxBaseCents: $(14_000_000), estateTaxCents: $(0), toHeirsCents: $(17_000_000) },
      ],
      taxSavedCents: $(800_000),
      best: "trust",
    });
  });

  it("a premium over the withdrawal rights' exclusions is a taxable gift; an existing policy given is back within three years", () => {
    // One beneficiary, 2025 ($13,990,000): 19,000 of exclusion against 50,000 → 31,000 taxable a year.
    // Owned: 14,000,000 + 3,000,000 + 500,000 prior gifts − 13,990,000 = 3,510,000 → 1,404,000.
    // Trust: 14,531,000 − 13,990,000 = 541,000 → 216,400. Within three years: 17,531,000 → 1,416,400.
    const plan = insuranceTrustPlan({ ...INPUT, year: 2025, premiumCents: $(50_000), beneficiaries: 1, priorGiftsCents: $(500_000), source: "existing" });
    expect(plan).toMatchObject({ exclusionCents: $(13_990_000), annualExclusionsCents: $(19_000), taxableGiftCents: $(31_000), taxSavedCents: $(1_187_600) });
    expect(plan.outcomes.map((o) => [o.key, o.taxBaseCents, o.estateTaxCents, o.toHeirsCents])).toEqual([
      ["owned", $(17_500_000), $(1_404_000), $(15_596_000)],
      ["trust", $(14_531_000), $(216_400), $(16_783_600)],
      ["within-three-years", $(17_531_000), $(1_416_400), $(15_583_600)],
    ]);
  });

  it("gift splitting doubles the exclusions; an estate under the exclusion saves nothing", () => {
    const plan = insuranceTrustPlan({ ...INPUT, estateCents: $(2_000_000), premiumCents: $(80_000), beneficiaries: 2, donors: 2 });
    // 2 × 2 × 19,000 = 76,000: 4,000 taxable. 5,000,000 with the policy is under 15,000,000.
    expect(plan).toMatchObject({ annualExclusionsCents: $(76_000), taxableGiftCents: $(4_000), taxSavedCents: $(0), best: "owned" });
    expect(plan.outcomes.map((o) => o.estateTaxCents)).toEqual([$(0), $(0)]);
  });
});
