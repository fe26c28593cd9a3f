import {
  browseHistoryContract,
  checkoutContract,
  compareContract,
  countdownContract,
  deskConversationsContract,
  deskReplyContract,
  deskStatusContract,
  type DeskChatStatus,
  orderBuyAgainContract,
  orderCancelContract,
  orderChatContract,
  orderChatPostContract,
  orderContract,
  orderCreateContract,
  orderModifyContract,
  ordersContract,
  orderSubmitContract,
  pricesContract,
  productContract,
  productsContract,
  stationAddContract,
  stationChangeContract,
  stationContract,
  stationRemoveContract,
  watchlistAddContract,
  watchlistContract,
  watchlistRemoveContract,
} from "#core/contracts/investment";
import type { PriceRange } from "#core/trading";
import type { Upstream } from "./client.server";
import { isTransportFailure, UpstreamError } from "./errors";
import { orErrorPage } from "./failure.server";
import type { CatalogueQuery, OrdersQuery } from "~/utils/trading";

// Trading's calls (issue "Trading"), one per contract in core/contracts/investment.ts; every answer
// is parsed with the contract's response schema.

const dataOf = async <T>(pending: Promise<{ data: T }>): Promise<T> => (await pending).data;

export const listProducts = (upstream: Upstream, q: CatalogueQuery, size: number) =>
  dataOf(
    upstream.callContract(productsContract, {
      query: { q: q.q || undefined, assetClass: q.assetClass ?? undefined, risk: q.risk ?? undefined, sort: q.sort, page: q.page, size },
    }),
  );
export const getProduct = (upstream: Upstream, id: string) => dataOf(upstream.callContract(productContract, { params: { id } }));
export const getPrices = (upstream: Upstream, id: string, range: PriceRange) => dataOf(upstream.callContract(pricesContract, { params: { id }, query: { range } }));
export const getWatchlist = (upstream: Upstream) => dataOf(upstream.callContract(watchlistContract));
export const addToWatchlist = (upstream: Upstream, productId: string) => dataOf(upstream.callContract(watchlistAddContract, { body: { productId } }));
export const removeFromWatchlist = (upstream: Upstream, productId: string) => dataOf(upstream.callContract(watchlistRemoveContract, { params: { productId } }));
export const compareProducts = (upstream: Upstream, ids: string[], range: PriceRange) => dataOf(upstream.callContract(compareContract, { query: { ids: ids.join(","), range } }));
export const getBrowseHistory = (upstream: Upstream) => dataOf(upstream.callContract(browseHistoryContract));

export const getStation = (upstream: Upstream) => dataOf(upstream.callContract(stationContract));
export const addStationItem = (upstream: Upstream, body: { productId: string; amount: string; acknowledgeRisk?: boolean }) =>
  dataOf(upstream.callContract(stationAddContract, { body }));
export const changeStationItem = (upstream: Upstream, id: number, body: { amount: string; acknowledgeRisk?: boolean }) =>
  dataOf(upstream.callContract(stationChangeContract, { params: { id }, body }));
export const removeStationItem = (upstream: Upstream, id: number) => dataOf(upstream.callContract(stationRemoveContract, { params: { id } }));
export const checkout = (upstream: Upstream) => dataOf(upstream.callContract(checkoutContract, { body: {} }));

export const listOrders = (upstream: Upstream, q: OrdersQuery, size: number) =>
  dataOf(upstream.callContract(ordersContract, { query: { status: q.status ?? undefined, page: q.page, size } }));
export const placeOrder = (upstream: Upstream, body: { productId: string; side: "buy" | "sell"; amount?: string; units?: string; acknowledgeRisk?: boolean; idempotencyKey?: string }) =>
  dataOf(upstream.callContract(orderCreateContract, { body }));
export const getOrder = (upstream: Upstream, id: number) => dataOf(upstream.callContract(orderContract, { params: { id } }));
export const getCountdown = (upstream: Upstream, id: number) => dataOf(upstream.callContract(countdownContract, { params: { id } }));
export const modifyOrder = (upstream: Upstream, id: number, body: { amount?: string; units?: string; acknowledgeRisk?: boolean }) =>
  dataOf(upstream.callContract(orderModifyContract, { params: { id }, body }));
export const cancelOrder = (upstream: Upstream, id: number) => dataOf(upstream.callContract(orderCancelContract, { params: { id }, body: {} }));
export const submitOrder = (upstream: Upstream, id: number) => dataOf(upstream.callContract(orderSubmitContract, { params: { id }, body: {} }));
export const buyAgain = (upstream: Upstream, id: number) => dataOf(upstream.callContract(orderBuyAgainContract, { params: { id }, body: {} }));

// Order chat: the member's thread on the order page, the conversations at the advisor's desk.
export const getOrderChat = (upstream: Upstream, id: number) => dataOf(upstream.callContract(orderChatContract, { params: { id } }));
export const postOrderChat = (upstream: Upstream, id: number, message: string) => dataOf(upstream.callContract(orderChatPostContract, { params: { id }, body: { message } }));
export const listDeskConversations = (upstream: Upstream, status: DeskChatStatus | "all", page: number) =>
  dataOf(upstream.callContract(deskConversationsContract, { query: { status, page, size: 10 } }));
export const replyToConversation = (upstream: Upstream, orderId: number, message: string) =>
  dataOf(upstream.callContract(deskReplyContract, { params: { id: orderId }, body: { message } }));
export const setConversationStatus = (upstream: Upstream, orderId: number, status: DeskChatStatus) =>
  dataOf(upstream.callContract(deskStatusContract, { params: { id: orderId }, body: { status } }));

export type Refusal = { ok: false; message: string; field: string | null };

/**
 * For actions: the call's answer, or the refusal to show (the API's words, on a field when it names
 * one: "amount: …"). A transport failure is refused with the §8 message; a lost session or a fault
 * of ours goes on to the error page.
 */
export async function orRefusal<T>(pending: Promise<T>): Promise<{ ok: true; value: T } | Refusal> {
  try {
    return { ok: true, value: await pending };
  } catch (error) {
    if (isTransportFailure(error)) return { ok: false, message: (error as Error).message, field: null };
    if (error instanceof UpstreamError && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 401) {
      const message = error.serverMessage ?? error.message;
      const named = /^(amount|units|acknowledgeRisk|productId|message): (.+)$/s.exec(message);
      return named ? { ok: false, message: named[2]!, field: named[1]! } : { ok: false, message, field: null };
    }
    return orErrorPage(Promise.reject(error));
  }
}
