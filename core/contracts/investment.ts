import { z } from "zod";
import { hasControlCharacters } from "../control-characters";
import { asCents } from "../money";
import { pageQuerySchema } from "../pagination";
import { ASSET_CLASSES, ORDER_FILTERS, ORDER_SIDES, ORDER_STATUSES, PRICE_RANGES, parseUnits } from "../trading";
import { RISK_PROFILES } from "../investor/assessment";
import { INVESTMENT_MESSAGES, ORDER_CHAT_MESSAGES } from "../messages/investment";
import { emptyBodySchema, endpoint } from "./endpoint";
import { idempotencyKeySchema, moneyAmount, moneyString } from "./investor";

// Trading's API contract (issue "Trading"): one endpoint per call, used by the API to validate and
// type its answers and by the web app to call it. Requests refuse unknown fields. Amounts are
// decimal strings with 2 decimals ("1500.00", a JSON number with at most 2 decimals is accepted in
// requests), units decimal strings with up to 6 ("12.500000"), prices with 4 ("123.4567"),
// percentages with 2 ("7.25" is 7.25 %).

/** The most one order or station item may be: $100,000,000.00. */
export const MAX_ORDER_CENTS = asCents(10_000_000_000);
/** The station and the watchlist hold at most this many. */
export const MAX_STATION_ITEMS = 20;
export const MAX_WATCHLIST = 100;
/** Browse history answers the last 20 distinct products viewed. */
export const BROWSE_HISTORY_SIZE = 20;

const isoDateTime = z.string().datetime({ offset: true });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.number().int().positive();
const percent = z.string().regex(/^-?\d+\.\d{2}$/);
const priceString = z.string().regex(/^\d+\.\d{4}$/);
const unitsString = z.string().regex(/^\d+\.\d{6}$/);

/** A product id in a request: the catalogue's ids are lower-case letters, digits and hyphens. */
export const productIdSchema = z
  .string({ required_error: INVESTMENT_MESSAGES.productNotFound, invalid_type_error: INVESTMENT_MESSAGES.productNotFound })
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, INVESTMENT_MESSAGES.productNotFound);

const amount = moneyAmount({ max: MAX_ORDER_CENTS });
/** Units in a request: a decimal string (or JSON number) with up to 6 decimals, parsed to micro-units. */
export const unitsAmount = z.union([z.string(), z.number()], { errorMap: () => ({ message: "Enter a number of units, like 12.5" }) }).transform((value, ctx): number => {
  const parsed = parseUnits(value);
  if (parsed.ok) return parsed.micro;
  ctx.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});
const acknowledgeRisk = z.boolean({ invalid_type_error: "must be true or false" }).optional();

/** An order or station item id in a path. */
export const idParams = z.object({ id: z.coerce.number({ invalid_type_error: "must be a whole number" }).int().positive().max(2 ** 31 - 1) }).strict();
export const productParams = z.object({ id: productIdSchema }).strict();
export const watchlistParams = z.object({ productId: productIdSchema }).strict();

// ---- Products ----------------------------------------------------------------------------------

export const productSummarySchema = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  assetClassLabel: z.string(),
  riskLevel: z.number().int().min(1).max(5),
  minimumInvestment: moneyString,
  /** Yearly expense ratio or management fee, percent. */
  expenseRatio: percent,
  /** The fee on each fill, percent of the amount traded. */
  tradingFee: percent,
  /** The tier level that unlocks buying it, and its label. */
  unlockLevel: z.number().int().min(1).max(9),
  unlockTier: z.string(),
  /** Above the member's tier: listed, but orders and station items answer 403 TierRequired. */
  locked: z.boolean(),
  lastPrice: priceString,
  lastCloseDate: isoDate,
  /** Percent over the year to the last close; null with less than a year of closes. */
  oneYearReturn: percent.nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const PRODUCT_SORTS = ["name", "return1y", "fee"] as const;

export const productsQuerySchema = pageQuerySchema
  .extend({
    q: z.string().trim().max(100, "q must be 100 characters or fewer").optional(),
    assetClass: z.enum(ASSET_CLASSES, { errorMap: () => ({ message: `assetClass must be one of ${ASSET_CLASSES.join(", ")}` }) }).optional(),
    risk: z.coerce.number({ invalid_type_error: "risk must be 1 to 5" }).int("risk must be 1 to 5").min(1, "risk must be 1 to 5").max(5, "risk must be 1 to 5").optional(),
    sort: z.enum(PRODUCT_SORTS, { errorMap: () => ({ message: "sort must be name, return1y or fee" }) }).default("name"),
  })
  .strict();

const page = <T extends z.ZodTypeAny>(item: T) => z.object({ items: z.array(item), page: z.number().int().positive(), size: z.number().int().positive(), total: z.number().int().min(0) });

/** GET /api/investment/products?q&assetClass&risk&sort&page&size. */
export const productsContract = endpoint({ method: "GET", path: "/api/investment/products", query: productsQuerySchema, response: page(productSummarySchema) });

const holdingSchema = z.object({ units: unitsString, costBasis: moneyString, marketValue: moneyString });

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  /** CDs and money market: the yearly yield, percent. */
  yield: percent.nullable(),
  termMonths: z.number().int().positive().nullable(),
  returns: z.object({ "1M": percent.nullable(), "6M": percent.nullable(), "1Y": percent.nullable(), "5Y": percent.nullable() }),
  watched: z.boolean(),
  holding: holdingSchema.nullable(),
  suitability: z.object({ riskProfile: z.enum(RISK_PROFILES).nullable(), acknowledgementRequired: z.boolean() }),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /api/investment/products/{id}: records the view in the member's browse history. */
export const productContract = endpoint({ method: "GET", path: "/api/investment/products/:id", params: productParams, response: productDetailSchema });

export const pricesQuerySchema = z.object({ range: z.enum(PRICE_RANGES, { errorMap: () => ({ message: "range must be 1M, 6M, 1Y, 5Y or MAX" }) }).default("1Y") }).strict();
export const pricePointSchema = z.object({ date: isoDate, close: priceString });

/** GET /api/investment/products/{id}/prices?range=1M|6M|1Y|5Y|MAX: daily closes, oldest first. */
export const pricesContract = endpoint({
  method: "GET",
  path: "/api/investment/products/:id/prices",
  params: productParams,
  query: pricesQuerySchema,
  response: z.object({ productId: z.string(), range: z.enum(PRICE_RANGES), points: z.array(pricePointSchema) }),
});

// ---- Watchlist, compare, browse history ---------------------------------------------------------

const watchlistResponse = z.object({ items: z.array(productSummarySchema.extend({ addedAt: isoDateTime })) });
export const watchlistContract = endpoint({ method: "GET", path: "/api/investment/watchlist", response: watchlistResponse });
/** POST /api/investment/watchlist { productId }: adding one already there changes nothing. */
export const watchlistAddContract = endpoint({
  method: "POST",
  path: "/api/investment/watchlist",
  body: z.object({ productId: productIdSchema }).strict(),
  response: watchlistResponse,
});
export const watchlistRemoveContract = endpoint({ method: "DELETE", path: "/api/investment/watchlist/:productId", params: watchlistParams, response: z.object({ productId: z.string() }) });

export const compareQuerySchema = z
  .object({
    ids: z
      .string({ required_error: INVESTMENT_MESSAGES.compareCount })
      .max(300, INVESTMENT_MESSAGES.compareCount)
      .transform((v) => v.split(",").map((s) => s.trim()))
      .refine((ids) => ids.length >= 2 && ids.length <= 4 && new Set(ids).size === ids.length && ids.every((i) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(i)), INVESTMENT_MESSAGES.compareCount),
    range: z.enum(PRICE_RANGES, { errorMap: () => ({ message: "range must be 1M, 6M, 1Y, 5Y or MAX" }) }).default("1Y"),
  })
  .strict();

/** GET /api/investment/compare?ids=a,b[,c,d]&range: facts and returns side by side, and the growth of $10,000 over the range. */
export const compareContract = endpoint({
  method: "GET",
  path: "/api/investment/compare",
  query: compareQuerySchema,
  response: z.object({
    range: z.enum(PRICE_RANGES),
    products: z.array(productDetailSchema.omit({ watched: true, holding: true, suitability: true })),
    /** Each product's $10,000 from the first date all of them have a close, to the last. */
    growth: z.array(z.object({ productId: z.string(), points: z.array(z.object({ date: isoDate, value: moneyString })) })),
  }),
});

/** GET /api/investment/browse-history: the last 20 distinct products viewed, newest first. */
export const browseHistoryContract = endpoint({
  method: "GET",
  path: "/api/investment/browse-history",
  response: z.object({ items: z.array(z.object({ product: productSummarySchema, viewedAt: isoDateTime })) }),
});

// ---- The station -------------------------------------------------------------------------------

export const stationItemSchema = z.object({
  id,
  product: productSummarySchema,
  /** A buy, or a sale by amount (rebalancing with sales allowed, issue "Portfolio"). */
  side: z.enum(ORDER_SIDES),
  amount: moneyString,
  acknowledgeRisk: z.boolean(),
  /** The product's risk is above the member's profile (or there is none): checkout needs acknowledgeRisk. */
  acknowledgementRequired: z.boolean(),
  createdAt: isoDateTime,
});
export type StationItem = z.infer<typeof stationItemSchema>;

/** total: the buys' amounts (what checkout needs in cash). */
export const stationResponseSchema = z.object({ items: z.array(stationItemSchema), total: moneyString, available: moneyString, max: z.number().int() });
export const stationContract = endpoint({ method: "GET", path: "/api/investment/station", response: stationResponseSchema });

export const stationItemRequestSchema = z.object({ productId: productIdSchema, amount, acknowledgeRisk }).strict();
export const stationAddContract = endpoint({ method: "POST", path: "/api/investment/station/items", body: stationItemRequestSchema, response: stationItemSchema });
/** POST /api/investment/station/items/{id} { amount, acknowledgeRisk? }: changes the amount. */
export const stationChangeContract = endpoint({
  method: "POST",
  path: "/api/investment/station/items/:id",
  params: idParams,
  body: z.object({ amount, acknowledgeRisk }).strict(),
  response: stationItemSchema,
});
export const stationRemoveContract = endpoint({ method: "DELETE", path: "/api/investment/station/items/:id", params: idParams, response: z.object({ id }) });

// ---- Orders ------------------------------------------------------------------------------------

export const orderSchema = z.object({
  id,
  productId: z.string(),
  symbol: z.string(),
  name: z.string(),
  side: z.enum(ORDER_SIDES),
  /** A buy's amount, or a sale's by amount; null for a sale by units. */
  amount: moneyString.nullable(),
  /** A sale's units; null otherwise. */
  units: unitsString.nullable(),
  status: z.enum(ORDER_STATUSES),
  executeAt: isoDateTime,
  secondsLeft: z.number().int().min(0),
  /** Cash held for this order now (a buy in review or submitted). */
  held: moneyString,
  riskAcknowledged: z.boolean(),
  fill: z
    .object({
      price: priceString,
      /** The date of the close it filled at. */
      priceDate: isoDate,
      units: unitsString,
      /** A buy: the amount spent; a sale: the value of the units before the fee. */
      gross: moneyString,
      fee: moneyString,
      /** A sale: what reached cash (gross − fee); a buy: what bought units (gross − fee). */
      net: moneyString,
    })
    .nullable(),
  rejectReason: z.string().nullable(),
  createdAt: isoDateTime,
  closedAt: isoDateTime.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * POST /api/investment/orders: a buy by amount; a sale by units or by amount (one of them). A
 * product above the member's risk profile needs acknowledgeRisk: true, recorded on the order. With an
 * idempotencyKey, a repeated post answers the first order (200) and holds nothing more.
 */
export const orderRequestSchema = z
  .object({
    productId: productIdSchema,
    side: z.enum(ORDER_SIDES, { errorMap: () => ({ message: "must be buy or sell" }) }),
    amount: amount.optional(),
    units: unitsAmount.optional(),
    acknowledgeRisk,
    idempotencyKey: idempotencyKeySchema.optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    if (o.side === "buy") {
      if (o.units !== undefined) ctx.addIssue({ code: "custom", path: ["units"], message: INVESTMENT_MESSAGES.buyByAmount });
      else if (o.amount === undefined) ctx.addIssue({ code: "custom", path: ["amount"], message: INVESTMENT_MESSAGES.buyByAmount });
    } else if (o.units !== undefined && o.amount !== undefined) ctx.addIssue({ code: "custom", path: ["units"], message: INVESTMENT_MESSAGES.sellByOne });
    else if (o.units === undefined && o.amount === undefined) ctx.addIssue({ code: "custom", path: ["units"], message: INVESTMENT_MESSAGES.sellNeedsOne });
  });
export type OrderRequest = z.infer<typeof orderRequestSchema>;
export const orderCreateContract = endpoint({ method: "POST", path: "/api/investment/orders", body: orderRequestSchema, response: orderSchema });

export const ordersQuerySchema = pageQuerySchema.extend({ status: z.enum(ORDER_FILTERS, { errorMap: () => ({ message: `status must be one of ${ORDER_FILTERS.join(", ")}` }) }).optional() }).strict();
export const ordersContract = endpoint({ method: "GET", path: "/api/investment/orders", query: ordersQuerySchema, response: page(orderSchema) });
export const orderContract = endpoint({ method: "GET", path: "/api/investment/orders/:id", params: idParams, response: orderSchema });
/** GET /api/investment/orders/{id}/countdown: from the server's clock. */
export const countdownContract = endpoint({
  method: "GET",
  path: "/api/investment/orders/:id/countdown",
  params: idParams,
  response: z.object({ status: z.enum(ORDER_STATUSES), executeAt: isoDateTime, secondsLeft: z.number().int().min(0) }),
});

export const orderModifySchema = z
  .object({ amount: amount.optional(), units: unitsAmount.optional(), acknowledgeRisk })
  .strict()
  .superRefine((o, ctx) => {
    if ((o.amount === undefined) === (o.units === undefined)) ctx.addIssue({ code: "custom", path: ["amount"], message: INVESTMENT_MESSAGES.modifyNeedsOne });
  });
export type OrderModify = z.infer<typeof orderModifySchema>;
export const orderModifyContract = endpoint({ method: "POST", path: "/api/investment/orders/:id/modify", params: idParams, body: orderModifySchema, response: orderSchema });
export const orderCancelContract = endpoint({ method: "POST", path: "/api/investment/orders/:id/cancel", params: idParams, body: emptyBodySchema, response: orderSchema });
export const orderSubmitContract = endpoint({ method: "POST", path: "/api/investment/orders/:id/submit", params: idParams, body: emptyBodySchema, response: orderSchema });
/** POST /api/investment/orders/{id}/buy-again { amount?, acknowledgeRisk? }: a new station item from a filled buy (its amount unless another is given). */
export const buyAgainSchema = z.object({ amount: amount.optional(), acknowledgeRisk }).strict();
export const orderBuyAgainContract = endpoint({ method: "POST", path: "/api/investment/orders/:id/buy-again", params: idParams, body: buyAgainSchema, response: stationItemSchema });

/** POST /api/investment/station/checkout: one order per item, all or nothing. */
export const checkoutContract = endpoint({ method: "POST", path: "/api/investment/station/checkout", body: emptyBodySchema, response: z.object({ orders: z.array(orderSchema) }) });

// ---- Order chat --------------------------------------------------------------------------------

/** The longest chat message, in characters (after trimming). */
export const ORDER_CHAT_MAX = 2000;
export const CHAT_AUTHORS = ["member", "advisor"] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

/** A chat message as posted: trimmed, 1 to 2,000 characters, no control characters but tabs and line breaks. */
export const chatMessageSchema = z
  .string({ required_error: ORDER_CHAT_MESSAGES.messageRequired, invalid_type_error: ORDER_CHAT_MESSAGES.messageRequired })
  .trim()
  .superRefine((v, ctx) => {
    if (v === "") ctx.addIssue({ code: "custom", message: ORDER_CHAT_MESSAGES.messageRequired });
    else if (v.length > ORDER_CHAT_MAX) ctx.addIssue({ code: "custom", message: ORDER_CHAT_MESSAGES.messageTooLong(ORDER_CHAT_MAX) });
    else if (hasControlCharacters(v)) ctx.addIssue({ code: "custom", message: ORDER_CHAT_MESSAGES.messageInvalid });
  });
export const chatPostSchema = z.object({ message: chatMessageSchema }).strict();

export const chatMessageViewSchema = z.object({ id, author: z.enum(CHAT_AUTHORS), message: z.string(), createdAt: isoDateTime });
export type ChatMessage = z.infer<typeof chatMessageViewSchema>;

/** GET /api/investment/orders/{id}/chat: the order's messages, oldest first (the owner only; 404 otherwise). */
export const orderChatContract = endpoint({ method: "GET", path: "/api/investment/orders/:id/chat", params: idParams, response: z.array(chatMessageViewSchema) });
/** POST /api/investment/orders/{id}/chat { message }: the member writes; answers the message. */
export const orderChatPostContract = endpoint({ method: "POST", path: "/api/investment/orders/:id/chat", params: idParams, body: chatPostSchema, response: chatMessageViewSchema });

// ---- The advisor's desk: order conversations (advisor role only; 404 for anyone else) ---------

export const DESK_CHAT_STATUSES = ["open", "closed"] as const;
export type DeskChatStatus = (typeof DESK_CHAT_STATUSES)[number];

export const deskConversationSchema = z.object({
  order: z.object({ id, productId: z.string(), symbol: z.string(), name: z.string(), side: z.enum(ORDER_SIDES), status: z.enum(ORDER_STATUSES) }),
  member: z.object({ id, username: z.string(), name: z.string() }),
  status: z.enum(DESK_CHAT_STATUSES),
  /** The member wrote last: an advisor's answer is due. */
  unanswered: z.boolean(),
  lastMessage: chatMessageViewSchema,
  /** The whole thread, oldest first. */
  messages: z.array(chatMessageViewSchema),
});
export type DeskConversation = z.infer<typeof deskConversationSchema>;

export const deskConversationsQuerySchema = pageQuerySchema
  .extend({ status: z.enum([...DESK_CHAT_STATUSES, "all"], { errorMap: () => ({ message: "status must be one of open, closed, all" }) }).default("open") })
  .strict();

/** GET /api/investment/desk/conversations?status=open|closed|all&page&size: unanswered first (longest waiting first), then the newest. */
export const deskConversationsContract = endpoint({ method: "GET", path: "/api/investment/desk/conversations", query: deskConversationsQuerySchema, response: page(deskConversationSchema) });
/** POST /api/investment/desk/conversations/{orderId}/reply { message }: an advisor answers; the member is notified. */
export const deskReplyContract = endpoint({
  method: "POST",
  path: "/api/investment/desk/conversations/:id/reply",
  params: idParams,
  body: chatPostSchema,
  response: deskConversationSchema,
});
/** POST /api/investment/desk/conversations/{orderId}/status { status: "open"|"closed" }. */
export const deskStatusContract = endpoint({
  method: "POST",
  path: "/api/investment/desk/conversations/:id/status",
  params: idParams,
  body: z.object({ status: z.enum(DESK_CHAT_STATUSES, { errorMap: () => ({ message: "status must be open or closed" }) }) }).strict(),
  response: deskConversationSchema,
});
