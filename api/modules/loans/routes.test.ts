import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mortgageResponseSchema } from "../../../core/contracts/mortgages";
import { centsOfDecimalString } from "../../../core/money";
import { REFINANCE_QUERY } from "../../../tests/support/mortgage-query";
import { openTestApi, signInDemoMembers } from "../../../tests/support/test-api";

let t: Awaited<ReturnType<typeof openTestApi>>;
let tokens: Map<string, string>;

beforeAll(async () => {
  t = await openTestApi();
  tokens = await signInDemoMembers(t, ["gold", "platinum"]);
});
afterAll(() => t.database.close());

const compare = (query: Record<string, string>, tier?: string) =>
  t.api.request(`/api/loans/mortgages?${new URLSearchParams(query)}`, { headers: tier ? { Authorization: `Bearer ${tokens.get(tier)}` } : {} });

// Refinancing $280,000 at 7.5 % with 28 years left (280,000 × 0.00625 ÷ (1 − 1.00625^−336) = 1,996.03 a
// month), kept 10 years, against: A, 30 years at 6 % with $5,600 of costs (1,798.6516 × 280 ÷ 300 =
// 1,678.74); B, 15 years at 5.5 % with a point (2,451.2504 × 280 ÷ 300 = 2,287.83; $2,800 + $4,000 up
// front); C, 30 years at 5.25 % fixed 5 years then 7.5 %, $3,000 of costs.
const REFINANCE = REFINANCE_QUERY;

describe("GET /api/loans/mortgages", () => {
  it("needs a session and Platinum (loans)", async () => {
    expect((await compare(REFINANCE)).status).toBe(401);
    const locked = await compare(REFINANCE, "gold");
    expect(locked.status).toBe(403);
    expect(await locked.json()).toMatchObject({ errorCode: "TierRequired", data: { feature: "loans", requiredTier: "Platinum" } });
  });

  it("compares a refinance's options with the loan kept (worked by hand)", async () => {
    const response = await compare(REFINANCE, "platinum");
    expect(response.status).toBe(200);
    const data = mortgageResponseSchema.parse((await response.json()).data);
    expect(data.inputs).toEqual({ amount: "280000.00", keep: 10, current: { balance: "280000.00", rate: 7.5, years: 28 } });
    expect(data.options.map((o) => o.key)).toEqual(["current", "a", "b", "c"]);
    const [current, a, b, c] = data.options;
    expect(current).toMatchObject({ payment: "1996.03", upfront: "0.00", monthlySaving: null, breakEvenMonths: null });
    expect(a).toMatchObject({ payment: "1678.74", upfront: "5600.00", monthlySaving: "317.29", breakEvenMonths: 18 });
    expect(b).toMatchObject({ payment: "2287.83", pointsCost: "2800.00", upfront: "6800.00", monthlySaving: "-291.80", breakEvenMonths: null });
    expect(c!.adjustable).toEqual({ fixedYears: 5, rateAfter: 7.5 });
    expect(c!.paymentAfter).not.toBeNull();
    // The cheapest is the one whose cost over the years kept is least.
    const least = data.options.reduce((x, y) => (centsOfDecimalString(y.keepCost) < centsOfDecimalString(x.keepCost) ? y : x));
    expect(data.cheapest).toBe(least.key);
    expect(data.findings).toContain("Option A lowers your payment by $317.29 a month: its $5,600.00 of costs are earned back in 18 months, within the 10 years you expect to keep it.");
    expect(data.findings).toContain("Option B raises your payment by $291.80 a month: worth it only for a shorter term or to take cash out.");
    expect(data.findings.some((f) => f.startsWith("Option C's rate is fixed for 5 years; at the 7.5% assumed after, the payment would become $"))).toBe(true);
    expect(data.findings.some((f) => f.startsWith("Option B's shorter term costs $609.09 more a month than Option A"))).toBe(true);
    // A balance for each year of the longest loan, from the start.
    expect(data.balances[0]).toEqual({ year: 0, current: "280000.00", a: "280000.00", b: "280000.00", c: "280000.00" });
    expect(data.balances).toHaveLength(31);
    expect(data.balances[30]).toMatchObject({ a: "0.00", b: "0.00", current: "0.00" });
  });

  it("a purchase: the amount without a loan to compare", async () => {
    const data = mortgageResponseSchema.parse((await (await compare({ amount: "300000", aRate: "6", keep: "7" }, "platinum")).json()).data);
    expect(data.options).toHaveLength(1);
    expect(data.options[0]).toMatchObject({ key: "a", payment: "1798.65", monthlySaving: null, apr: 6 });
    expect(data.cheapest).toBe("a");
  });

  it("refuses bad input on its field", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ aRate: "6" }, "amount: is required: the amount to borrow, or your loan's balance to refinance it"],
      [{ amount: "300000" }, "aRate: is required for an option with other figures"],
      [{ amount: "300000", aRate: "6", currentRate: "7" }, "currentBalance: is required with the rest of your loan's figures"],
      [{ amount: "300000", aRate: "6", bPoints: "1" }, "bRate: is required for an option with other figures"],
      [{ amount: "300000", aRate: "6", aFixed: "5" }, "aAfter: is required for an adjustable rate"],
      [{ amount: "300000", aRate: "6", aYears: "5", aFixed: "5", aAfter: "7" }, "aFixed: must be shorter than the term"],
      [{ amount: "300000", aRate: "6", aPoints: "1.125" }, "aPoints: must have at most 2 decimals"],
      [{ amount: "300000", aRate: "26" }, "aRate: must be at most 25"],
      [{ amount: "300000.123", aRate: "6" }, "amount:"],
      [{ amount: "10000", aRate: "6", aPoints: "5", aCosts: "9500" }, "aCosts: must be less than the amount borrowed, with the points"],
    ];
    for (const [query, message] of cases) {
      const response = await compare(query, "platinum");
      expect(response.status, message).toBe(400);
      const body = await response.json();
      expect(body.message).toContain(message);
    }
  });
});
