import { createCookieSessionStorage } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVESTMENT_MESSAGES, INVESTMENT_NOTICES } from "#core/messages/investment";
import { data as dataOf, fundedInvestor, runJobs, type Investor, type TestApi } from "../../tests/support/investment";
import { signedInCookie, testLoadContext } from "../../tests/support/load-context";
import { openTestApi } from "../../tests/support/test-api";
import { loader as compareLoader } from "./myworld.service.investments.product_.compare/route";
import { action as productAction, loader as productLoader } from "./myworld.service.investments.product_.$id/route";
import { action as catalogueAction, loader as catalogueLoader } from "./myworld.service.investments.product/route";
import { action as stationAction } from "./myworld.service.investments.station/route";
import { action as orderAction, loader as orderLoader } from "./myworld.service.investments.orders_.$id/route";
import { loader as ordersLoader } from "./myworld.service.investments.orders/route";

// The trading pages against the real API, as a browser without JavaScript posts them: a product
// added to the station (the risk acknowledgement refused, then given), checkout all or nothing,
// and an order changed, cancelled and submitted during its review. Each action redirects
// (post/redirect/get) with a notice or with the refusal on its field.

const SECRET = "trading-actions-secret-0123456789";
const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET] } });

let t: TestApi;
let m: Investor;
beforeAll(async () => {
  t = await openTestApi({ fundsSettlementSeconds: 0, orderReviewSeconds: 300 });
  // A conservative profile (the questionnaire's first answers): the S&P 500 ETF (risk 4) needs the acknowledgement.
  m = await fundedInvestor(t, "5000");
});
afterAll(() => t.database.close());

type Handler = (args: { request: Request; context: ReturnType<typeof testLoadContext>; params: Record<string, string> }) => Promise<unknown>;

const cookie = () => signedInCookie(storage, m.token);

async function post(action: Handler, path: string, form: Record<string, string>, params: Record<string, string> = {}) {
  const context = testLoadContext((request) => t.api.request(request), SECRET);
  const request = new Request(`http://web${path}`, { method: "POST", headers: { Cookie: await cookie(), "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) });
  const result = (await action({ request, context, params })) as Response;
  const flashed = await storage.getSession(result.headers.get("Set-Cookie"));
  return {
    location: result.headers.get("Location"),
    notices: ((flashed.get("notices") ?? []) as Array<{ type: string; message: string }>).map((n) => `${n.type}: ${n.message}`),
    feedback: flashed.get("formFeedback") as { form: string; fieldErrors: Record<string, string>; formError?: string; values: Record<string, string> } | undefined,
  };
}

async function load<T>(loader: (args: any) => Promise<T>, path: string, params: Record<string, string> = {}): Promise<T> {
  const context = testLoadContext((request) => t.api.request(request), SECRET);
  return loader({ request: new Request(`http://web${path}`, { headers: { Cookie: await cookie() } }), context, params });
}

const PRODUCT = "/myworld/service/investments/product";

describe("the catalogue and a product's page", () => {
  it("lists with the URL's filters, and a product's page records the view and has its closes", async () => {
    const list = await load(catalogueLoader, `${PRODUCT}?assetClass=cd&sort=fee&risk=9`);
    expect(list.query).toEqual({ q: "", assetClass: "cd", risk: null, sort: "fee", page: 1 });
    expect(list.products.items.map((p) => p.id).sort()).toEqual(["cd-1y", "cd-3y", "cd-5y", "cd-6m"]);

    const page = await load(productLoader, `${PRODUCT}/cd-1y?range=1M`, { id: "cd-1y" });
    expect(page.range).toBe("1M");
    expect(page.points.length).toBeGreaterThanOrEqual(20);
    const again = await load(catalogueLoader, PRODUCT);
    expect(again.history[0]?.product.id).toBe("cd-1y");
  });

  it("answers 404 for an id of another shape, and compare's page its own 400 for one product", async () => {
    await expect(load(productLoader, `${PRODUCT}/Bad_Id`, { id: "Bad_Id" })).rejects.toMatchObject({ init: { status: 404 } });
    const compare = (await load(compareLoader, `${PRODUCT}/compare?ids=cd-1y`)) as unknown as { init: { status: number } };
    expect(compare.init.status).toBe(400);
    const two = (await load(compareLoader, `${PRODUCT}/compare?ids=cd-1y&ids=etf-sp500&range=6M`)) as { compared: { products: Array<{ id: string }>; growth: Array<{ points: Array<{ value: string }> }> } };
    expect(two.compared.products.map((p) => p.id)).toEqual(["cd-1y", "etf-sp500"]);
    expect(two.compared.growth[0]!.points[0]!.value).toBe("10000.00");
  });

  it("adds to the watchlist and removes from it", async () => {
    expect((await post(productAction, `${PRODUCT}/cd-1y`, { intent: "watch" }, { id: "cd-1y" })).notices).toEqual([`success: ${INVESTMENT_NOTICES.addedToWatchlist}`]);
    expect((await dataOf(await m.call("/api/investment/watchlist"))).items.map((p: { id: string }) => p.id)).toEqual(["cd-1y"]);
    const removed = await post(catalogueAction, PRODUCT, { intent: "unwatch", productId: "cd-1y" });
    expect(removed).toMatchObject({ location: PRODUCT, notices: [`success: ${INVESTMENT_NOTICES.removedFromWatchlist}`] });
    // Not on the list any more: the API's 404, told as a notice.
    expect((await post(catalogueAction, PRODUCT, { intent: "unwatch", productId: "cd-1y" })).notices[0]).toMatch(/^error: /);
  });
});

describe("the station and orders", () => {
  it("refuses the risk without the acknowledgement and a blank amount, on their fields", async () => {
    const blank = await post(productAction, `${PRODUCT}/etf-sp500`, { intent: "add-to-station", amount: " " }, { id: "etf-sp500" });
    expect(blank.feedback).toMatchObject({ form: "station", fieldErrors: { amount: "Enter an amount, like 1,000.00" } });
    const noAck = await post(productAction, `${PRODUCT}/etf-sp500`, { intent: "add-to-station", amount: "2,000.00" }, { id: "etf-sp500" });
    expect(noAck.location).toBe(`${PRODUCT}/etf-sp500`);
    expect(noAck.feedback).toMatchObject({ form: "station", fieldErrors: { acknowledgeRisk: INVESTMENT_MESSAGES.acknowledgementRequired }, values: { amount: "2,000.00" } });
    expect((await dataOf(await m.call("/api/investment/station"))).items).toHaveLength(0);
  });

  it("checks out all or nothing, then changes, cancels and submits orders", async () => {
    const added = await post(productAction, `${PRODUCT}/cd-1y`, { intent: "add-to-station", amount: "1000.00" }, { id: "cd-1y" });
    expect(added).toMatchObject({ location: "/myworld/service/investments/station", notices: [`success: ${INVESTMENT_NOTICES.addedToStation}`] });
    // The S&P 500 ETF's risk acknowledged on its page's form.
    await post(productAction, `${PRODUCT}/etf-sp500`, { intent: "add-to-station", amount: "1500.00", acknowledgeRisk: "on" }, { id: "etf-sp500" });
    await post(productAction, `${PRODUCT}/mm-treasury`, { intent: "add-to-station", amount: "3000.00" }, { id: "mm-treasury" });
    const station = await dataOf(await m.call("/api/investment/station"));
    expect(station.total).toBe("5500.00");

    // $5,500 of items against $5,000 of cash: nothing is ordered, and the station stays whole.
    const refused = await post(stationAction, "/myworld/service/investments/station", { intent: "checkout" });
    expect(refused.feedback?.formError).toBe(`Nothing was ordered. ${INVESTMENT_MESSAGES.insufficientFunds(500000 as never)}`);
    expect((await dataOf(await m.call("/api/investment/station"))).items).toHaveLength(3);

    const mm = station.items.find((i: { product: { id: string } }) => i.product.id === "mm-treasury");
    const lowered = await post(stationAction, "/myworld/service/investments/station", { intent: "change", id: String(mm.id), amount: "2500.00" });
    expect(lowered.notices).toEqual(["success: The amount has been changed."]);
    const tooLow = await post(stationAction, "/myworld/service/investments/station", { intent: "change", id: String(mm.id), amount: "0.50" });
    expect(tooLow.feedback).toMatchObject({ form: `item-${mm.id}`, fieldErrors: { amount: INVESTMENT_MESSAGES.belowMinimum(100 as never) } });

    const done = await post(stationAction, "/myworld/service/investments/station", { intent: "checkout" });
    expect(done).toMatchObject({ location: "/myworld/service/investments/orders?status=pending_review", notices: [`success: ${INVESTMENT_NOTICES.checkedOut}`] });
    const orders = await load(ordersLoader, "/myworld/service/investments/orders?status=pending_review");
    expect(orders.orders.total).toBe(3);
    const [first, second, third] = [...orders.orders.items].sort((a, b) => a.id - b.id);

    const page = await load(orderLoader, `/myworld/service/investments/orders/${first!.id}`, { id: String(first!.id) });
    expect(page.countdown.status).toBe("pending_review");
    expect(page.countdown.secondsLeft).toBeGreaterThan(290);

    const path = (id: number) => `/myworld/service/investments/orders/${id}`;
    // All $5,000 is held: raising one order is refused on the form, lowering one is done.
    const raised = await post(orderAction, path(first!.id), { intent: "modify", field: "amount", value: "1200.00" }, { id: String(first!.id) });
    expect(raised.feedback).toMatchObject({ form: "modify", formError: INVESTMENT_MESSAGES.insufficientFunds(0 as never), values: { value: "1200.00" } });
    expect((await post(orderAction, path(third!.id), { intent: "modify", field: "amount", value: "2,000.00" }, { id: String(third!.id) })).notices).toEqual([`success: ${INVESTMENT_NOTICES.orderModified}`]);
    expect((await dataOf(await m.call(`/api/investment/orders/${third!.id}`))).amount).toBe("2000.00");
    const badModify = await post(orderAction, path(third!.id), { intent: "modify", field: "amount", value: "lots" }, { id: String(third!.id) });
    expect(badModify.feedback?.form).toBe("modify");
    expect(badModify.feedback?.fieldErrors.value).toBeTruthy();

    expect((await post(orderAction, path(second!.id), { intent: "cancel" }, { id: String(second!.id) })).notices).toEqual([`success: ${INVESTMENT_NOTICES.orderCancelled}`]);
    expect((await post(orderAction, path(second!.id), { intent: "cancel" }, { id: String(second!.id) })).notices).toEqual([`error: ${INVESTMENT_MESSAGES.notCancellable}`]);
    expect((await post(orderAction, path(first!.id), { intent: "submit" }, { id: String(first!.id) })).notices).toEqual([`success: ${INVESTMENT_NOTICES.orderSubmitted}`]);
    expect((await dataOf(await m.call(`/api/investment/orders/${first!.id}`))).status).toBe("submitted");
    // The "Open" filter: the one in review and the submitted one, not the cancelled one.
    const open = await load(ordersLoader, "/myworld/service/investments/orders?status=open");
    expect(open.query.status).toBe("open");
    expect(open.orders.items.map((o) => [o.id, o.status]).sort()).toEqual([
      [first!.id, "submitted"],
      [third!.id, "pending_review"],
    ].sort());
    // Not filled: buy again is refused in the API's words.
    expect((await post(orderAction, path(first!.id), { intent: "buy-again" }, { id: String(first!.id) })).notices).toEqual([`error: ${INVESTMENT_MESSAGES.notBuyAgain}`]);
  });

  it("sells part of a holding from the product's page, and refuses more than is held", async () => {
    // The submitted CD buy above fills when its job runs.
    await runJobs(t);
    const product = await load(productLoader, `${PRODUCT}/cd-1y`, { id: "cd-1y" });
    expect(product.product.holding).not.toBeNull();
    const held = product.product.holding!.units;
    const tooMany = await post(productAction, `${PRODUCT}/cd-1y`, { intent: "sell", field: "units", value: String(Number(held) + 1) }, { id: "cd-1y" });
    expect(tooMany.feedback).toMatchObject({ form: "sell", formError: INVESTMENT_MESSAGES.notEnoughUnits(held) });
    const sold = await post(productAction, `${PRODUCT}/cd-1y`, { intent: "sell", field: "units", value: "1.5" }, { id: "cd-1y" });
    expect(sold.notices).toEqual([`success: ${INVESTMENT_NOTICES.orderPlaced}`]);
    expect(sold.location).toMatch(/^\/myworld\/service\/investments\/orders\/\d+$/);
    const order = await dataOf(await m.call(`/api/investment/orders/${sold.location!.split("/").pop()}`));
    expect(order).toMatchObject({ side: "sell", units: "1.500000", status: "pending_review" });
  });
});
