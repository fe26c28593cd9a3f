import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVESTMENT_MESSAGES, ORDER_REJECTIONS } from "../../../core/messages/investment";
import { INVESTOR_MESSAGES } from "../../../core/messages/investor";
import { asCents } from "../../../core/money";
import { body, data, fundedInvestor, runJobs, setNextClose, tableCounts, type Investor, type TestApi } from "../../../tests/support/investment";
import { openTestApi } from "../../../tests/support/test-api";
import { investmentOrders, jobs, ledgerEntries, notifications } from "../../db/schema";
import { ledgerTotalCents } from "../investor/ledger";
import { executeOrder } from "./execution";

// Trading's API (issue "Trading") through the real app on the test database: the catalogue, the
// watchlist, compare, browse history, the station and orders with their review, holds and fills.
// Fills happen at closes set by hand (setNextClose), so the expected units and cash are worked
// out here by hand.

let t: TestApi;
beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0, orderReviewSeconds: 300 });
});
afterAll(() => t.database.close());

const cash = async (m: Investor) => (await data(await m.call("/api/investor/account"))).cash;
const post = (m: Investor, path: string, payload: unknown = {}) => m.call(path, { body: payload });

describe("the catalogue", () => {
  it("lists, searches, filters, sorts and pages the products, with the member's locks", async () => {
    const m = await fundedInvestor(t, "0");
    const first = await data(await m.call("/api/investment/products?size=50"));
    expect(first.total).toBe(42);
    const names = first.items.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "en")));
    const pe = first.items.find((p: { id: string }) => p.id === "pe-buyout");
    expect(pe).toMatchObject({ unlockLevel: 7, unlockTier: "Emerald", locked: true, riskLevel: 5, minimumInvestment: "250000.00", expenseRatio: "2.00", tradingFee: "1.00" });
    expect(first.items.find((p: { id: string }) => p.id === "etf-sp500")).toMatchObject({ locked: false, expenseRatio: "0.03", symbol: "ENSPX" });

    const cds = await data(await m.call("/api/investment/products?assetClass=cd"));
    expect(cds.items.map((p: { id: string }) => p.id).sort()).toEqual(["cd-1y", "cd-3y", "cd-5y", "cd-6m"]);
    const risky = await data(await m.call("/api/investment/products?risk=5&size=50"));
    expect(risky.items.every((p: { riskLevel: number }) => p.riskLevel === 5)).toBe(true);
    const search = await data(await m.call("/api/investment/products?q=treasury"));
    expect(search.items.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(["mm-treasury", "gov-short", "gov-intermediate"]));
    const byFee = await data(await m.call("/api/investment/products?sort=fee&size=50"));
    const fees = byFee.items.map((p: { expenseRatio: string }) => Number(p.expenseRatio));
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const byReturn = await data(await m.call("/api/investment/products?sort=return1y&size=50"));
    const returns = byReturn.items.map((p: { oneYearReturn: string }) => Number(p.oneYearReturn));
    expect(returns).toEqual([...returns].sort((a, b) => b - a));
    const page2 = await data(await m.call("/api/investment/products?size=10&page=5"));
    expect(page2.items).toHaveLength(2);

    for (const bad of ["risk=6", "sort=price", "assetClass=crypto", "size=0", "page=x", "extra=1"]) {
      expect((await m.call(`/api/investment/products?${bad}`)).status, bad).toBe(400);
    }
  });

  it("answers a product's page, records the view, and its closes by range", async () => {
    const m = await fundedInvestor(t, "0");
    const detail = await data(await m.call("/api/investment/products/cd-1y"));
    expect(detail).toMatchObject({ id: "cd-1y", assetClass: "cd", yield: "4.60", termMonths: 12, watched: false, holding: null, suitability: { riskProfile: "conservative", acknowledgementRequired: false } });
    // A CD accrues: 4.60 % a year, compounded daily over about 252 business days, is a little over 4.6 %.
    expect(Number(detail.returns["1Y"])).toBeGreaterThan(4.5);
    expect(Number(detail.returns["1Y"])).toBeLessThan(4.9);
    expect((await data(await m.call("/api/investment/products/etf-sp500"))).suitability.acknowledgementRequired).toBe(true);
    await m.call("/api/investment/products/cd-1y");
    const history = await data(await m.call("/api/investment/browse-history"));
    expect(history.items.map((i: { product: { id: string } }) => i.product.id)).toEqual(["cd-1y", "etf-sp500"]);

    const month = await data(await m.call("/api/investment/products/etf-sp500/prices?range=1M"));
    expect(month.points.length).toBeGreaterThanOrEqual(20);
    expect(month.points.length).toBeLessThanOrEqual(24);
    const dates = month.points.map((p: { date: string }) => p.date);
    expect(dates).toEqual([...dates].sort());
    const max = await data(await m.call("/api/investment/products/etf-sp500/prices?range=MAX"));
    expect(max.points[0].close).toBe("380.0000");
    expect(max.points.length).toBeGreaterThan(1290);
    expect((await m.call("/api/investment/products/etf-sp500/prices?range=2Y")).status).toBe(400);
    expect((await m.call("/api/investment/products/no-such/prices")).status).toBe(404);
    expect((await m.call("/api/investment/products/NO_SUCH")).status).toBe(404);
  });

  it("shows on each product's page the summary the catalogue lists for it", async () => {
    const m = await fundedInvestor(t, "0");
    const list = await data(await m.call("/api/investment/products?size=50"));
    expect(list.items).toHaveLength(42);
    for (const summary of list.items) {
      const detail = await data(await m.call(`/api/investment/products/${summary.id}`));
      expect(Object.fromEntries(Object.keys(summary).map((k) => [k, detail[k]])), summary.id).toEqual(summary);
    }
  });

  it("keeps a browse history of the last 20 distinct products, newest first", async () => {
    const m = await fundedInvestor(t, "0");
    const list = await data(await m.call("/api/investment/products?size=25"));
    for (const p of list.items) await m.call(`/api/investment/products/${p.id}`);
    await m.call(`/api/investment/products/${list.items[0].id}`);
    const history = await data(await m.call("/api/investment/browse-history"));
    expect(history.items).toHaveLength(20);
    expect(history.items[0].product.id).toBe(list.items[0].id);
    expect(history.items[1].product.id).toBe(list.items[24].id);
  });

  it("keeps a watchlist and compares 2 to 4 products with the growth of $10,000", async () => {
    const m = await fundedInvestor(t, "0");
    expect((await post(m, "/api/investment/watchlist", { productId: "etf-sp500" })).status).toBe(200);
    expect((await post(m, "/api/investment/watchlist", { productId: "etf-sp500" })).status).toBe(200);
    const list = await data(await post(m, "/api/investment/watchlist", { productId: "gov-short" }));
    expect(list.items.map((p: { id: string }) => p.id).sort()).toEqual(["etf-sp500", "gov-short"]);
    expect((await data(await m.call("/api/investment/products/etf-sp500"))).watched).toBe(true);
    expect((await post(m, "/api/investment/watchlist", { productId: "no-such" })).status).toBe(404);
    expect((await post(m, "/api/investment/watchlist", { productId: "etf-sp500", more: 1 })).status).toBe(422);
    expect((await m.call("/api/investment/watchlist/etf-sp500", { method: "DELETE" })).status).toBe(200);
    expect((await m.call("/api/investment/watchlist/etf-sp500", { method: "DELETE" })).status).toBe(404);
    expect((await data(await m.call("/api/investment/watchlist"))).items.map((p: { id: string }) => p.id)).toEqual(["gov-short"]);

    const compared = await data(await m.call("/api/investment/compare?ids=etf-sp500,cd-1y"));
    expect(compared.products.map((p: { id: string }) => p.id)).toEqual(["etf-sp500", "cd-1y"]);
    expect(compared.growth).toHaveLength(2);
    for (const g of compared.growth) expect(g.points[0].value).toBe("10000.00");
    expect(compared.growth[0].points.length).toBe(compared.growth[1].points.length);
    for (const bad of ["ids=etf-sp500", "ids=a,b,c,d,e", "ids=etf-sp500,etf-sp500", "", "ids=etf-sp500,cd-1y&range=3Y"]) {
      expect((await m.call(`/api/investment/compare?${bad}`)).status, bad).toBe(400);
    }
    expect((await m.call("/api/investment/compare?ids=etf-sp500,no-such")).status).toBe(404);
  });
});

describe("orders", () => {
  it("answers 403 TierRequired for a product above the member's tier before any other check", async () => {
    const m = await fundedInvestor(t, "1000.00");
    const before = await tableCounts(t);
    for (const payload of [
      { productId: "pe-buyout", side: "buy", amount: "300000.00" },
      { productId: "pe-buyout", side: "buy", amount: "not money", unknown: true },
      { productId: "uhnw-venture", side: "sell" },
    ]) {
      const answer = await post(m, "/api/investment/orders", payload);
      expect(answer.status).toBe(403);
      const envelope = await body(answer);
      expect(envelope.errorCode).toBe("TierRequired");
      expect(envelope.data).toMatchObject({ productId: payload.productId, requiredTier: payload.productId === "pe-buyout" ? "Emerald" : "Painite" });
    }
    const item = await post(m, "/api/investment/station/items", { productId: "pe-buyout", amount: 1 });
    expect(item.status).toBe(403);
    expect((await body(item)).message).toBe(INVESTMENT_MESSAGES.tierRequired("Emerald", asCents(500_000_000 - 100_000)));
    expect(await tableCounts(t)).toBe(before);
  });

  it("holds a buy's cash at once, follows a modify, releases it on cancel, and refuses more than the cash", async () => {
    const m = await fundedInvestor(t, "10000.00");
    const before = await tableCounts(t);
    // Above a conservative profile: the acknowledgement is required, and nothing is written without it.
    const unacknowledged = await post(m, "/api/investment/orders", { productId: "etf-sp500", side: "buy", amount: "1000.00" });
    expect(unacknowledged.status).toBe(422);
    expect((await body(unacknowledged)).data.issues).toEqual([{ field: "acknowledgeRisk", message: INVESTMENT_MESSAGES.acknowledgementRequired }]);
    const overCash = await post(m, "/api/investment/orders", { productId: "etf-sp500", side: "buy", amount: "10000.01", acknowledgeRisk: true });
    expect(overCash.status).toBe(409);
    expect((await body(overCash)).message).toBe(INVESTMENT_MESSAGES.insufficientFunds(asCents(1_000_000)));
    const belowMinimum = await post(m, "/api/investment/orders", { productId: "gov-short", side: "buy", amount: "999.99", acknowledgeRisk: true });
    expect(belowMinimum.status).toBe(422);
    expect(await tableCounts(t)).toBe(before);

    const placed = await post(m, "/api/investment/orders", { productId: "etf-sp500", side: "buy", amount: "1000.00", acknowledgeRisk: true });
    expect(placed.status).toBe(201);
    const order = await data(placed);
    expect(order).toMatchObject({ productId: "etf-sp500", side: "buy", amount: "1000.00", units: null, status: "pending_review", held: "1000.00", riskAcknowledged: true, fill: null });
    expect(order.secondsLeft).toBeGreaterThanOrEqual(299);
    expect(order.secondsLeft).toBeLessThanOrEqual(300);
    expect(await cash(m)).toMatchObject({ settled: "10000.00", held: "1000.00", available: "9000.00" });
    const [row] = await t.database.db.select().from(investmentOrders).where(eq(investmentOrders.id, order.id));
    expect(row).toMatchObject({ riskProfile: "conservative", riskAcknowledged: true });
    expect(row!.riskAcknowledgedAt).not.toBeNull();

    const countdown = await data(await m.call(`/api/investment/orders/${order.id}/countdown`));
    expect(countdown).toMatchObject({ status: "pending_review", executeAt: order.executeAt });
    expect(countdown.secondsLeft).toBeGreaterThan(290);

    // A withdrawal can use only what is available.
    expect((await m.call("/api/investor/transfers", { body: { bankId: m.bankId, direction: "withdrawal", amount: "9000.01", idempotencyKey: "too-much-0001" } })).status).toBe(409);

    expect((await data(await post(m, `/api/investment/orders/${order.id}/modify`, { amount: "1500.00" }))).held).toBe("1500.00");
    expect(await cash(m)).toMatchObject({ held: "1500.00", available: "8500.00" });
    expect((await post(m, `/api/investment/orders/${order.id}/modify`, { amount: "10000.01" })).status).toBe(409);
    expect((await post(m, `/api/investment/orders/${order.id}/modify`, { units: "2" })).status).toBe(422);
    expect((await data(await post(m, `/api/investment/orders/${order.id}/modify`, { amount: "400.00" }))).held).toBe("400.00");
    expect(await cash(m)).toMatchObject({ held: "400.00", available: "9600.00" });

    const cancelled = await data(await post(m, `/api/investment/orders/${order.id}/cancel`));
    expect(cancelled).toMatchObject({ status: "cancelled", held: "0.00", secondsLeft: 0 });
    expect(await cash(m)).toMatchObject({ settled: "10000.00", held: "0.00", available: "10000.00" });
    for (const action of ["modify", "cancel", "submit"]) {
      expect((await post(m, `/api/investment/orders/${order.id}/${action}`, action === "modify" ? { amount: "100.00" } : {})).status, action).toBe(409);
    }
    // Its job still runs, and leaves a cancelled order as it is.
    await t.database.db.update(jobs).set({ runAt: new Date(0) }).where(and(eq(jobs.kind, "execute-order"), eq(jobs.key, String(order.id))));
    await runJobs(t);
    expect((await data(await m.call(`/api/investment/orders/${order.id}`))).status).toBe("cancelled");
    expect(await ledgerTotalCents(t.database.db)).toBe(0);
  });

  it("places an order once per idempotency key: a repeat answers the first order and holds nothing more", async () => {
    const m = await fundedInvestor(t, "5000.00");
    const request = { productId: "mm-treasury", side: "buy", amount: "1200.00", idempotencyKey: "order-key-0001" };
    const first = await post(m, "/api/investment/orders", request);
    expect(first.status).toBe(201);
    const order = await data(first);
    const before = await tableCounts(t);
    // The same key again (a retried post), even with another amount: the first order, 200, nothing written.
    const repeat = await post(m, "/api/investment/orders", { ...request, amount: "1300.00" });
    expect(repeat.status).toBe(200);
    expect(await data(repeat)).toMatchObject({ id: order.id, amount: "1200.00", held: "1200.00" });
    expect(await tableCounts(t)).toBe(before);
    expect(await cash(m)).toMatchObject({ held: "1200.00", available: "3800.00" });
    // A key is the member's own: another member's same key places their own order.
    const other = await fundedInvestor(t, "5000.00");
    const theirs = await post(other, "/api/investment/orders", request);
    expect(theirs.status).toBe(201);
    expect((await data(theirs)).id).not.toBe(order.id);
    // A malformed key is refused, naming the field.
    const bad = await post(m, "/api/investment/orders", { ...request, idempotencyKey: "short" });
    expect(bad.status).toBe(422);
    expect((await body(bad)).data.issues).toEqual([{ field: "idempotencyKey", message: INVESTOR_MESSAGES.idempotencyKey }]);
  });

  it("fills a submitted buy at the latest close once, then sells units first in, first out", async () => {
    const m = await fundedInvestor(t, "5000.00");
    const closeDate = await setNextClose(t, "mm-treasury", 1_000_000); // $100.0000
    const order = await data(await post(m, "/api/investment/orders", { productId: "mm-treasury", side: "buy", amount: "2000.00" }));
    expect(order.riskAcknowledged).toBe(false);
    const submitted = await data(await post(m, `/api/investment/orders/${order.id}/submit`));
    expect(submitted).toMatchObject({ status: "submitted", secondsLeft: 0 });
    await runJobs(t);
    const filled = await data(await m.call(`/api/investment/orders/${order.id}`));
    // $2,000.00 at $100.0000, no fee: 20 units.
    expect(filled).toMatchObject({ status: "filled", held: "0.00", fill: { price: "100.0000", priceDate: closeDate, units: "20.000000", gross: "2000.00", fee: "0.00", net: "2000.00" } });
    expect(await cash(m)).toMatchObject({ settled: "3000.00", held: "0.00", available: "3000.00" });
    expect((await data(await m.call("/api/investor/account"))).holdings).toBe("2000.00");
    expect((await data(await m.call("/api/investment/products/mm-treasury"))).holding).toEqual({ units: "20.000000", costBasis: "2000.00", marketValue: "2000.00" });
    const [note] = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, m.id), eq(notifications.topic, "order-filled")));
    expect(note!.title).toBe("Your buy order of ENTMM was filled");
    expect(note!.body).toBe("Bought 20.000000 units of ENTMM at $100.0000.");

    // The job running again (another instance, a retry): nothing fills twice.
    expect(await t.database.db.transaction((tx) => executeOrder(tx, order.id))).toBe("unchanged");
    await t.database.db.update(jobs).set({ status: "queued", runAt: new Date(0) }).where(and(eq(jobs.kind, "execute-order"), eq(jobs.key, String(order.id))));
    await runJobs(t);
    const fills = await t.database.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, "buy_filled")));
    expect(fills).toHaveLength(1);
    expect(await cash(m)).toMatchObject({ settled: "3000.00", available: "3000.00" });

    // A second lot at $80.0000: $800.00 buys 10 units.
    await setNextClose(t, "mm-treasury", 800_000);
    const second = await data(await post(m, "/api/investment/orders", { productId: "mm-treasury", side: "buy", amount: "800.00" }));
    await post(m, `/api/investment/orders/${second.id}/submit`);
    await runJobs(t);
    expect((await data(await m.call("/api/investment/products/mm-treasury"))).holding).toMatchObject({ units: "30.000000", costBasis: "2800.00" });

    // Sell 25 units at $110.0000: gross $2,750.00; FIFO closes the 20 of the first lot ($2,000.00)
    // and 5 of the 10 of the second ($400.00): cost $2,400.00.
    expect((await post(m, "/api/investment/orders", { productId: "mm-treasury", side: "sell", units: "30.000001" })).status).toBe(409);
    await setNextClose(t, "mm-treasury", 1_100_000);
    const sale = await data(await post(m, "/api/investment/orders", { productId: "mm-treasury", side: "sell", units: "25" }));
    expect(sale).toMatchObject({ side: "sell", units: "25.000000", amount: null, held: "0.00" });
    // The 5 units left are all another sale may take.
    const tooMuch = await post(m, "/api/investment/orders", { productId: "mm-treasury", side: "sell", units: "5.000001" });
    expect(tooMuch.status).toBe(409);
    expect((await body(tooMuch)).message).toBe(INVESTMENT_MESSAGES.notEnoughUnits("5.000000"));
    await post(m, `/api/investment/orders/${sale.id}/submit`);
    await runJobs(t);
    expect((await data(await m.call(`/api/investment/orders/${sale.id}`))).fill).toMatchObject({ price: "110.0000", units: "25.000000", gross: "2750.00", fee: "0.00", net: "2750.00" });
    // $5,000.00 − $2,000.00 − $800.00 + $2,750.00.
    expect(await cash(m)).toMatchObject({ settled: "4950.00", available: "4950.00" });
    expect((await data(await m.call("/api/investment/products/mm-treasury"))).holding).toEqual({ units: "5.000000", costBasis: "400.00", marketValue: "550.00" });
    // Total assets count the holding at market: 5 units at $110.0000.
    expect(await data(await m.call("/api/investor/account"))).toMatchObject({ holdings: "550.00", totalAssets: "5500.00" });

    // Sell by amount: $330.00 at $110.0000 is 3 units.
    const byAmount = await data(await post(m, "/api/investment/orders", { productId: "mm-treasury", side: "sell", amount: "330.00" }));
    await post(m, `/api/investment/orders/${byAmount.id}/submit`);
    await runJobs(t);
    expect((await data(await m.call(`/api/investment/orders/${byAmount.id}`))).fill).toMatchObject({ units: "3.000000", gross: "330.00" });
    expect(await ledgerTotalCents(t.database.db)).toBe(0);

    // Buy again: a station item of a filled buy.
    const again = await post(m, `/api/investment/orders/${order.id}/buy-again`);
    expect(again.status).toBe(201);
    expect(await data(again)).toMatchObject({ product: { id: "mm-treasury" }, amount: "2000.00" });
    expect((await post(m, `/api/investment/orders/${sale.id}/buy-again`)).status).toBe(409);

    const list = await data(await m.call("/api/investment/orders?status=filled&size=2"));
    expect(list.total).toBe(4);
    expect(list.items).toHaveLength(2);
    expect(list.items[0].id).toBe(byAmount.id);
    expect((await m.call("/api/investment/orders?status=done")).status).toBe(400);
  });

  it("lists the open orders, in review and submitted, in one read with status=open", async () => {
    const m = await fundedInvestor(t, "300.00");
    const place = async () => data(await post(m, "/api/investment/orders", { productId: "mm-treasury", side: "buy", amount: "10.00" }));
    const inReview = await place();
    const submitted = await place();
    const cancelled = await place();
    await post(m, `/api/investment/orders/${submitted.id}/submit`);
    await post(m, `/api/investment/orders/${cancelled.id}/cancel`);
    // No job has run: the submitted order is still open.
    const open = await data(await m.call("/api/investment/orders?status=open"));
    expect(open.total).toBe(2);
    expect(open.items.map((o: { id: number; status: string }) => [o.id, o.status])).toEqual([
      [submitted.id, "submitted"],
      [inReview.id, "pending_review"],
    ]);
    expect((await data(await m.call("/api/investment/orders?status=cancelled"))).items.map((o: { id: number }) => o.id)).toEqual([cancelled.id]);
    const refused = await m.call("/api/investment/orders?status=opened");
    expect(refused.status).toBe(400);
    expect((await body(refused)).message).toContain("status must be one of pending_review, submitted, filled, cancelled, rejected, open");
  });

  it("rejects an order the fill cannot make, releases its hold and says why", async () => {
    const m = await fundedInvestor(t, "100.00");
    await setNextClose(t, "etf-total-us", 100_000_000_000_000); // $10,000,000,000.0000: a cent buys nothing
    const order = await data(await post(m, "/api/investment/orders", { productId: "etf-total-us", side: "buy", amount: "1.00", acknowledgeRisk: true }));
    await post(m, `/api/investment/orders/${order.id}/submit`);
    await runJobs(t);
    expect(await data(await m.call(`/api/investment/orders/${order.id}`))).toMatchObject({ status: "rejected", rejectReason: ORDER_REJECTIONS.tooSmall, held: "0.00", fill: null });
    expect(await cash(m)).toMatchObject({ settled: "100.00", held: "0.00", available: "100.00" });
    const [note] = await t.database.db.select().from(notifications).where(and(eq(notifications.userId, m.id), eq(notifications.topic, "order-rejected")));
    expect(note!.title).toBe("Your buy order of ENTSM was rejected");
    await t.database.db.execute(sql`delete from investment_prices where product_id = 'etf-total-us' and close_ticks = 100000000000000`);
  });

  it("refuses malformed orders with 422 and unknown ones with 404", async () => {
    const m = await fundedInvestor(t, "100.00");
    const before = await tableCounts(t);
    for (const payload of [
      { productId: "etf-sp500", side: "buy", units: "1" },
      { productId: "etf-sp500", side: "buy" },
      { productId: "etf-sp500", side: "sell", units: "1", amount: "1.00" },
      { productId: "etf-sp500", side: "hold", amount: "1.00" },
      { productId: "etf-sp500", side: "buy", amount: "1.001" },
      { productId: "etf-sp500", side: "sell", units: "1.0000001" },
      { productId: "etf-sp500", side: "buy", amount: "-5" },
    ]) {
      expect((await post(m, "/api/investment/orders", payload)).status, JSON.stringify(payload)).toBe(422);
    }
    expect((await m.call("/api/investment/orders", { body: "not json" as unknown as object })).status).toBeLessThan(500);
    expect((await post(m, "/api/investment/orders", { productId: "no-such", side: "buy", amount: "1.00" })).status).toBe(404);
    expect((await post(m, "/api/investment/orders", { productId: "etf-sp500", side: "sell", units: "1" })).status).toBe(409);
    for (const path of ["/api/investment/orders/999999", "/api/investment/orders/abc/countdown", "/api/investment/orders/999999/countdown"]) expect((await m.call(path)).status, path).toBe(404);
    expect((await post(m, "/api/investment/orders/999999/cancel")).status).toBe(404);
    expect(await tableCounts(t)).toBe(before);
  });
});

describe("the station", () => {
  it("checks out one order per item, all or nothing", async () => {
    const m = await fundedInvestor(t, "6000.00");
    const item = (payload: unknown) => post(m, "/api/investment/station/items", payload);
    expect((await item({ productId: "etf-sp500", amount: "1000.00" })).status).toBe(422); // above the profile
    const a = await data(await item({ productId: "etf-sp500", amount: "1000.00", acknowledgeRisk: true }));
    const b = await data(await item({ productId: "cd-1y", amount: "2000.00" }));
    const c = await data(await item({ productId: "mm-prime", amount: "4000.00" }));
    expect(a).toMatchObject({ acknowledgeRisk: true, acknowledgementRequired: true, amount: "1000.00" });
    expect(await data(await m.call("/api/investment/station"))).toMatchObject({ total: "7000.00", available: "6000.00" });

    // $7,000.00 of items against $6,000.00: refused, nothing written.
    const before = await tableCounts(t);
    const refused = await post(m, "/api/investment/station/checkout");
    expect(refused.status).toBe(409);
    expect(await tableCounts(t)).toBe(before);
    expect((await post(m, `/api/investment/station/items/${c.id}`, { amount: "999.99" })).status).toBe(200);
    expect((await post(m, `/api/investment/station/items/${b.id}`, { amount: "999.99" })).status).toBe(422); // CD minimum $1,000.00
    expect((await m.call(`/api/investment/station/items/${c.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await m.call(`/api/investment/station/items/${c.id}`, { method: "DELETE" })).status).toBe(404);
    await item({ productId: "mm-prime", amount: "2500.00" });

    const done = await post(m, "/api/investment/station/checkout");
    expect(done.status).toBe(201);
    const { orders } = await data(done);
    expect(orders.map((o: { productId: string; amount: string; status: string; riskAcknowledged: boolean }) => [o.productId, o.amount, o.status, o.riskAcknowledged])).toEqual([
      ["etf-sp500", "1000.00", "pending_review", true],
      ["cd-1y", "2000.00", "pending_review", false],
      ["mm-prime", "2500.00", "pending_review", false],
    ]);
    expect(await cash(m)).toMatchObject({ settled: "6000.00", held: "5500.00", available: "500.00" });
    expect((await data(await m.call("/api/investment/station"))).items).toEqual([]);
    expect((await post(m, "/api/investment/station/checkout")).status).toBe(409);
  });
});
