// What a sale of an amount would realize if it filled at the latest close today: the units the order
// would sell (core/trading/orders), the lots the member's cost basis method would close (./lots),
// and the gain or loss of each part by term (./gains), as a filled sale books them. The investment
// analysis prices rebalancing's sells with it; nothing is booked.
import { asCents } from "../money";
import { fillSellUnits, unitsForAmount } from "../trading/orders";
import { termOf } from "./gains";
import { closeLots, proceedsByLot, type CostBasisMethod } from "./lots";
import type { OpenLot } from "./holdings";

export type SaleInput = {
  method: CostBasisMethod;
  /** The product's open lots. */
  lots: readonly OpenLot[];
  /** The gross amount to sell, in cents (an order's amount). */
  amountCents: number;
  priceTicks: number;
  feeBps: number;
  /** The day of the sale (YYYY-MM-DD): a lot held more than a year by then is long-term. */
  soldOn: string;
};

export type SaleEstimate = { proceedsCents: number; costCents: number; feeCents: number; shortTermCents: number; longTermCents: number; gainCents: number };

const NOTHING: SaleEstimate = { proceedsCents: 0, costCents: 0, feeCents: 0, shortTermCents: 0, longTermCents: 0, gainCents: 0 };

/** The sale's proceeds (gross less the fee), the cost of the lots it closes, and the gain by term (negative: a loss). */
export function estimateSale(input: SaleInput): SaleEstimate {
  const heldMicro = input.lots.reduce((s, l) => s + Math.max(l.unitsMicro, 0), 0);
  if (input.amountCents <= 0 || input.priceTicks <= 0 || heldMicro <= 0) return NOTHING;
  // The units are rounded up so the gross reaches the amount; a sale of everything cannot take more than is held.
  const units = Math.min(unitsForAmount(asCents(input.amountCents), input.priceTicks), heldMicro);
  const closing = closeLots(input.method, input.lots, units);
  if (!closing.ok) return NOTHING;
  const fill = fillSellUnits(units, input.priceTicks, input.feeBps);
  const proceedsCents = fill.grossCents - fill.feeCents;
  const shares = proceedsByLot(proceedsCents, closing.taken);
  let shortTermCents = 0;
  let longTermCents = 0;
  closing.taken.forEach((part, i) => {
    const gain = shares[i]! - part.costCents;
    if (termOf(part.acquiredOn, input.soldOn) === "long") longTermCents += gain;
    else shortTermCents += gain;
  });
  return { proceedsCents, costCents: closing.costCents, feeCents: fill.feeCents, shortTermCents, longTermCents, gainCents: shortTermCents + longTermCents };
}
