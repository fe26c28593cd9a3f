import { Hono, type Context } from "hono";
import {
  browseHistoryContract,
  buyAgainSchema,
  checkoutContract,
  compareContract,
  compareQuerySchema,
  countdownContract,
  deskConversationsContract,
  deskReplyContract,
  deskStatusContract,
  idParams,
  MAX_STATION_ITEMS,
  MAX_WATCHLIST,
  orderBuyAgainContract,
  orderCancelContract,
  orderChatContract,
  orderChatPostContract,
  orderContract,
  orderCreateContract,
  orderModifyContract,
  orderModifySchema,
  orderRequestSchema,
  ordersContract,
  ordersQuerySchema,
  orderSubmitContract,
  pricesContract,
  pricesQuerySchema,
  productContract,
  productParams,
  productsContract,
  productsQuerySchema,
  stationAddContract,
  stationChangeContract,
  stationContract,
  stationItemRequestSchema,
  stationRemoveContract,
  watchlistAddContract,
  watchlistContract,
  watchlistParams,
  watchlistRemoveContract,
} from "../../../core/contracts/investment";
import { fail } from "../../../core/envelope";
import { INVESTMENT_MESSAGES, INVESTMENT_NOTICES, ORDER_CHAT_MESSAGES } from "../../../core/messages/investment";
import { centsToDollars } from "../../../core/money";
import { findProduct, microToUnits, unlockTierOf, type Product } from "../../../core/trading";
import { centsNeededFor } from "../../../core/tiers";
import { emptyBodySchema, routePath } from "../../../core/contracts/endpoint";
import { privateFundContract } from "../../../core/contracts/private-fund";
import { parseQuery, readJsonBody, reject, respondWith, validateBody, validateJsonBody, validationFailed } from "../../platform/http";
import { requireAdvisor } from "../accounts/require-advisor";
import { requireSession } from "../accounts/require-session";
import { requireFeature } from "../investor/require-feature";
import { callerInvestorAccount } from "../investor/caller-account";
import { totalAssetsCents } from "../investor/service";
import type { ApiEnv } from "../../platform/context";
import { callerMember } from "./caller-member";
import { commitmentPlanAnswer } from "./commitment-plan";
import { addToWatchlist, browseHistoryOf, compareProducts, listProducts, memberOf, pricesOf, productDetail, removeFromWatchlist, watchlistOf } from "./catalogue";
import { listConversations, memberThread, postMemberMessage, replyAsAdvisor, setConversationStatus } from "./chat";
import { cancelOrder, findOrder, listOrders, modifyOrder, orderView, placeOrder, submitOrder, type OrderRefusal } from "./orders";
import { ensurePrices } from "./prices";
import { addStationItem, buyAgain, changeStationItem, checkout, removeStationItem, stationOf, type StationRefusal } from "./station";

// Trading's API (issue "Trading" API list, docs/api.md): thin handlers over catalogue.ts,
// station.ts and orders.ts. Every call needs a full session.

/** 403 TierRequired for a product above the member's tier, with the tier and the assets still needed. */
async function tierRequired(c: Context<ApiEnv>, product: Product) {
  const total = totalAssetsCents(await callerInvestorAccount(c));
  const needed = centsNeededFor(product.unlockLevel, total);
  return c.json(
    {
      ...fail("TierRequired", INVESTMENT_MESSAGES.tierRequired(unlockTierOf(product), needed)),
      data: { productId: product.id, requiredLevel: product.unlockLevel, requiredTier: unlockTierOf(product), assetsNeeded: centsToDollars(needed) },
    },
    403,
  );
}

const invalid = (c: Context<ApiEnv>, field: string, message: string) => validationFailed(c, [{ field, message }]);

/** A product above the member's tier, named in a body's productId: checked before anything else. */
async function lockedProductIn(c: Context<ApiEnv>, body: unknown): Promise<Product | null> {
  const productId = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as { productId?: unknown }).productId : undefined;
  const product = typeof productId === "string" ? findProduct(productId) : undefined;
  if (!product) return null;
  const member = await memberOf(c.var.db, c.var.user.id);
  return member.level < product.unlockLevel ? product : null;
}

/** The answer to a refused order or station change. */
async function refusal(c: Context<ApiEnv>, refused: OrderRefusal | StationRefusal) {
  switch (refused.reason) {
    case "tier":
      return tierRequired(c, refused.product);
    case "product-not-found":
      return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.productNotFound);
    case "order-not-found":
      return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.orderNotFound);
    case "item-not-found":
      return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.stationItemNotFound);
    case "account-not-open":
      return reject(c, 409, "Conflict", INVESTMENT_MESSAGES.accountNotOpen);
    case "minimum":
      return invalid(c, "amount", INVESTMENT_MESSAGES.belowMinimum(refused.minimum));
    case "acknowledgement":
      return invalid(c, "acknowledgeRisk", refused.hasProfile ? INVESTMENT_MESSAGES.acknowledgementRequired : INVESTMENT_MESSAGES.acknowledgementRequiredNoProfile);
    case "insufficient-funds":
      return reject(c, 409, "Conflict", INVESTMENT_MESSAGES.insufficientFunds(refused.available));
    case "no-holding":
      return reject(c, 409, "Conflict", INVESTMENT_MESSAGES.noHolding);
    case "not-enough-units":
      return reject(c, 409, "Conflict", INVESTMENT_MESSAGES.notEnoughUnits(microToUnits(refused.availableMicro)));
    case "wrong-field":
      return invalid(c, refused.field, INVESTMENT_MESSAGES.modifyWrongField(refused.side, refused.field));
    case "not-modifiable":
      return reject(c, 409, "Conflict", INVESTMENT_MESSAGES.notModifiable);
    case "not-cancellable":
      return reject(c, 409, "Conflict", INVESTMENT_MESSAGES.notCancellable);
    case "not-submittable":
      return reject(c, 409, "Conflict", INVESTMENT_MESSAGES.notSubmittable);
    case "not-buy-again":
      return reject(c, 409, "Conflict", INVESTMENT_MESSAGES.notBuyAgain);
    case "full":
      return reject(c, 409, "Conflict", INVESTMENT_MESSAGES.stationFull(MAX_STATION_ITEMS));
    case "empty":
      return reject(c, 409, "Conflict", INVESTMENT_MESSAGES.stationEmpty);
  }
}

export function investmentRoutes() {
  const routes = new Hono<ApiEnv>();
  const member = requireSession("full");
  const orderId = (c: Context<ApiEnv>) => idParams.safeParse({ id: c.req.param("id") });

  // ---- Products ----
  routes.get("/investment/products", member, async (c) => {
    const query = parseQuery(c, productsQuerySchema);
    if (!query.ok) return query.response;
    return respondWith(c, productsContract, await listProducts(c.var.db, await callerMember(c), query.value));
  });

  routes.get("/investment/products/:id", member, async (c) => {
    const params = productParams.safeParse({ id: c.req.param("id") });
    if (!params.success) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.productNotFound);
    const detail = await productDetail(c.var.db, await callerMember(c), params.data.id);
    if (!detail) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.productNotFound);
    return respondWith(c, productContract, detail);
  });

  routes.get("/investment/products/:id/prices", member, async (c) => {
    const params = productParams.safeParse({ id: c.req.param("id") });
    if (!params.success) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.productNotFound);
    const query = parseQuery(c, pricesQuerySchema);
    if (!query.ok) return query.response;
    const prices = await pricesOf(c.var.db, params.data.id, query.value.range);
    if (!prices) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.productNotFound);
    return respondWith(c, pricesContract, prices);
  });

  // ---- Watchlist, compare, browse history ----
  routes.get("/investment/watchlist", member, async (c) => respondWith(c, watchlistContract, await watchlistOf(c.var.db, await callerMember(c))));

  routes.post("/investment/watchlist", member, async (c) => {
    const parsed = await validateJsonBody(c, watchlistAddContract.body);
    if (!parsed.ok) return parsed.response;
    const m = await memberOf(c.var.db, c.var.user.id);
    const added = await addToWatchlist(c.var.db, m, parsed.value.productId);
    if (added === "not-found") return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.productNotFound);
    if (added === "full") return reject(c, 409, "Conflict", INVESTMENT_MESSAGES.watchlistFull(MAX_WATCHLIST));
    return respondWith(c, watchlistAddContract, await watchlistOf(c.var.db, m), INVESTMENT_NOTICES.addedToWatchlist);
  });

  routes.delete("/investment/watchlist/:productId", member, async (c) => {
    const params = watchlistParams.safeParse({ productId: c.req.param("productId") });
    if (!params.success || !(await removeFromWatchlist(c.var.db, c.var.user.id, params.data.productId))) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.productNotFound);
    return respondWith(c, watchlistRemoveContract, { productId: params.data.productId }, INVESTMENT_NOTICES.removedFromWatchlist);
  });

  routes.get("/investment/compare", member, async (c) => {
    const query = parseQuery(c, compareQuerySchema);
    if (!query.ok) return query.response;
    const compared = await compareProducts(c.var.db, await callerMember(c), query.value.ids, query.value.range);
    if (!compared.ok) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.unknownProducts(compared.unknown));
    return respondWith(c, compareContract, compared.value);
  });

  routes.get("/investment/browse-history", member, async (c) => respondWith(c, browseHistoryContract, await browseHistoryOf(c.var.db, await callerMember(c))));

  // ---- The station ----
  routes.get("/investment/station", member, async (c) => respondWith(c, stationContract, await stationOf(c.var.db, await callerMember(c))));

  routes.post("/investment/station/items", member, async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const locked = await lockedProductIn(c, read.body);
    if (locked) return tierRequired(c, locked);
    const parsed = validateBody(c, stationItemRequestSchema, read.body);
    if (!parsed.ok) return parsed.response;
    await ensurePrices(c.var.db);
    const added = await addStationItem(c.var.db, c.var.user.id, parsed.value.productId, parsed.value.amount, parsed.value.acknowledgeRisk === true);
    if (!added.ok) return refusal(c, added);
    return respondWith(c, stationAddContract, added.item, INVESTMENT_NOTICES.addedToStation, 201);
  });

  routes.post("/investment/station/items/:id", member, async (c) => {
    const id = orderId(c);
    if (!id.success) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.stationItemNotFound);
    const parsed = await validateJsonBody(c, stationChangeContract.body);
    if (!parsed.ok) return parsed.response;
    const changed = await changeStationItem(c.var.db, c.var.user.id, id.data.id, parsed.value.amount, parsed.value.acknowledgeRisk);
    if (!changed.ok) return refusal(c, changed);
    return respondWith(c, stationChangeContract, changed.item);
  });

  routes.delete("/investment/station/items/:id", member, async (c) => {
    const id = orderId(c);
    if (!id.success || !(await removeStationItem(c.var.db, c.var.user.id, id.data.id))) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.stationItemNotFound);
    return respondWith(c, stationRemoveContract, { id: id.data.id });
  });

  routes.post("/investment/station/checkout", member, async (c) => {
    const parsed = await validateJsonBody(c, emptyBodySchema, { optional: true });
    if (!parsed.ok) return parsed.response;
    await ensurePrices(c.var.db);
    const done = await checkout(c.var.db, c.var.user.id, c.var.settings.orderReviewSeconds);
    if (!done.ok) return refusal(c, done);
    const now = new Date();
    return respondWith(c, checkoutContract, { orders: done.orders.map((o) => orderView(o, now)) }, INVESTMENT_NOTICES.checkedOut, 201);
  });

  // ---- Orders ----
  routes.post("/investment/orders", member, async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const locked = await lockedProductIn(c, read.body);
    if (locked) return tierRequired(c, locked);
    const parsed = validateBody(c, orderRequestSchema, read.body);
    if (!parsed.ok) return parsed.response;
    await ensurePrices(c.var.db);
    const placed = await placeOrder(c.var.db, c.var.user.id, parsed.value, c.var.settings.orderReviewSeconds);
    if (!placed.ok) return refusal(c, placed);
    return respondWith(c, orderCreateContract, orderView(placed.order), INVESTMENT_NOTICES.orderPlaced, placed.created ? 201 : 200);
  });

  routes.get("/investment/orders", member, async (c) => {
    const query = parseQuery(c, ordersQuerySchema);
    if (!query.ok) return query.response;
    return respondWith(c, ordersContract, await listOrders(c.var.db, c.var.user.id, query.value));
  });

  routes.get("/investment/orders/:id", member, async (c) => {
    const id = orderId(c);
    const row = id.success ? await findOrder(c.var.db, c.var.user.id, id.data.id) : undefined;
    if (!row) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.orderNotFound);
    return respondWith(c, orderContract, orderView(row));
  });

  routes.get("/investment/orders/:id/countdown", member, async (c) => {
    const id = orderId(c);
    const row = id.success ? await findOrder(c.var.db, c.var.user.id, id.data.id) : undefined;
    if (!row) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.orderNotFound);
    const view = orderView(row);
    return respondWith(c, countdownContract, { status: view.status, executeAt: view.executeAt, secondsLeft: view.secondsLeft });
  });

  routes.post("/investment/orders/:id/modify", member, async (c) => {
    const id = orderId(c);
    if (!id.success) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.orderNotFound);
    const parsed = await validateJsonBody(c, orderModifySchema);
    if (!parsed.ok) return parsed.response;
    const changed = await modifyOrder(c.var.db, c.var.user.id, id.data.id, parsed.value);
    if (!changed.ok) return refusal(c, changed);
    return respondWith(c, orderModifyContract, orderView(changed.order), INVESTMENT_NOTICES.orderModified);
  });

  for (const [action, run, contract, notice] of [
    ["cancel", cancelOrder, orderCancelContract, INVESTMENT_NOTICES.orderCancelled],
    ["submit", submitOrder, orderSubmitContract, INVESTMENT_NOTICES.orderSubmitted],
  ] as const) {
    routes.post(`/investment/orders/:id/${action}`, member, async (c) => {
      const id = orderId(c);
      if (!id.success) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.orderNotFound);
      const parsed = await validateJsonBody(c, emptyBodySchema, { optional: true });
      if (!parsed.ok) return parsed.response;
      const done = await run(c.var.db, c.var.user.id, id.data.id);
      if (!done.ok) return refusal(c, done);
      return respondWith(c, contract, orderView(done.order), notice);
    });
  }

  routes.post("/investment/orders/:id/buy-again", member, async (c) => {
    const id = orderId(c);
    if (!id.success) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.orderNotFound);
    const parsed = await validateJsonBody(c, buyAgainSchema, { optional: true });
    if (!parsed.ok) return parsed.response;
    await ensurePrices(c.var.db);
    const added = await buyAgain(c.var.db, c.var.user.id, id.data.id, parsed.value.amount, parsed.value.acknowledgeRisk === true);
    if (!added.ok) return refusal(c, added);
    return respondWith(c, orderBuyAgainContract, added.item, INVESTMENT_NOTICES.addedToStation, 201);
  });

  // ---- Order chat: the member's side ----
  routes.get("/investment/orders/:id/chat", member, async (c) => {
    const id = orderId(c);
    const thread = id.success ? await memberThread(c.var.db, c.var.user.id, id.data.id) : null;
    if (!thread) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.orderNotFound);
    return respondWith(c, orderChatContract, thread);
  });

  routes.post("/investment/orders/:id/chat", member, async (c) => {
    const id = orderId(c);
    if (!id.success) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.orderNotFound);
    const parsed = await validateJsonBody(c, orderChatPostContract.body);
    if (!parsed.ok) return parsed.response;
    const posted = await postMemberMessage(c.var.db, c.var.user.id, id.data.id, parsed.value.message);
    if (!posted) return reject(c, 404, "NotFound", INVESTMENT_MESSAGES.orderNotFound);
    return respondWith(c, orderChatPostContract, posted, ORDER_CHAT_MESSAGES.sent, 201);
  });

  // ---- Order chat: the advisor's desk (advisor role only; anyone else is answered 404) ----
  routes.use("/investment/desk/*", requireSession("full"), requireAdvisor);

  routes.get("/investment/desk/conversations", async (c) => {
    const query = parseQuery(c, deskConversationsContract.query);
    if (!query.ok) return query.response;
    return respondWith(c, deskConversationsContract, await listConversations(c.var.db, query.value));
  });

  routes.post("/investment/desk/conversations/:id/reply", async (c) => {
    const id = orderId(c);
    if (!id.success) return reject(c, 404, "NotFound", ORDER_CHAT_MESSAGES.conversationNotFound);
    const parsed = await validateJsonBody(c, deskReplyContract.body);
    if (!parsed.ok) return parsed.response;
    const replied = await replyAsAdvisor(c.var.db, c.var.user.id, id.data.id, parsed.value.message);
    if (!replied) return reject(c, 404, "NotFound", ORDER_CHAT_MESSAGES.conversationNotFound);
    return respondWith(c, deskReplyContract, replied, ORDER_CHAT_MESSAGES.replied, 201);
  });

  routes.post("/investment/desk/conversations/:id/status", async (c) => {
    const id = orderId(c);
    if (!id.success) return reject(c, 404, "NotFound", ORDER_CHAT_MESSAGES.conversationNotFound);
    const parsed = await validateJsonBody(c, deskStatusContract.body);
    if (!parsed.ok) return parsed.response;
    const updated = await setConversationStatus(c.var.db, c.var.user.id, id.data.id, parsed.value.status);
    if (!updated) return reject(c, 404, "NotFound", ORDER_CHAT_MESSAGES.conversationNotFound);
    return respondWith(c, deskStatusContract, updated, parsed.value.status === "closed" ? ORDER_CHAT_MESSAGES.closed : ORDER_CHAT_MESSAGES.reopened);
  });

  // ---- Emerald's private funds: a commitment's calls and distributions (reads its query, writes nothing) ----
  routes.get(routePath(privateFundContract), member, requireFeature("hnw-private-investments"), (c) => {
    const parsed = parseQuery(c, privateFundContract.query);
    if (!parsed.ok) return parsed.response;
    return respondWith(c, privateFundContract, commitmentPlanAnswer(parsed.value));
  });

  return routes;
}
