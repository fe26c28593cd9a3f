import { describe, expect, it } from "vitest";
import { successionResponseSchema } from "../../../core/contracts/business-succession";
import { SUCCESSION_DISCLAIMER, SUCCESSION_FIELD, SUCCESSION_FINDINGS as F, SUCCESSION_STEPS } from "../../../core/messages/business-succession";
import { SUCCESSION_QUERY } from "../../../tests/support/succession-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["emerald", "taaffeite"]);
const PATH = "/api/entrepreneurship/succession";
const compare = async (query: Record<string, string>) => {
  const response = await suite.get(PATH, query, "taaffeite");
  expect(response.status).toBe(200);
  return successionResponseSchema.parse((await response.json()).data);
};

describe("GET /api/entrepreneurship/succession", () => {
  it("needs a session and Taaffeite (family office)", () => expectTierGate((tier) => suite.get(PATH, SUCCESSION_QUERY, tier), "emerald", { feature: "family-office", requiredTier: "Taaffeite" }));

  it("compares keeping the business, yearly gifts and giving it all now (worked by hand)", async () => {
    const data = await compare(SUCCESSION_QUERY);
    expect(data).toMatchObject({ annualExclusion: "19000.00", lifetimeExclusion: "30000000.00", yearlyBudget: "114000.00", valueAtHorizon: "44100000.00", best: "now" });
    expect(data.gifts.map((g) => [g.year - data.inputs.year, g.value, g.gifted, g.gift, g.left])).toEqual([
      [0, "40000000.00", 4_071, "113988.00", 995_929],
      [1, "42000000.00", 3_877, "113983.80", 992_052],
    ]);
    // Kept: ($5,000,000 + $44,100,000 − $30,000,000) × 40 % = $7,640,000. Yearly gifts: $7,499,797.28.
    // All now: no gift tax; the $2,114,000 of exclusion left shelters part of the other estate: $1,154,400.
    expect(data.ways.map((w) => [w.key, w.estate, w.giftTax, w.estateTax, w.tax, w.toHeirs])).toEqual([
      ["keep", "44100000.00", "0.00", "7640000.00", "7640000.00", "36460000.00"],
      ["yearly", "43749493.20", "0.00", "7499797.28", "7499797.28", "36600202.72"],
      ["now", "0.00", "0.00", "1154400.00", "1154400.00", "42945600.00"],
    ]);
    expect(data.now).toEqual({ gift: "28000000.00", taxable: "27886000.00" });
    expect(data.findings).toEqual([
      F.yearly(11_400_000, 3, 2, 2, 7_948, 3_000),
      F.saves(14_020_272),
      F.now(2_800_000_000, 2_788_600_000, 0, 648_560_000),
      F.nowUsesExclusion(2_788_600_000, 3_000_000_000),
      F.activeSome(1, 3),
    ]);
    expect(data.findings[0]).toBe(
      "Giving $114,000 a year (3 heirs × 2 donors × the yearly exclusion) moves 0.7948% of the business to the next generation in 2 years, each share valued 30% below its part of the whole, free of gift tax and without using the lifetime exclusion.",
    );
    expect(data.steps).toEqual([...SUCCESSION_STEPS]);
    expect(data.disclaimer).toBe(SUCCESSION_DISCLAIMER);
  });

  it("finds nothing to save within the exclusion, and says who runs the business", async () => {
    const data = await compare({ value: "2000000", heirs: "2", active: "2", years: "3" });
    expect(data.ways.map((w) => w.tax)).toEqual(["0.00", "0.00", "0.00"]);
    expect(data.best).toBe("keep");
    expect(data.findings).toContain(F.noSaving);
    expect(data.findings).toContain(F.activeAll);
    expect((await compare({ value: "2000000" })).findings).toContain(F.activeNone);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ value: "" }, "value: is required"],
      [{ value: "0" }, "value: must be at least 1"],
      [{ owned: "101" }, "owned: must be at most 100"],
      [{ discount: "51" }, "discount: must be at most 50"],
      [{ heirs: "13" }, "heirs: must be at most 12"],
      [{ heirs: "2", active: "3" }, `active: ${SUCCESSION_FIELD.active}`],
      [{ years: "31" }, "years: must be at most 30"],
      [{ years: "2.5" }, "years: must be a whole number"],
      [{ donors: "3" }, "donors: Choose who makes the gifts."],
      [{ other: "-1" }, "other: must be at least 0"],
    ];
    for (const [change, message] of cases) {
      const response = await suite.get(PATH, { ...SUCCESSION_QUERY, ...change }, "taaffeite");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
