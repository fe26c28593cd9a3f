import { describe, expect, it } from "vitest";
import { familyCashResponseSchema } from "../../../core/contracts/family-cash-forecast";
import { FAMILY_CASH_DISCLAIMER, FAMILY_CASH_FIELD, FAMILY_CASH_FINDINGS as F, FAMILY_CASH_STEPS } from "../../../core/messages/family-cash-forecast";
import { FAMILY_CASH_QUERY, withPaymentMonths } from "../../../tests/support/family-cash-query";
import { demoMemberSuite, expectTierGate } from "../../../tests/support/member-suite";

const suite = demoMemberSuite(["emerald", "taaffeite"]);
const PATH = "/api/budgeting/family-cash-forecast";
const forecast = async (query: Record<string, string>) => {
  const response = await suite.get(PATH, query, "taaffeite");
  expect(response.status).toBe(200);
  return familyCashResponseSchema.parse((await response.json()).data);
};

describe("GET /api/budgeting/family-cash-forecast", () => {
  it("needs a session and Taaffeite (family office)", () => expectTierGate((tier) => suite.get(PATH, FAMILY_CASH_QUERY, tier), "emerald", { feature: "family-office", requiredTier: "Taaffeite" }));

  it("forecasts each entity and the family for twelve months from today's, and the transfers that keep every reserve (worked by hand)", async () => {
    // The forecast's months come from the answer's today; the payments are then placed in its fifth and second.
    const { months } = await forecast({ e1: "Probe", c1: "0", i1: "0", o1: "0" });
    expect(months).toHaveLength(12);
    expect(months[0]!.month).toBe((await forecast({ e1: "Probe", c1: "0", i1: "0", o1: "0" })).today.slice(0, 7));
    const m = months.map((x) => x.month);
    const data = await forecast(withPaymentMonths(m));

    const [main, holdings, ski] = data.entities;
    // Main: $100,000 less $10,000 a month and $25,000 in the fifth month: −$45,000 after twelve; below zero in the eighth.
    expect(main!.balances.slice(0, 5)).toEqual(["90000.00", "80000.00", "70000.00", "60000.00", "25000.00"]);
    expect(main).toMatchObject({ end: "-45000.00", low: "-45000.00", lowMonth: m[11], negativeMonth: m[7], reserve: "120000.00", short: "165000.00", spare: "0.00", payment: "25000.00", paymentOutside: false });
    // Holdings: $500,000 and $15,000 a month: lowest in the first month, $515,000; $15,000 of reserve.
    expect(holdings).toMatchObject({ low: "515000.00", lowMonth: m[0], negativeMonth: null, reserve: "15000.00", spare: "500000.00", end: "680000.00", payment: null });
    // Ski house: $30,000, $6,000 a month and $12,000 in the second month: $24,000, $6,000, $0, −$6,000.
    expect(ski!.balances.slice(0, 4)).toEqual(["24000.00", "6000.00", "0.00", "-6000.00"]);
    expect(ski).toMatchObject({ negativeMonth: m[3], low: "-54000.00", reserve: "18000.00", short: "72000.00" });

    // Together −$1,000 a month and the two payments: $630,000 → $629,000, $616,000, $615,000, $614,000, $588,000 … $581,000.
    expect(data.totals.slice(0, 5)).toEqual(["629000.00", "616000.00", "615000.00", "614000.00", "588000.00"]);
    expect(data).toMatchObject({ cash: "630000.00", end: "581000.00", low: "581000.00", lowMonth: m[11], reserve: "153000.00", uncovered: "0.00", spare: "263000.00" });
    expect(data.transfers).toEqual([
      { from: "Holdings LLC", to: "Main household", amount: "165000.00" },
      { from: "Holdings LLC", to: "Ski house", amount: "72000.00" },
    ]);
    expect(data.findings).toEqual([
      F.overall(3, 63_000_000, 58_100_000, m[11]!),
      F.negative("Main household", m[7]!, -4_500_000, m[11]!),
      F.negative("Ski house", m[3]!, -5_400_000, m[11]!),
      F.transfer(16_500_000, "Holdings LLC", "Main household"),
      F.transfer(7_200_000, "Holdings LLC", "Ski house"),
      F.covered(2, 23_700_000),
      F.spare(26_300_000),
    ]);
    expect(data.findings[0]).toMatch(/^The family holds \$630,000 across 3 households and entities today and would hold \$581,000 at the end of \w+ \d{4}, \$49,000 less\.$/);
    expect(data.findings[3]).toBe("Move $165,000 from Holdings LLC to Main household now.");
    expect(data.steps).toEqual([...FAMILY_CASH_STEPS]);
    expect(data.disclaimer).toBe(FAMILY_CASH_DISCLAIMER);
  });

  it("says what no entity can spare, an entity under its reserve, and a payment beyond the year", async () => {
    const { months } = await forecast({ e1: "Probe", c1: "0", i1: "0", o1: "0" });
    const m = months.map((x) => x.month);
    const beyond = `${Number(m[11]!.slice(0, 4)) + 1}${m[11]!.slice(4)}`;
    // The townhouse keeps $20,000 against a $30,000 reserve (6 months of $5,000): $10,000 short; the farm spares $4,000.
    const data = await forecast({ months: "6", e1: "Townhouse", c1: "20000", i1: "5000", o1: "5000", e2: "Farm", c2: "4000", i2: "0", o2: "0", p2: "9000", w2: beyond });
    expect(data.entities[1]).toMatchObject({ paymentOutside: true, end: "4000.00", spare: "4000.00" });
    expect(data.transfers).toEqual([{ from: "Farm", to: "Townhouse", amount: "4000.00" }]);
    expect(data).toMatchObject({ uncovered: "6000.00", spare: "0.00" });
    expect(data.findings).toEqual([
      F.overall(2, 2_400_000, 2_400_000, m[11]!),
      F.belowReserve("Townhouse", 2_000_000, m[0]!, 3_000_000),
      F.outside("Farm", 900_000, beyond),
      F.transfer(400_000, "Farm", "Townhouse"),
      F.uncovered(600_000),
    ]);
    // $50,000 gaining $2,000 a month: lowest at the first month's end, $52,000, less 3 months of $6,000: $34,000 to spare.
    const calm = await forecast({ e1: "Apartment", c1: "50000", i1: "8000", o1: "6000" });
    expect(calm.findings).toEqual([F.overall(1, 5_000_000, 7_400_000, m[11]!), F.allKept, F.spare(3_400_000)]);
  });

  it("refuses bad input on its field and answers nothing else", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ e1: "", e2: "", e3: "" }, `e1: ${FAMILY_CASH_FIELD.noEntity}`],
      [{ c2: "" }, "c2: is required"],
      [{ o3: "" }, "o3: is required"],
      [{ w1: "" }, `w1: ${FAMILY_CASH_FIELD.paymentMonth}`],
      [{ w3: "2027-13" }, `w3: ${FAMILY_CASH_FIELD.month}`],
      [{ w3: "2027-04-01" }, `w3: ${FAMILY_CASH_FIELD.month}`],
      [{ c1: "-1" }, "c1: must be at least 0"],
      [{ p1: "0" }, "p1: must be at least 1"],
      [{ months: "25" }, "months: must be at most 24"],
      [{ months: "2.5" }, "months: must be a whole number"],
      [{ e4: "x".repeat(81) }, "e4: must be at most 80 characters"],
    ];
    for (const [change, message] of cases) {
      const response = await suite.get(PATH, { ...FAMILY_CASH_QUERY, ...change }, "taaffeite");
      expect(response.status, message).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });
});
