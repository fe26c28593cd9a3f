// Closing tax lots by the member's cost basis method (issue "Portfolio" §1). FIFO is what the IRS
// presumes and stays the default (core/trading/lots.ts); average cost gives every unit of a product
// the same basis: a sale takes ⌊total cost × units sold ÷ units held⌋ (all of it when everything is
// sold), the units still come out of the lots oldest first (their dates give the holding period), and
// the cost left is spread again over the open lots by their units (the last open lot takes the
// cents the rounding leaves), so the lots' costs always add up to the holding's cost.
import { closeLotsFifo, type Lot } from "../trading/lots";

export const COST_BASIS_METHODS = ["fifo", "average"] as const;
export type CostBasisMethod = (typeof COST_BASIS_METHODS)[number];
export const DEFAULT_COST_BASIS_METHOD: CostBasisMethod = "fifo";

export type LotTaken = { lotId: number; acquiredOn: string; unitsMicro: number; costCents: number };
export type LotUpdate = { lotId: number; remainingUnitsMicro: number; remainingCostCents: number };
export type LotsClosed =
  | { ok: true; taken: LotTaken[]; costCents: number; updates: LotUpdate[] }
  | { ok: false; heldMicro: number };

const byAge = (a: Lot, b: Lot) => (a.acquiredOn < b.acquiredOn ? -1 : a.acquiredOn > b.acquiredOn ? 1 : a.id - b.id);

/** Shares `total` cents over `weights` (non-negative whole numbers, at least one positive) by ⌊total × w ÷ Σw⌋, the last positive weight taking the rest. */
function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const last = weights.reduce((at, w, i) => (w > 0 ? i : at), -1);
  let given = 0;
  return weights.map((w, i) => {
    if (i === last) return total - given;
    const share = w === 0 ? 0 : Number((BigInt(total) * BigInt(w)) / BigInt(sum));
    given += share;
    return share;
  });
}

/** Closes `unitsMicro` of one product's open lots by `method`. */
export function closeLots(method: CostBasisMethod, lots: readonly Lot[], unitsMicro: number): LotsClosed {
  if (method === "fifo") {
    const fifo = closeLotsFifo(lots, unitsMicro);
    if (!fifo.ok) return fifo;
    const dates = new Map(lots.map((l) => [l.id, l.acquiredOn]));
    return {
      ok: true,
      costCents: fifo.costCents,
      taken: fifo.closings.map((c) => ({ lotId: c.lotId, acquiredOn: dates.get(c.lotId)!, unitsMicro: c.unitsMicro, costCents: c.costCents })),
      updates: fifo.closings.map((c) => ({ lotId: c.lotId, remainingUnitsMicro: c.remainingUnitsMicro, remainingCostCents: c.remainingCostCents })),
    };
  }
  if (!Number.isSafeInteger(unitsMicro) || unitsMicro <= 0) throw new RangeError(`Units to close must be a positive whole number, got ${unitsMicro}`);
  const open = lots.filter((l) => l.unitsMicro > 0).sort(byAge);
  const heldMicro = open.reduce((s, l) => s + l.unitsMicro, 0);
  if (unitsMicro > heldMicro) return { ok: false, heldMicro };
  const totalCost = open.reduce((s, l) => s + l.costCents, 0);
  const costCents = unitsMicro === heldMicro ? totalCost : Number((BigInt(totalCost) * BigInt(unitsMicro)) / BigInt(heldMicro));
  // Units oldest first.
  let left = unitsMicro;
  const takenUnits = open.map((l) => {
    const take = Math.min(left, l.unitsMicro);
    left -= take;
    return take;
  });
  const takenCosts = spread(costCents, takenUnits);
  const remainingUnits = open.map((l, i) => l.unitsMicro - takenUnits[i]!);
  const remainingCosts = remainingUnits.some((u) => u > 0) ? spread(totalCost - costCents, remainingUnits) : remainingUnits.map(() => 0);
  const taken: LotTaken[] = [];
  const updates: LotUpdate[] = [];
  open.forEach((lot, i) => {
    if (takenUnits[i]! > 0) taken.push({ lotId: lot.id, acquiredOn: lot.acquiredOn, unitsMicro: takenUnits[i]!, costCents: takenCosts[i]! });
    if (remainingUnits[i] !== lot.unitsMicro || remainingCosts[i] !== lot.costCents) updates.push({ lotId: lot.id, remainingUnitsMicro: remainingUnits[i]!, remainingCostCents: remainingCosts[i]! });
  });
  return { ok: true, taken, costCents, updates };
}

/** Shares a sale's proceeds (cents) over the lots it closed by their units, the last taking the rest. */
export function proceedsByLot(proceedsCents: number, taken: readonly { unitsMicro: number }[]): number[] {
  return taken.length === 0 ? [] : spread(proceedsCents, taken.map((t) => t.unitsMicro));
}
