import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { microToUnits } from "../../../core/trading";
import { data, fundedInvestor, runJobs, setNextClose, type Investor, type TestApi } from "../../../tests/support/investment";
import { openTestApi } from "../../../tests/support/test-api";

// Property (issue "Portfolio" §2): after any trading — buys, sales of any part of a holding, new
// closes, either cost basis method — the portfolio reconciles to the cent:
//   cash + market value = total assets (and the account's total assets agree), and
//   realized + unrealized gains − fees on buys = total assets − net deposits.
// (Fees on buys are not part of a lot's cost, docs/decisions/014; the products traded here have none,
// so the identity is the issue's: realized + unrealized = value − net deposits.)

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0, orderReviewSeconds: 300 });
});
afterAll(() => t.database.close());

const PRODUCTS = ["mm-treasury", "gov-short", "corp-total", "etf-sp500"] as const;
const cents = (money: string) => Math.round(Number(money) * 100);

type Op =
  | { kind: "buy"; product: number; amountCents: number }
  | { kind: "sell"; product: number; percent: number }
  | { kind: "close"; product: number; ticks: number }
  | { kind: "method"; average: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("buy" as const), product: fc.integer({ min: 0, max: 3 }), amountCents: fc.integer({ min: 100_000, max: 900_000 }) }),
  fc.record({ kind: fc.constant("sell" as const), product: fc.integer({ min: 0, max: 3 }), percent: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("close" as const), product: fc.integer({ min: 0, max: 3 }), ticks: fc.integer({ min: 300_000, max: 3_000_000 }) }),
  fc.record({ kind: fc.constant("method" as const), average: fc.boolean() }),
);

const filled = { buy: 0, sell: 0 };

async function submitAndRun(m: Investor, order: Record<string, unknown>) {
  const placed = await m.call("/api/investment/orders", { body: order });
  if (placed.status !== 201) return; // not enough cash or units: refused, nothing booked
  const { id } = await data(placed);
  await m.call(`/api/investment/orders/${id}/submit`, { body: {} });
  await runJobs(t);
  if ((await data(await m.call(`/api/investment/orders/${id}`))).status === "filled") filled[order.side as "buy" | "sell"] += 1;
}

describe("the portfolio reconciles after random trading", () => {
  it("cash + market value = total assets; realized + unrealized = value − net deposits", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 7 }), async (ops) => {
        const m = await fundedInvestor(t, "30000.00");
        for (const o of ops) {
          if (o.kind === "method") await m.call("/api/investment/portfolio/settings", { body: { costBasisMethod: o.average ? "average" : "fifo" } });
          else if (o.kind === "close") await setNextClose(t, PRODUCTS[o.product]!, o.ticks);
          else if (o.kind === "buy") await submitAndRun(m, { productId: PRODUCTS[o.product], side: "buy", amount: (o.amountCents / 100).toFixed(2), acknowledgeRisk: true });
          else {
            const p = await data(await m.call("/api/investment/portfolio"));
            // Any holding: the product index picks among those held.
            const holding = p.holdings[o.product % Math.max(1, p.holdings.length)];
            if (!holding) continue;
            const held = Math.round(Number(holding.units) * 1_000_000);
            const micro = Math.floor((held * o.percent) / 100);
            if (micro > 0) await submitAndRun(m, { productId: holding.productId, side: "sell", units: microToUnits(micro) });
          }
        }
        const p = await data(await m.call("/api/investment/portfolio"));
        const account = await data(await m.call("/api/investor/account"));
        expect(cents(p.cash) + cents(p.marketValue)).toBe(cents(p.totalAssets));
        expect(p.totalAssets).toBe(account.totalAssets);
        expect(cents(p.marketValue)).toBe(p.holdings.reduce((s: number, h: { marketValue: string }) => s + cents(h.marketValue), 0));
        expect(cents(p.realizedGain) + cents(p.unrealizedGain) - cents(p.buyFees)).toBe(cents(p.totalAssets) - cents(p.netDeposits));
        // Realized gains by year add up to the total; the lots add up to each holding's cost.
        expect(p.realizedGains.years.reduce((s: number, y: { total: string }) => s + cents(y.total), 0)).toBe(cents(p.realizedGain));
        for (const h of p.holdings) expect(h.lots.reduce((s: number, l: { cost: string }) => s + cents(l.cost), 0)).toBe(cents(h.costBasis));
        // The value series ends at the total assets.
        expect(p.series.points.at(-1).value).toBe(p.totalAssets);
      }),
      { numRuns: 4, seed: 15 },
    );
    // The runs traded both ways (the seed is fixed, so this guards against a property that checked nothing).
    expect(filled.buy).toBeGreaterThan(0);
    expect(filled.sell).toBeGreaterThan(0);
  }, 240_000);
});
