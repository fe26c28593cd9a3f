import { describe, expect, it } from "vitest";
import { educationTrustResponseSchema } from "../../../core/contracts/education-trust";
import { EDUCATION_TRUST_FIELD, EDUCATION_TRUST_FINDINGS as F, EDUCATION_TRUST_STEPS } from "../../../core/messages/education-trust";
import { EDUCATION_TRUST_QUERY } from "../../../tests/support/education-trust-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["platinum", "diamond"]);
const compare = (query: Record<string, string>, tier?: string) => suite.get("/api/education/trusts", query, tier);

describe("GET /api/education/trusts", () => {
  it("needs a session and Diamond (trusts)", () => expectTierGate((tier) => compare(EDUCATION_TRUST_QUERY, tier), "platinum", { feature: "trusts", requiredTier: "Diamond" }));

  it("sets a grandparent's trust beside a 529 plan (worked by hand)", async () => {
    const response = await compare(EDUCATION_TRUST_QUERY, "diamond");
    expect(response.status).toBe(200);
    const data = educationTrustResponseSchema.parse((await response.json()).data);
    expect(data.inputs).toEqual({ year: 2026, gift: "100000.00", yearly: "0.00", years: 2, interest: 0, dividends: 0, growth: 5, donors: 1, giver: "grandparent", rights: "yes", tuition: "30000.00" });
    expect(data).toMatchObject({ annualExclusion: "19000.00", lifetimeExclusion: "15000000.00", best: null });
    // 100,000 → 105,000 → 110,250 in both; the 529's election leaves 5,000 taxable, the trust 81,000.
    expect(data.options).toEqual([
      { key: "plan529", label: "529 plan", given: "100000.00", incomeTax: "0.00", value: "110250.00", untaxedGain: "10250.00", taxableGifts: "5000.00", aidCounted: "0.00" },
      { key: "trust", label: "Education trust", given: "100000.00", incomeTax: "0.00", value: "110250.00", untaxedGain: "10250.00", taxableGifts: "81000.00", aidCounted: "22050.00" },
    ]);
    expect(data.values).toEqual([
      { year: 2026, plan529: "105000.00", trust: "105000.00" },
      { year: 2027, plan529: "110250.00", trust: "110250.00" },
    ]);
    expect(data.direct).toEqual({ tuition: "30000.00", total: "120000.00", taxableIfGiven: "44000.00" });
    expect(data.findings).toEqual([
      F.trustUntaxed(11_025_000),
      F.trustGain(1_025_000),
      F.election(9_500_000, 1_900_000, 500_000),
      F.trustGifts(8_100_000, 1_500_000_000, true),
      F.lapse(1_400_000, 2026),
      F.aid(2_205_000, 0, "grandparent"),
      F.direct(3_000_000, 12_000_000, 4_400_000),
    ]);
    expect(data.findings[2]).toBe(
      "The 529 plan takes $95,000.00 of the gift now as made over five years ($19,000.00 a year), by an election on Form 709; $5,000.00 of the gifts is still over the yearly exclusions and uses your lifetime exclusion.",
    );
    expect(data.traits.map((t) => t.key)).toEqual(["control", "uses", "unused", "tax", "estate"]);
    expect(data.traits[1]!.plan529).toContain("up to $20,000 a year");
    expect(data.steps).toEqual([...EDUCATION_TRUST_STEPS]);
  });

  it("a parent's trust earning interest, no withdrawal rights, two donors (worked by hand)", async () => {
    const query = { ...EDUCATION_TRUST_QUERY, gift: "200000", years: "1", interest: "10", growth: "0", donors: "2", giver: "parent", rights: "no", tuition: "" };
    const data = educationTrustResponseSchema.parse((await (await compare(query, "diamond")).json()).data);
    // Taxable 19,900 at 2026's trust rates: 5,294, and 3.8 % of 3,900 over 16,000: 148.20.
    expect(data.options.map((o) => [o.key, o.incomeTax, o.value, o.taxableGifts, o.aidCounted])).toEqual([
      ["plan529", "0.00", "220000.00", "10000.00", "12408.00"],
      ["trust", "5442.20", "214557.80", "200000.00", "42911.56"],
    ]);
    expect(data).toMatchObject({ annualExclusion: "38000.00", best: "plan529" });
    expect(data.findings).toEqual([
      F.trustTaxed(22_000_000, 21_455_780, 544_220),
      F.election(19_000_000, 3_800_000, 1_000_000),
      F.trustGifts(20_000_000, 1_500_000_000, false),
      F.aid(4_291_156, 1_240_800, "parent"),
    ]);
  });

  it("2025's limit for school before college is $10,000", async () => {
    const data = educationTrustResponseSchema.parse((await (await compare({ ...EDUCATION_TRUST_QUERY, year: "2025" }, "diamond")).json()).data);
    expect(data.traits[1]!.plan529).toContain("up to $10,000 a year");
    expect(data.lifetimeExclusion).toBe("13990000.00");
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ years: "5" }, "gift: is required"],
      [{ gift: "1000" }, "years: is required"],
      [{ gift: "0", years: "5" }, "gift: must be at least 1"],
      [{ gift: "1000", years: "26" }, "years: must be at most 25"],
      [{ gift: "1000", years: "2.5" }, "years:"],
      [{ gift: "1000", years: "5", growth: "16" }, "growth: must be at most 15"],
      [{ gift: "1000", years: "5", interest: "1.234" }, "interest:"],
      [{ gift: "1000", years: "5", donors: "3" }, `donors: ${EDUCATION_TRUST_FIELD.donors}`],
      [{ gift: "1000", years: "5", giver: "uncle" }, `giver: ${EDUCATION_TRUST_FIELD.giver}`],
      [{ gift: "1000", years: "5", rights: "maybe" }, `rights: ${EDUCATION_TRUST_FIELD.rights}`],
      [{ gift: "1000.001", years: "5" }, "gift:"],
    ];
    for (const [query, message] of cases) {
      const response = await compare(query, "diamond");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
