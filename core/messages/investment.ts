// Every member-facing string of trading (issue "Trading"): the catalogue, the station, orders and
// their notifications. The rules are in core/trading/; the API contract in core/contracts/investment.ts.
import { formatUsd, formatUsdPrice, type Cents } from "../money";

export const INVESTMENT_MESSAGES = {
  /** 403 TierRequired: "This product unlocks at Emerald. Add $4,000,000.00 in assets on the platform to get there." */
  tierRequired: (tier: string, needed: Cents) => `This product unlocks at ${tier}. Add ${formatUsd(needed)} in assets on the platform to get there.`,
  productNotFound: "No such product",
  orderNotFound: "No such order",
  stationItemNotFound: "No such item in your station",
  accountNotOpen: "Open your investor account before you invest",
  belowMinimum: (minimum: Cents) => `The minimum investment for this product is ${formatUsd(minimum)}`,
  insufficientFunds: (available: Cents) => `Not enough cash available: you have ${formatUsd(available)} to invest`,
  acknowledgementRequired: "This product's risk is above your assessed risk profile: confirm that you understand the risk to continue",
  acknowledgementRequiredNoProfile: "You have not taken the risk assessment: confirm that you understand this product's risk, or take the assessment first",
  notEnoughUnits: (held: string) => `You can sell at most ${held} units of this product`,
  noHolding: "You hold no units of this product",
  buyByAmount: "A buy is placed by amount",
  sellByOne: "Give either units or an amount to sell, not both",
  sellNeedsOne: "Give the units or the amount to sell",
  modifyNeedsOne: "Give either a new amount or new units",
  modifyWrongField: (side: "buy" | "sell", field: "amount" | "units") => `This ${side} order cannot be changed by ${field}`,
  notModifiable: "Only an order still in review can be changed",
  notCancellable: "Only an order still in review can be cancelled",
  notSubmittable: "Only an order still in review can be submitted",
  notBuyAgain: "Only a filled buy can be bought again",
  stationEmpty: "Your station is empty",
  stationFull: (max: number) => `Your station holds at most ${max} items`,
  watchlistFull: (max: number) => `Your watchlist holds at most ${max} products`,
  compareCount: "Choose 2 to 4 different products to compare",
  unknownProducts: (ids: string[]) => `No such product: ${ids.join(", ")}`,
  tooSmall: "The amount is too small to buy any units at the latest price",
  sellTooSmall: "The units are worth less than a cent at the latest price",
} as const;

/** Why the order-execution job rejected an order (stored on the order). */
export const ORDER_REJECTIONS = {
  noPrice: "No price was available for this product",
  tooSmall: "The amount was too small to buy any units at the fill price",
  sellTooSmall: "The units were worth less than a cent at the fill price",
  notEnoughUnits: "The holding was sold or reduced meanwhile: not enough units to sell",
} as const;

export const INVESTMENT_NOTICES = {
  orderPlaced: "Your order is in review. It will be filled at the end of the countdown unless you change or cancel it.",
  orderModified: "Your order has been changed.",
  orderCancelled: "Your order has been cancelled.",
  orderSubmitted: "Your order has been submitted for execution.",
  checkedOut: "Your orders are in review.",
  addedToStation: "Added to your station.",
  addedToWatchlist: "Added to your watchlist.",
  removedFromWatchlist: "Removed from your watchlist.",
} as const;

/** The notifications of fills and rejections. */
export const ORDER_NOTIFICATIONS = {
  filled: (side: "buy" | "sell", units: string, symbol: string, price: string) => ({
    title: `Your ${side} order of ${symbol} was filled`,
    body: `${side === "buy" ? "Bought" : "Sold"} ${units} units of ${symbol} at ${formatUsdPrice(price)}.`,
  }),
  rejected: (side: "buy" | "sell", symbol: string, reason: string) => ({
    title: `Your ${side} order of ${symbol} was rejected`,
    body: `${reason}.${side === "buy" ? " The cash held for it is available again." : ""}`,
  }),
};

/** Order chat (issue "Trading" §2): the member writes about an order, an advisor answers at the desk. */
export const ORDER_CHAT_MESSAGES = {
  messageRequired: "Write a message",
  messageTooLong: (max: number) => `A message is at most ${max.toLocaleString("en-US")} characters`,
  messageInvalid: "A message cannot contain control characters",
  conversationNotFound: "No such conversation",
  sent: "Your message has been sent. An advisor will answer here.",
  replied: "Your answer has been sent to the member.",
  closed: "The conversation has been closed.",
  reopened: "The conversation is open again.",
} as const;

/** The words of the chat panel on the order page and of the desk's section. */
export const ORDER_CHAT_COPY = {
  title: "Questions about this order",
  intro: "Write to an advisor about this order. The answer appears here, and you get a notification.",
  empty: "No messages yet. Ask an advisor anything about this order.",
  label: "Your message",
  send: "Send message",
  sending: "Sending…",
  you: "You",
  advisor: "Advisor",
  thread: "Messages about this order",
  deskTitle: "Order conversations",
  deskIntro: "Members' questions about their orders, waiting for an answer first.",
  deskEmpty: "No order conversations here.",
  deskFilters: "Show order conversations",
  waiting: "Waiting for an answer",
  answered: "Answered",
  closedBadge: "Closed",
  member: "Member",
  replyLabel: "Your answer",
  reply: "Send answer",
  close: "Close conversation",
  reopen: "Reopen",
} as const;

/** The member's notification when an advisor answers about an order. */
export const ORDER_CHAT_NOTIFICATIONS = {
  replied: (orderId: number, symbol: string) => ({
    title: `An advisor answered about your order #${orderId}`,
    body: `Read the answer about your ${symbol} order on the order's page.`,
  }),
};
