// Tax lots (issue "Trading" §2): a buy's fill is a lot (date, units, cost); a sale closes lots first
// in, first out. A lot closed in part keeps the rest of its cost: the part taken is
// ⌊cost × units taken / units left⌋, so the costs of the parts always add up to the lot's cost.

export type Lot = { id: number; acquiredOn: string; unitsMicro: number; costCents: number };
export type LotClosing = { lotId: number; unitsMicro: number; costCents: number; remainingUnitsMicro: number; remainingCostCents: number };

export type FifoResult = { ok: true; closings: LotClosing[]; costCents: number } | { ok: false; heldMicro: number };

/** Closes `unitsMicro` from `lots` (any order: sorted here by date, then id), oldest first. */
export function closeLotsFifo(lots: readonly Lot[], unitsMicro: number): FifoResult {
  if (!Number.isSafeInteger(unitsMicro) || unitsMicro <= 0) throw new RangeError(`Units to close must be a positive whole number, got ${unitsMicro}`);
  const open = lots.filter((l) => l.unitsMicro > 0).sort((a, b) => (a.acquiredOn < b.acquiredOn ? -1 : a.acquiredOn > b.acquiredOn ? 1 : a.id - b.id));
  const heldMicro = open.reduce((sum, l) => sum + l.unitsMicro, 0);
  if (unitsMicro > heldMicro) return { ok: false, heldMicro };
  const closings: LotClosing[] = [];
  let left = unitsMicro;
  let costCents = 0;
  for (const lot of open) {
    if (left === 0) break;
    const take = Math.min(left, lot.unitsMicro);
    const cost = take === lot.unitsMicro ? lot.costCents : Number((BigInt(lot.costCents) * BigInt(take)) / BigInt(lot.unitsMicro));
    closings.push({ lotId: lot.id, unitsMicro: take, costCents: cost, remainingUnitsMicro: lot.unitsMicro - take, remainingCostCents: lot.costCents - cost });
    costCents += cost;
    left -= take;
  }
  return { ok: true, closings, costCents };
}
