import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securitiesCreditResponseSchema } from "../../../core/contracts/securities-credit";
import { body, data, fundedInvestor, runJobs, setNextClose, tableCounts, type Investor, type TestApi } from "../../../tests/support/investment";
import { openTestApi } from "../../../tests/support/test-api";

// The securities-backed line through the real app on the test database: a Platinum investor's
// holdings bought at closes set by hand, so every figure is worked out below.

let t: TestApi;
let m: Investor;
const LINE = "/api/loans/securities-credit";

async function fill(investor: Investor, order: Record<string, unknown>) {
  const placed = await investor.call("/api/investment/orders", { body: { ...order, acknowledgeRisk: true } });
  expect(placed.status, JSON.stringify(await placed.clone().json())).toBe(201);
  const { id } = await data(placed);
  await investor.call(`/api/investment/orders/${id}/submit`, { body: {} });
  await runJobs(t);
  expect((await data(await investor.call(`/api/investment/orders/${id}`))).status).toBe("filled");
}

beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0, orderReviewSeconds: 300 });
  // $600,000 deposited; $300,000 of an S&P 500 ETF at $500 (600 units) and $100,000 of a short
  // Treasury fund at $10 (10,000 units): $200,000 of cash left.
  m = await fundedInvestor(t, "600000.00");
  await setNextClose(t, "etf-sp500", 5_000_000);
  await fill(m, { productId: "etf-sp500", side: "buy", amount: "300000.00" });
  await setNextClose(t, "gov-short", 100_000);
  await fill(m, { productId: "gov-short", side: "buy", amount: "100000.00" });
}, 120_000);
afterAll(() => t.database.close());

const line = async (query: Record<string, string>) => m.call(`${LINE}?${new URLSearchParams(query)}`);

describe("GET /api/loans/securities-credit", () => {
  it("needs a session and Platinum (loans)", async () => {
    expect((await t.api.request(LINE)).status).toBe(401);
    const gold = await fundedInvestor(t, "150000.00");
    const locked = await gold.call(LINE);
    expect(locked.status).toBe(403);
    expect(await body(locked)).toMatchObject({ errorCode: "TierRequired", data: { feature: "loans", requiredTier: "Platinum" } });
  });

  it("lends against the holdings and says how far they could fall before a call (worked by hand)", async () => {
    const before = await tableCounts(t);
    const response = await line({ draw: "250000", rate: "6.5", months: "24" });
    expect(response.status).toBe(200);
    const a = securitiesCreditResponseSchema.parse(await data(response));
    // Cash first, then the holdings largest first: cash 200,000 × 95 % = 190,000; the ETF 300,000 × 70 %
    // = 210,000; Treasuries 100,000 × 90 % = 90,000.
    expect(a.collateral.lines.map((l) => [l.assetClass, l.value, l.advanceRate, l.lendingValue, l.stable])).toEqual([
      ["cash", "200000.00", 95, "190000.00", true],
      ["index_etf", "300000.00", 70, "210000.00", false],
      ["government_bond", "100000.00", 90, "90000.00", false],
    ]);
    expect(a.collateral).toMatchObject({ value: "600000.00", lendingValue: "490000.00", stableLending: "190000.00", marketLending: "300000.00" });
    // (490,000 − 250,000) ÷ 300,000 = 80 %; 250,000 × 6.5 % ÷ 12 = 1,354.1666… → 1,354.17 a month, × 24 = 32,500.08.
    expect(a).toMatchObject({ drawnShare: 51.02, fallBeforeCall: 80, interest: { monthly: "1354.17", total: "32500.08" } });
    expect(a.falls[0]).toEqual({ fall: 10, lendingValue: "460000.00", call: "0.00" });
    expect(a.findings).toContain(
      "With $250,000.00 drawn, a fall of 80% in your funds that move with the markets would bring a call for more collateral. If it isn't met, the lender may sell holdings, possibly at a bad time.",
    );
    expect(a.findings).toContain("You would be drawing 51.02% of your line: many advisers suggest staying under half, to leave room for a fall.");
    // It reads; it writes nothing.
    expect(await tableCounts(t)).toBe(before);
  });

  it("a larger draw: the call in a 40 % fall", async () => {
    const a = securitiesCreditResponseSchema.parse(await data(await line({ draw: "400000" })));
    // 90,000 of room over 300,000: 30 %. At 40 %: 190,000 + 300,000 − 120,000 = 370,000, 30,000 short.
    expect(a.fallBeforeCall).toBe(30);
    expect(a.falls.find((f) => f.fall === 40)).toEqual({ fall: 40, lendingValue: "370000.00", call: "30000.00" });
    // The default rate (7 %) and months (12).
    expect(a.inputs).toEqual({ draw: "400000.00", drawSource: "entered", rate: 7, months: 12 });
  });

  it("without an amount, a quarter of the line in whole thousands", async () => {
    const a = securitiesCreditResponseSchema.parse(await data(await line({})));
    // 490,000 ÷ 4 = 122,500 → 122,000.
    expect(a.inputs).toMatchObject({ draw: "122000.00", drawSource: "quarter-of-line" });
  });

  it("refuses more than the line, and a rate it cannot read, on their fields", async () => {
    const over = await line({ draw: "490000.01" });
    expect(over.status).toBe(400);
    expect((await body(over)).message).toBe("draw: must be at most your line, $490,000.00");
    const rate = await line({ rate: "6.125" });
    expect(rate.status).toBe(400);
    expect((await body(rate)).message).toContain("rate: must be a yearly rate between 0 and 100 with at most 2 decimals, like 6.75");
  });
});
