import { describe, expect, it } from "vitest";
import { insuranceTrustResponseSchema } from "../../../core/contracts/life-insurance-trust";
import { INSURANCE_TRUST_FIELD, INSURANCE_TRUST_FINDINGS as F, INSURANCE_TRUST_STEPS } from "../../../core/messages/life-insurance-trust";
import { INSURANCE_TRUST_QUERY } from "../../../tests/support/insurance-trust-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["platinum", "diamond"]);
const plan = (query: Record<string, string>, tier?: string) => suite.get("/api/insurance/life-insurance-trust", query, tier);

describe("GET /api/insurance/life-insurance-trust", () => {
  it("needs a session and Diamond (trusts)", () => expectTierGate((tier) => plan(INSURANCE_TRUST_QUERY, tier), "platinum", { feature: "trusts", requiredTier: "Diamond" }));

  it("keeps the death benefit out of the estate (worked by hand)", async () => {
    const response = await plan(INSURANCE_TRUST_QUERY, "diamond");
    expect(response.status).toBe(200);
    const data = insuranceTrustResponseSchema.parse((await response.json()).data);
    expect(data.inputs).toEqual({ year: 2026, estate: "14000000.00", benefit: "3000000.00", premium: "24000.00", beneficiaries: 3, donors: 1, gifts: "0.00", source: "new" });
    // 17,000,000 owned is 2,000,000 over 2026's 15,000,000: 800,000 of tax. Three × 19,000 cover the premium.
    expect(data).toMatchObject({ exclusion: "15000000.00", annualExclusions: "57000.00", taxableGift: "0.00", taxSaved: "800000.00", best: "trust" });
    expect(data.options).toEqual([
      { key: "owned", label: "You own the policy", policyInEstate: "3000000.00", taxBase: "17000000.00", estateTax: "800000.00", toHeirs: "16200000.00" },
      { key: "trust", label: "The trust owns it", policyInEstate: "0.00", taxBase: "14000000.00", estateTax: "0.00", toHeirs: "17000000.00" },
    ]);
    expect(data.findings).toEqual([F.saves(300_000_000, 80_000_000, 1_700_000_000), F.premiumsCovered(2_400_000, 5_700_000, 3)]);
    expect(data.findings[0]).toBe("Owned by the trust, the $3,000,000.00 death benefit stays out of your estate: $800,000.00 less federal estate tax, and your heirs receive $17,000,000.00 in all.");
    expect(data.steps).toEqual([...INSURANCE_TRUST_STEPS]);
  });

  it("an existing policy given to the trust, a premium over the exclusions, 2025", async () => {
    const query = { ...INSURANCE_TRUST_QUERY, year: "2025", premium: "50000", beneficiaries: "1", gifts: "500000", source: "existing" };
    const data = insuranceTrustResponseSchema.parse((await (await plan(query, "diamond")).json()).data);
    expect(data).toMatchObject({ exclusion: "13990000.00", annualExclusions: "19000.00", taxableGift: "31000.00", taxSaved: "1187600.00" });
    expect(data.options.map((o) => [o.label, o.estateTax])).toEqual([
      ["You own the policy", "1404000.00"],
      ["The trust owns it", "216400.00"],
      ["Given to the trust, death within 3 years", "1416400.00"],
    ]);
    expect(data.findings.slice(1)).toEqual([F.premiumsOver(5_000_000, 1_900_000, 3_100_000), F.threeYears(300_000_000, 141_640_000)]);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ benefit: "1000000" }, "estate: is required"],
      [{ estate: "100", benefit: "0" }, "benefit: must be at least 1"],
      [{ estate: "100", benefit: "100", beneficiaries: "31" }, "beneficiaries: must be at most 30"],
      [{ estate: "100", benefit: "100", beneficiaries: "1.5" }, "beneficiaries:"],
      [{ estate: "100", benefit: "100", donors: "3" }, `donors: ${INSURANCE_TRUST_FIELD.donors}`],
      [{ estate: "100", benefit: "100", source: "borrowed" }, `source: ${INSURANCE_TRUST_FIELD.source}`],
      [{ estate: "100", benefit: "100", premium: "1.234" }, "premium:"],
    ];
    for (const [query, message] of cases) {
      const response = await plan(query, "diamond");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
