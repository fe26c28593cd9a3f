import { describe, expect, it } from "vitest";
import { familyRiskResponseSchema } from "../../../core/contracts/family-risk";
import { FAMILY_RISK_DISCLAIMER, FAMILY_RISK_FIELD, FAMILY_RISK_FINDINGS as F, FAMILY_RISK_STEPS } from "../../../core/messages/family-risk";
import { FIELD } from "../../../core/messages/planning";
import { FAMILY_RISK_QUERY } from "../../../tests/support/family-risk-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["emerald", "taaffeite"]);
const PATH = "/api/insurance/family-risk";
const review = async (query: Record<string, string>) => {
  const response = await suite.get(PATH, query, "taaffeite");
  expect(response.status).toBe(200);
  return familyRiskResponseSchema.parse((await response.json()).data);
};
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
/** `days` after today (UTC), as "YYYY-MM-DD". */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("GET /api/insurance/family-risk", () => {
  it("needs a session and Taaffeite (family office)", () => expectTierGate((tier) => suite.get(PATH, FAMILY_RISK_QUERY, tier), "emerald", { feature: "family-office", requiredTier: "Taaffeite" }));

  it("reviews the family's policies: cost, renewals, liability cover and property under-insured (worked by hand)", async () => {
    const data = await review(FAMILY_RISK_QUERY);
    expect(data.policies.map((p) => [p.name, p.kindLabel, p.renewal, p.insured, p.short, p.belowCoinsurance])).toEqual([
      ["Umbrella", "Umbrella liability", "2040-02-15", null, "0.00", false],
      ["Beach house", "Home", "2040-02-15", 88.88, "200000.00", false],
      ["Main home", "Home", "2040-04-01", 71.42, "1200000.00", true],
      ["Art collection", "Collection", "2040-11-30", 104.16, "0.00", false],
    ]);
    for (const p of data.policies) expect(p.daysToRenewal, p.name).toBe(dayNumber(p.renewal) - dayNumber(data.today));
    // $18,000 + $4,200 + $9,000 + $11,000; a $10,000,000 umbrella under $40,000,000: $30,000,000 exposed.
    expect(data).toMatchObject({ premium: "42200.00", upcoming: 0, umbrella: "10000000.00", liabilityGap: "30000000.00" });
    expect(data.byKind.map((k) => [k.label, k.count, k.premium, k.limit])).toEqual([
      ["Home", 2, "29000.00", "4600000.00"],
      ["Umbrella liability", 1, "4200.00", "10000000.00"],
      ["Collection", 1, "9000.00", "2500000.00"],
    ]);
    expect(data.findings).toEqual([
      F.total(4, 4_220_000),
      F.next("Umbrella", "2040-02-15", data.policies[0]!.daysToRenewal),
      F.gap(4_000_000_000, 1_000_000_000, 3_000_000_000),
      F.short("Beach house", 160_000_000, 180_000_000, 8_888, false),
      F.short("Main home", 300_000_000, 420_000_000, 7_142, true),
    ]);
    expect(data.findings[4]).toBe(
      "Main home is insured for $3,000,000 of the $4,200,000 it would cost to replace (71.42%): under the 80% a coinsurance clause commonly asks, so even a partial loss may be paid only in part.",
    );
    expect(data.steps).toEqual([...FAMILY_RISK_STEPS]);
    expect(data.disclaimer).toBe(FAMILY_RISK_DISCLAIMER);
  });

  it("names the renewals of the next 90 days and those past, and an umbrella that covers the net worth", async () => {
    const soon = daysAhead(20);
    const past = daysAhead(-10);
    const data = await review({ worth: "5000000", p1: "Cars", k1: "auto", l1: "500000", a1: "6500", d1: soon, p2: "Umbrella", k2: "umbrella", l2: "5000000", a2: "2100", d2: past });
    expect(data.upcoming).toBe(1);
    expect(data.findings).toContain(F.upcoming(1));
    expect(data.findings).toContain(F.lapsed("Umbrella"));
    expect(data.findings).toContain(F.covered(500_000_000));
    const none = await review({ worth: "5000000", p1: "Cars", k1: "auto", l1: "500000", a1: "6500", d1: soon });
    expect(none.findings).toContain(F.gap(500_000_000, 0, 500_000_000));
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ p1: "", p2: "", p3: "", p4: "" }, `p1: ${FAMILY_RISK_FIELD.noPolicy}`],
      [{ worth: "" }, "worth: is required"],
      [{ l2: "" }, "l2: is required"],
      [{ d3: "" }, "d3: is required"],
      [{ k1: "boat" }, `k1: ${FAMILY_RISK_FIELD.kind}`],
      [{ d1: "2040-13-01" }, `d1: ${FIELD.date}`],
      [{ a4: "-5" }, "a4: must be at least 0"],
      [{ v1: "0" }, "v1: must be at least 1"],
      [{ p6: "x".repeat(81) }, "p6: must be at most 80 characters"],
    ];
    for (const [change, message] of cases) {
      const response = await suite.get(PATH, { ...FAMILY_RISK_QUERY, ...change }, "taaffeite");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
