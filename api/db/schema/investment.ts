import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

// Trading (issue "Trading"): daily closes, the watchlist, browse history, the station, orders and
// tax lots. The catalogue itself is code (core/trading/catalogue.ts): product_id columns hold its ids.
// Money in integer cents, prices in ticks ($0.0001), units in micro-units (1/1,000,000).

/** One close per product and business day: generated, added by the daily price job, or imported. */
export const investmentPrices = pgTable(
  "investment_prices",
  {
    productId: text("product_id").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    closeTicks: bigint("close_ticks", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.date] }), check("investment_prices_close_check", sql`${t.closeTicks} > 0`)],
);

/**
 * One row whose version moves with every statement that writes investment_prices (a trigger of
 * migration 0017, in the writer's transaction): a page's read keeps the latest closes it read
 * while the version stays the same (api/modules/investment/prices.ts).
 */
export const investmentPriceVersion = pgTable(
  "investment_price_version",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (t) => [check("investment_price_version_one_row", sql`${t.id} = 1`)],
);

export const investmentWatchlist = pgTable(
  "investment_watchlist",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** The products a member viewed: one row per product, its latest view. */
export const investmentBrowseHistory = pgTable(
  "investment_browse_history",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index("investment_browse_history_viewed_idx").on(t.userId, t.viewedAt)],
);

/** The station (cart): products and amounts waiting for checkout. */
export const investmentStationItems = pgTable(
  "investment_station_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    /** A buy, or a sale by amount (rebalancing, issue "Portfolio", when the member allows sales). */
    side: text("side").notNull().default("buy"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    acknowledgeRisk: boolean("acknowledge_risk").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("investment_station_items_user_idx").on(t.userId),
    check("investment_station_items_amount_check", sql`${t.amountCents} > 0`),
    check("investment_station_items_side_check", sql`${t.side} in ('buy', 'sell')`),
  ],
);

/**
 * Orders: pending_review (the countdown runs to execute_at), submitted (the member skipped the rest
 * of it), then filled or rejected once by the order-execution job, or cancelled during the review.
 * A buy holds its amount (held_cents) from placement until it fills, is cancelled or rejected.
 */
export const investmentOrders = pgTable(
  "investment_orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    side: text("side").notNull(),
    /** A buy's amount; a sale's, when sold by amount. */
    amountCents: bigint("amount_cents", { mode: "number" }),
    /** A sale's units, when sold by units. */
    unitsMicro: bigint("units_micro", { mode: "number" }),
    status: text("status").notNull().default("pending_review"),
    executeAt: timestamp("execute_at", { withTimezone: true }).notNull(),
    heldCents: bigint("held_cents", { mode: "number" }).notNull().default(0),
    /** Suitability: the member's profile when the order was placed (null: no assessment) and whether they acknowledged the risk. */
    riskProfile: text("risk_profile"),
    riskAcknowledged: boolean("risk_acknowledged").notNull().default(false),
    riskAcknowledgedAt: timestamp("risk_acknowledged_at", { withTimezone: true }),
    fillPriceTicks: bigint("fill_price_ticks", { mode: "number" }),
    fillDate: date("fill_date", { mode: "string" }),
    fillUnitsMicro: bigint("fill_units_micro", { mode: "number" }),
    /** A buy: the amount spent; a sale: the gross before the fee. */
    fillGrossCents: bigint("fill_gross_cents", { mode: "number" }),
    feeCents: bigint("fee_cents", { mode: "number" }),
    /** A sale: the cost of the lots it closed. */
    costCents: bigint("cost_cents", { mode: "number" }),
    rejectReason: text("reject_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was filled, rejected or cancelled. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The client's key for a placement: a repeated post with it answers the first order (null: placed at checkout or without one). */
    idempotencyKey: text("idempotency_key"),
  },
  (t) => [
    index("investment_orders_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("investment_orders_user_key_idx").on(t.userId, t.idempotencyKey),
    index("investment_orders_open_idx").on(t.userId, t.productId, t.status),
    check("investment_orders_side_check", sql`${t.side} in ('buy', 'sell')`),
    check("investment_orders_status_check", sql`${t.status} in ('pending_review', 'submitted', 'filled', 'cancelled', 'rejected')`),
    check("investment_orders_amounts_check", sql`(${t.amountCents} is null or ${t.amountCents} > 0) and (${t.unitsMicro} is null or ${t.unitsMicro} > 0) and ${t.heldCents} >= 0`),
  ],
);

/** Tax lots: a buy's fill (date, units, cost); sales close them first in, first out. */
export const investmentLots = pgTable(
  "investment_lots",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => investmentOrders.id),
    acquiredOn: date("acquired_on", { mode: "string" }).notNull(),
    unitsMicro: bigint("units_micro", { mode: "number" }).notNull(),
    costCents: bigint("cost_cents", { mode: "number" }).notNull(),
    remainingUnitsMicro: bigint("remaining_units_micro", { mode: "number" }).notNull(),
    remainingCostCents: bigint("remaining_cost_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    index("investment_lots_holding_idx").on(t.userId, t.productId, t.acquiredOn),
    check("investment_lots_units_check", sql`${t.remainingUnitsMicro} >= 0 and ${t.remainingUnitsMicro} <= ${t.unitsMicro} and ${t.remainingCostCents} >= 0`),
  ],
);

/** What each sale took from each lot. */
export const investmentLotClosings = pgTable(
  "investment_lot_closings",
  {
    id: serial("id").primaryKey(),
    lotId: integer("lot_id")
      .notNull()
      .references(() => investmentLots.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => investmentOrders.id),
    unitsMicro: bigint("units_micro", { mode: "number" }).notNull(),
    costCents: bigint("cost_cents", { mode: "number" }).notNull(),
  },
  // By lot: the portfolio's realized gains join each member's lots to their closings (by order: a sale's closings).
  (t) => [index("investment_lot_closings_order_idx").on(t.orderId), index("investment_lot_closings_lot_idx").on(t.lotId)],
);

/**
 * Order chat: one conversation per order that has messages, between its member and the advisors.
 * closed_at: an advisor closed it at the desk; the member's next message opens it again.
 */
export const investmentOrderChats = pgTable(
  "investment_order_chats",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => investmentOrders.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who wrote last: "member" (waiting for an advisor) or "advisor" (answered). */
    lastAuthor: text("last_author").notNull(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: integer("closed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("investment_order_chats_desk_idx").on(t.closedAt, t.lastAuthor, t.lastMessageAt), check("investment_order_chats_author_check", sql`${t.lastAuthor} in ('member', 'advisor')`)],
);

/** The messages of an order's conversation, oldest first by id. advisor_id: who answered (author "advisor"). */
export const investmentOrderMessages = pgTable(
  "investment_order_messages",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => investmentOrderChats.orderId, { onDelete: "cascade" }),
    author: text("author").notNull(),
    advisorId: integer("advisor_id").references(() => users.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("investment_order_messages_order_idx").on(t.orderId, t.id),
    check("investment_order_messages_author_check", sql`${t.author} in ('member', 'advisor')`),
    check("investment_order_messages_length_check", sql`char_length(${t.message}) between 1 and 2000`),
  ],
);
