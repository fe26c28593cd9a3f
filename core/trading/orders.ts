// Orders' arithmetic (issue "Trading" §2), exact: money in integer cents, prices in ticks
// ($0.0001), units in micro-units (1/1,000,000 of a unit). Products of these pass 2^53, so the
// divisions run on bigint.
//
//   buy of A cents at price P ticks, fee bps f:
//     fee   = A × f / 10,000 (half up)          net = A − fee
//     units = ⌊net × 100 × 10^6 / P⌋ micro-units (a unit costs P / 100 cents)
//     the lot's cost is net: the fraction of a micro-unit not bought stays in the cost
//   sell of U micro-units at P:  gross = ⌊U × P / 10^8⌋ cents, fee on gross, proceeds = gross − fee
//   sell of A cents at P:        U = ⌈A × 10^8 / P⌉ micro-units (the least that brings in A)
import { percentOf, type Cents } from "../money";

export const MICRO_UNITS = 1_000_000;
const SCALE = 100n * 1_000_000n; // cents per dollar × micro-units per unit, over ticks per dollar ÷ 100

/** Units as the API writes them: 1234567 micro-units → "1.234567". */
export function microToUnits(micro: number): string {
  if (!Number.isSafeInteger(micro) || micro < 0) throw new RangeError(`Not a number of micro-units: ${micro}`);
  const rest = micro % MICRO_UNITS;
  return `${(micro - rest) / MICRO_UNITS}.${String(rest).padStart(6, "0")}`;
}

export type UnitsResult = { ok: true; micro: number } | { ok: false; message: string };

export const UNITS_MESSAGE = "Enter a number of units with at most 6 decimals, like 12.5";
export const MAX_UNITS_MICRO = 1_000_000_000 * MICRO_UNITS; // a billion units

/** "12.5" → 12,500,000 micro-units; refuses signs, exponents, more than 6 decimals, zero and over a billion units. */
export function parseUnits(value: unknown): UnitsResult {
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== "string") return { ok: false, message: UNITS_MESSAGE };
  const match = /^(\d{1,10})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return { ok: false, message: UNITS_MESSAGE };
  const micro = Number(match[1]) * MICRO_UNITS + Number((match[2] ?? "").padEnd(6, "0"));
  if (micro === 0) return { ok: false, message: "Enter more than 0 units" };
  if (micro > MAX_UNITS_MICRO) return { ok: false, message: "Enter at most 1,000,000,000 units" };
  return { ok: true, micro };
}

function positiveInt(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${what} must be a positive whole number, got ${value}`);
}

export type BuyFill = { grossCents: Cents; feeCents: Cents; netCents: Cents; unitsMicro: number };

/** A buy of `amountCents` at `priceTicks`: the fee, what buys units, and the units (rounded down). */
export function fillBuy(amountCents: Cents, priceTicks: number, feeBps: number): BuyFill {
  positiveInt(amountCents, "An amount");
  positiveInt(priceTicks, "A price");
  const feeCents = percentOf(amountCents, feeBps);
  const netCents = (amountCents - feeCents) as Cents;
  const unitsMicro = Number((BigInt(netCents) * SCALE) / BigInt(priceTicks));
  return { grossCents: amountCents, feeCents, netCents, unitsMicro };
}

export type SellFill = { grossCents: Cents; feeCents: Cents; proceedsCents: Cents; unitsMicro: number };

/** A sale of `unitsMicro` at `priceTicks`: the gross (rounded down to the cent), the fee on it, and what the member receives. */
export function fillSellUnits(unitsMicro: number, priceTicks: number, feeBps: number): SellFill {
  positiveInt(unitsMicro, "Units");
  positiveInt(priceTicks, "A price");
  const grossCents = Number((BigInt(unitsMicro) * BigInt(priceTicks)) / SCALE) as Cents;
  const feeCents = percentOf(grossCents, feeBps);
  return { grossCents, feeCents, proceedsCents: (grossCents - feeCents) as Cents, unitsMicro };
}

/** The micro-units a sale of `amountCents` (gross) needs at `priceTicks`: rounded up, so the gross reaches the amount. */
export function unitsForAmount(amountCents: Cents, priceTicks: number): number {
  positiveInt(amountCents, "An amount");
  positiveInt(priceTicks, "A price");
  const num = BigInt(amountCents) * SCALE;
  const p = BigInt(priceTicks);
  return Number((num + p - 1n) / p);
}

/** The value of `unitsMicro` at `priceTicks`, in cents, rounded down. */
export function valueOfUnits(unitsMicro: number, priceTicks: number): Cents {
  return Number((BigInt(unitsMicro) * BigInt(priceTicks)) / SCALE) as Cents;
}

// ---- Statuses ----

export const ORDER_STATUSES = ["pending_review", "submitted", "filled", "cancelled", "rejected"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_SIDES = ["buy", "sell"] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

/** Modify and cancel: only during the review. Submit: during the review (it skips the rest of the countdown). */
export const canModify = (status: OrderStatus) => status === "pending_review";
export const canCancel = (status: OrderStatus) => status === "pending_review";
export const canSubmit = (status: OrderStatus) => status === "pending_review";
/** Still waiting for the scheduler to fill it. */
export const OPEN_ORDER_STATUSES = ["pending_review", "submitted"] as const satisfies readonly OrderStatus[];
export const isOpen = (status: OrderStatus) => (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
/**
 * What an order list can be filtered by: one status, or "open" for both open statuses (the
 * overview and Enne list what is still to execute in one read).
 */
export const ORDER_FILTERS = [...ORDER_STATUSES, "open"] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export const statusesOf = (filter: OrderFilter): readonly OrderStatus[] => (filter === "open" ? OPEN_ORDER_STATUSES : [filter]);

/** Seconds left until `executeAt` on the server's clock, never below 0 (rounded up: 0.2 s left is 1). */
export function secondsLeft(executeAt: Date, now: Date): number {
  const ms = executeAt.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 1000);
}
