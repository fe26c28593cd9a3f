import { describe, expect, it } from "vitest";
import { foundationResponseSchema } from "../../../core/contracts/private-foundation";
import { FAMILY_CALENDAR_FIELD } from "../../../core/messages/family-calendar";
import { FOUNDATION_DISCLAIMER, FOUNDATION_FIELD, FOUNDATION_FINDINGS as F, FOUNDATION_RULES, SCHOLARSHIP_STEPS, VEHICLE_COMPARISON } from "../../../core/messages/private-foundation";
import { FOUNDATION_QUERY } from "../../../tests/support/foundation-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["taaffeite", "painite"]);
const PATH = "/api/estate/foundation-plan";
const plan = async (change: Record<string, string>) => {
  const response = await suite.get(PATH, { ...FOUNDATION_QUERY, ...change }, "painite");
  expect(response.status).toBe(200);
  return foundationResponseSchema.parse((await response.json()).data);
};

describe("GET /api/estate/foundation-plan", () => {
  it("needs a session and Painite (foundation)", () => expectTierGate((tier) => suite.get(PATH, FOUNDATION_QUERY, tier), "taaffeite", { feature: "foundation", requiredTier: "Painite" }));

  it("deducts the gift in a foundation and in a donor-advised fund, and projects the foundation (worked by hand)", async () => {
    const data = await plan({});
    // 30 % of $2,000,000 = $600,000 a year for six years: $3,600,000 of $10,000,000. 60 %: $1,200,000 × 6.
    const [foundation, daf] = data.deductions;
    expect(foundation).toMatchObject({ vehicle: "foundation", label: "Private foundation", limit: 30, cap: "600000.00", deducted: "3600000.00", lost: "6400000.00" });
    expect(foundation.years.map((y) => [y.year, y.deduction])).toEqual([2026, 2027, 2028, 2029, 2030, 2031].map((y) => [y, "600000.00"]));
    expect(foundation.years[0]!.carried).toBe("9400000.00");
    expect(daf).toMatchObject({ vehicle: "daf", label: "Donor-advised fund", limit: 60, cap: "1200000.00", deducted: "7200000.00", lost: "2800000.00" });
    // Year 1: 6 % is $600,000, excise 1.39 % of the $300,000 realized ($4,170); 5 % paid: $50,000 of costs, $450,000 of grants.
    expect(data.projection.years).toEqual([
      { year: 2026, start: "10000000.00", return: "600000.00", excise: "4170.00", minimum: "495830.00", paid: "500000.00", costs: "50000.00", grants: "450000.00", end: "10095830.00" },
      { year: 2027, start: "10095830.00", return: "605749.80", excise: "4209.96", minimum: "500581.54", paid: "504791.50", costs: "50479.15", grants: "454312.35", end: "10192578.34" },
    ]);
    expect(data.projection).toMatchObject({ grants: "904312.35", costs: "100479.15", excise: "8379.96", end: "10192578.34" });
    // $450,000 pays for 22 scholarships of $20,000.
    expect(data.awards).toBe(22);
    expect(data.findings).toEqual([
      F.deduction("foundation", "cash", 1_000_000_000, 3_000, 60_000_000, 360_000_000, 640_000_000, 2031),
      F.deduction("daf", "cash", 1_000_000_000, 6_000, 120_000_000, 720_000_000, 280_000_000, 2031),
      F.firstMinimum(49_583_000, 1_000_000_000, 417_000, 2027),
      F.overYears(2, 500, 90_431_235, 10_047_915, 837_996, 1_019_257_834),
      F.grows,
      F.awards(45_000_000, 22, 2_000_000),
    ]);
    expect(data.findings[0]).toBe("Given in cash to your foundation, your $10,000,000 deducts up to $600,000 a year (30% of your income): $3,600,000 by 2031, and $6,400,000 never, since a carryover lasts 5 years.");
    expect(data.findings[2]).toBe("In its first year the foundation must pay out at least $495,830: 5% of its $10,000,000 less the $4,170 excise tax, by December 31, 2027.");
    expect(data.comparison).toEqual([...VEHICLE_COMPARISON]);
    expect(data.rules).toEqual([...FOUNDATION_RULES]);
    expect(data.scholarships).toEqual([...SCHOLARSHIP_STEPS]);
    expect(data.disclaimer).toBe(FOUNDATION_DISCLAIMER);
  });

  it("lists the foundation's deadlines of the year, the return moved off a Saturday, and the payout a year later", async () => {
    const data = await plan({});
    expect(data.calendar.map((c) => [c.date, c.statutory, c.form, c.what])).toEqual([
      ["2026-04-15", "2026-04-15", "Form 990-PF", "Estimated payment, 1st quarter"],
      ["2026-06-15", "2026-06-15", "Form 990-PF", "Estimated payment, 2nd quarter"],
      ["2026-09-15", "2026-09-15", "Form 990-PF", "Estimated payment, 3rd quarter"],
      ["2026-12-15", "2026-12-15", "Form 990-PF", "Estimated payment, 4th quarter"],
      ["2027-05-17", "2027-05-15", "Form 990-PF", "Return due (and any tax)"],
      ["2027-11-15", "2027-11-15", "Form 990-PF", "Extended return due"],
      ["2027-12-31", "2027-12-31", "IRC §4942", "Pay out the 2026 distributable amount"],
    ]);
    for (const c of data.calendar) expect(c.past, c.date).toBe(c.date < data.today);
    // Without a year, the member's own.
    expect((await plan({ year: "" })).inputs.year).toBe(Number(data.today.slice(0, 4)));
  });

  it("deducts stock at 20 % and 30 %, and says when the foundation shrinks or a grant funds no award", async () => {
    const stock = await plan({ kind: "stock" });
    expect(stock.deductions.map((s) => [s.limit, s.cap, s.deducted])).toEqual([
      [20, "400000.00", "2400000.00"],
      [30, "600000.00", "3600000.00"],
    ]);
    expect(stock.inputs.kindLabel).toBe("Listed stock held over a year");
    // At 2 % growth and a 10 % payout: $200,000 earned, $1,000,000 paid; it shrinks.
    const spend = await plan({ growth: "2", payout: "10", years: "1", award: "500000" });
    expect(spend.projection.years[0]).toMatchObject({ paid: "1000000.00", grants: "950000.00" });
    expect(spend.findings).toContain(F.shrinks(1_000_000_000, 919_861_000));
    expect(spend.awards).toBe(1);
    expect((await plan({ award: "" })).awards).toBeNull();
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ kind: "bonds" }, `kind: ${FOUNDATION_FIELD.kind}`],
      [{ gift: "" }, "gift: is required"],
      [{ agi: "" }, "agi: is required"],
      [{ gift: "0" }, "gift: must be at least 1"],
      [{ payout: "4.99" }, "payout: must be at least 5"],
      [{ costs: "5.5" }, "costs: must be at most 5"],
      [{ growth: "-31" }, "growth: must be at least -30"],
      [{ years: "2.5" }, "years: must be a whole number"],
      [{ year: "2023" }, `year: ${FAMILY_CALENDAR_FIELD.year(2024, 2035)}`],
      [{ award: "-1" }, "award: must be at least 0"],
    ];
    for (const [change, message] of cases) {
      const response = await suite.get(PATH, { ...FOUNDATION_QUERY, ...change }, "painite");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
