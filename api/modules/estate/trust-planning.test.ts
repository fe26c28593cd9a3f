import { describe, expect, it } from "vitest";
import { trustPlanningResponseSchema } from "../../../core/contracts/trust-planning";
import { FUNDING_HOW, TRUST_PLANNING_FIELD, TRUST_PLANNING_FINDINGS as F, TRUST_PLANNING_STEPS } from "../../../core/messages/trust-planning";
import { TRUST_PLANNING_QUERY } from "../../../tests/support/trust-planning-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["platinum", "diamond"]);
const plan = (query: Record<string, string>, tier?: string) => suite.get("/api/estate/trusts", query, tier);
const dataOf = async (query: Record<string, string>) => trustPlanningResponseSchema.parse((await (await plan(query, "diamond")).json()).data);

describe("GET /api/estate/trusts", () => {
  it("needs a session and Diamond (trusts)", () => expectTierGate((tier) => plan(TRUST_PLANNING_QUERY, tier), "platinum", { feature: "trusts", requiredTier: "Diamond" }));

  it("says what to move into the trust and what probate would cost in California (worked by hand)", async () => {
    const response = await plan(TRUST_PLANNING_QUERY, "diamond");
    expect(response.status).toBe(200);
    const data = trustPlanningResponseSchema.parse((await response.json()).data);
    expect(data.inputs).toMatchObject({ year: 2026, fees: "california", rate: 3, cost: "4000.00", gift: "0.00", growth: 5, years: 20 });
    expect(data.rows.map((r) => [r.asset, r.value, r.action, r.actionLabel])).toEqual([
      ["home", "800000.00", "retitle", "Retitle to the trust"],
      ["accounts", "300000.00", "retitle", "Retitle to the trust"],
      ["retirement", "500000.00", "beneficiary", "Passes by its beneficiary"],
      ["insurance", "400000.00", "name-beneficiary", "Name a beneficiary"],
      ["business", "0.00", "retitle", "Retitle to the trust"],
      ["other", "50000.00", "joint", "Passes to the joint owner"],
    ]);
    expect(data.rows[2]!.how).toBe(FUNDING_HOW.retirement);
    // Probate 1,500,000: one fee 4,000 + 3,000 + 16,000 + 5,000 = 28,000, twice; less the trust's 4,000.
    expect(data).toMatchObject({ probate: "1500000.00", probateFees: "56000.00", netSaving: "52000.00", joint: "50000.00", inTrust: "0.00", exclusion: "15000000.00", irrevocable: null });
    expect(data.findings).toEqual([F.probate(150_000_000, 5_600_000, "california"), F.saving(5_600_000, 400_000, 5_200_000), F.joint(5_000_000), F.revocable]);
    expect(data.findings[1]).toBe(
      "Funding the trust avoids the $56,000 of probate fees for $4,000 of drafting and retitling: $52,000 less, and the estate's inventory stays out of the public court file.",
    );
    expect(data.steps).toEqual([...TRUST_PLANNING_STEPS]);
  });

  it("takes a share of the probate estate elsewhere, and says when the trust costs more than it saves", async () => {
    const data = await dataOf({ ...TRUST_PLANNING_QUERY, fees: "rate", rate: "0.25" });
    // 0.25 % of 1,500,000 = 3,750 against 4,000.
    expect(data).toMatchObject({ probateFees: "3750.00", netSaving: "-250.00" });
    expect(data.findings[1]).toBe(F.saving(375_000, 400_000, -25_000));
  });

  it("weighs an irrevocable trust's gift: estate tax saved against the heirs' lost step-up (worked by hand)", async () => {
    const data = await dataOf({ ...TRUST_PLANNING_QUERY, home: "0", retirement: "0", insurance: "0", other: "0", accounts: "20000000", accountsBy: "trust", gift: "5000000", growth: "5", years: "10" });
    expect(data.findings[0]).toBe(F.noProbate);
    expect(data.irrevocable).toEqual({
      gift: "5000000.00",
      grown: "8144473.13",
      growth: "3144473.13",
      giftTax: "0.00",
      estateTaxKept: "3257789.25",
      estateTaxGiven: "2000000.00",
      taxSaved: "1257789.25",
      heirsGainTax: "748384.60",
      exclusionLeft: "15000000.00",
    });
    expect(data.findings).toEqual([
      F.noProbate,
      F.revocable,
      F.gift(500_000_000, 814_447_313, 10, 314_447_313),
      F.taxSaved(125_778_925, 325_778_925, 200_000_000, 0),
      F.stepUp(74_838_460),
    ]);
  });

  it("names the gift tax above the exclusion left and the three years' rule", async () => {
    const data = await dataOf({ ...TRUST_PLANNING_QUERY, accounts: "30000000", gifts: "10000000", gift: "8000000", growth: "0", years: "5" });
    // Exclusion left 5,000,000; 3,000,000 over it: 1,200,000 of gift tax.
    expect(data.irrevocable).toMatchObject({ giftTax: "1200000.00", exclusionLeft: "5000000.00" });
    expect(data.findings).toContain(F.giftTax(300_000_000, 120_000_000, 500_000_000));
    expect(data.findings).toContain(F.lookback);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ fees: "texas" }, `fees: ${TRUST_PLANNING_FIELD.fees}`],
      [{ rate: "11" }, "rate: must be at most 10"],
      [{ rate: "1.234" }, "rate:"],
      [{ cost: "-1" }, "cost: must be at least 0"],
      [{ gift: "2050000.01" }, `gift: ${TRUST_PLANNING_FIELD.giftOverEstate}`],
      [{ years: "0" }, "years: must be at least 1"],
      [{ years: "61" }, "years: must be at most 60"],
      [{ growth: "16" }, "growth: must be at most 15"],
      [{ retirementBy: "joint" }, "retirementBy:"],
      [{ year: "2019" }, "year:"],
    ];
    for (const [change, message] of cases) {
      const response = await plan({ ...TRUST_PLANNING_QUERY, ...change }, "diamond");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
