import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Transfer, TransferRequest } from "../../../core/contracts/investor";
import { toMoneyString } from "../../../core/contracts/investor";
import { depositRequested, nextTransferStatus, transferEntry, withdrawalRequested, type TransferDirection, type TransferEvent, type TransferStatus } from "../../../core/ledger";
import { asCents, formatUsd, type Cents } from "../../../core/money";
import type { Database } from "../../db/connection";
import { pageTotal } from "../../platform/page-total";
import { linkedBanks, notifications, transfers } from "../../db/schema";
import { INVESTOR_TRANSFER_FAILED } from "../../../core/messages/investor";
import { enqueueJob, type JobHandler } from "../../platform/jobs";
import { accountIsOpen } from "./application";
import { findBank } from "./banks";
import { bookEntry, lockMember, memberBalancesOf } from "./ledger";
import { levelOf, notifyTierChange } from "./service";

// Deposits and withdrawals (issue "Investor accounts for real" §4, docs/decisions/009-ledger.md).
// Every change of a transfer is one transaction with its ledger entry, under the member's row lock
// (lockMember), so balances read to decide are the ones the booking changes. Settlement is the job
// "settle-transfer" (docs/decisions/008), keyed by the transfer id, so it runs once per transfer.

export const SETTLE_TRANSFER_JOB = "settle-transfer";

type Row = typeof transfers.$inferSelect;

export const transferView = (row: Row): Transfer => ({
  id: row.id,
  bankId: row.bankId,
  direction: row.direction as TransferDirection,
  amount: toMoneyString(asCents(row.amountCents)),
  status: row.status as TransferStatus,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});

export type TransferRefusal =
  | { ok: false; reason: "account-not-open" }
  | { ok: false; reason: "bank-not-found" }
  | { ok: false; reason: "insufficient-funds"; available: string };

/**
 * Books a deposit or withdrawal, once per idempotency key: a repeat answers the first transfer
 * (created: false) and books nothing. A withdrawal beyond the available cash is refused with
 * nothing written. The settlement job is queued in the same transaction.
 */
export async function createTransfer(
  db: Database,
  userId: number,
  request: TransferRequest,
  settlementSeconds: number,
): Promise<{ ok: true; created: boolean; transfer: Transfer } | TransferRefusal> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [first] = await tx.select().from(transfers).where(and(eq(transfers.userId, userId), eq(transfers.idempotencyKey, request.idempotencyKey))).limit(1);
    if (first) return { ok: true as const, created: false, transfer: transferView(first) };
    if (!(await accountIsOpen(tx, userId))) return { ok: false as const, reason: "account-not-open" as const };
    if (!(await findBank(tx, userId, request.bankId))) return { ok: false as const, reason: "bank-not-found" as const };

    const amount: Cents = request.amount;
    let entry;
    const levelBefore = await levelOf(tx, userId);
    if (request.direction === "deposit") {
      entry = depositRequested(userId, amount);
    } else {
      const decided = withdrawalRequested(userId, amount, await memberBalancesOf(tx, userId));
      if (!decided.ok) return { ok: false as const, reason: "insufficient-funds" as const, available: formatUsd(decided.available) };
      entry = decided.entry;
    }
    const [row] = await tx
      .insert(transfers)
      .values({ userId, bankId: request.bankId, direction: request.direction, amountCents: amount, idempotencyKey: request.idempotencyKey })
      .returning();
    await bookEntry(tx, entry, row!.id);
    await enqueueJob(tx, { kind: SETTLE_TRANSFER_JOB, key: String(row!.id), payload: { transferId: row!.id }, runAt: new Date(Date.now() + settlementSeconds * 1000) });
    // A withdrawal leaves settled cash when requested: the tier may drop now.
    if (request.direction === "withdrawal") await notifyTierChange(tx, userId, levelBefore);
    return { ok: true as const, created: true, transfer: transferView(row!) };
  });
}

/**
 * Moves a pending transfer on (settle, fail, cancel) with its entry, in the caller's transaction,
 * after taking the member's lock. Null: not the member's, or not allowed from its status (a
 * repeat finds it no longer pending and books nothing).
 */
async function moveTransfer(tx: Database, transferId: number, event: TransferEvent, userId?: number): Promise<{ row: Row; moved: boolean } | null> {
  const [peek] = await tx.select({ userId: transfers.userId }).from(transfers).where(eq(transfers.id, transferId)).limit(1);
  if (!peek || (userId !== undefined && peek.userId !== userId)) return null;
  await lockMember(tx, peek.userId);
  const [row] = await tx.select().from(transfers).where(eq(transfers.id, transferId)).for("update");
  if (!row) return null;
  const direction = row.direction as TransferDirection;
  const next = nextTransferStatus(direction, row.status as TransferStatus, event);
  if (next === null) return { row, moved: false };
  const levelBefore = await levelOf(tx, row.userId);
  await bookEntry(tx, transferEntry(direction, event, row.userId, asCents(row.amountCents)), row.id);
  const [updated] = await tx.update(transfers).set({ status: next, settledAt: new Date() }).where(eq(transfers.id, row.id)).returning();
  await notifyTierChange(tx, row.userId, levelBefore);
  return { row: updated!, moved: true };
}

/** A member cancels a pending deposit of theirs. */
export async function cancelTransfer(db: Database, userId: number, transferId: number): Promise<{ ok: true; transfer: Transfer } | { ok: false; reason: "not-found" | "not-cancellable" }> {
  return db.transaction(async (tx) => {
    const moved = await moveTransfer(tx, transferId, "cancel", userId);
    if (!moved) return { ok: false as const, reason: "not-found" as const };
    if (!moved.moved) return { ok: false as const, reason: "not-cancellable" as const };
    return { ok: true as const, transfer: transferView(moved.row) };
  });
}

/**
 * The settlement job's handler: settles the transfer if it is still pending, in the job's
 * transaction (the job is marked done in the same one). Idempotent: a cancelled or already settled
 * transfer is left as it is.
 */
export const settleTransferJob: JobHandler = async ({ job, tx }) => {
  const transferId = Number((job.payload as { transferId?: unknown })?.transferId);
  if (!Number.isSafeInteger(transferId) || transferId <= 0) throw new Error(`settle-transfer job ${job.id} has no transfer id`);
  const db = tx as unknown as Database;
  // A bank account removed while the transfer was pending can no longer send or receive it: the
  // transfer fails, its entry reverses the pending one, and the member is told why.
  const [bank] = await db
    .select({ removedAt: linkedBanks.removedAt })
    .from(transfers)
    .innerJoin(linkedBanks, eq(linkedBanks.id, transfers.bankId))
    .where(eq(transfers.id, transferId))
    .limit(1);
  const event: TransferEvent = bank?.removedAt ? "fail" : "settle";
  const moved = await moveTransfer(db, transferId, event);
  if (event === "fail" && moved?.moved) {
    const direction = moved.row.direction as TransferDirection;
    const text = INVESTOR_TRANSFER_FAILED(direction, formatUsd(asCents(moved.row.amountCents), { cents: true }));
    await db.insert(notifications).values({ userId: moved.row.userId, kind: "message", topic: "transfer-failed", ...text });
  }
};

export type TransferQuery = { page: number; size: number; direction?: TransferDirection; status?: TransferStatus };

export async function listTransfers(db: Database, userId: number, query: TransferQuery) {
  const conditions: SQL[] = [eq(transfers.userId, userId)];
  if (query.direction) conditions.push(eq(transfers.direction, query.direction));
  if (query.status) conditions.push(eq(transfers.status, query.status));
  const where = and(...conditions);
  const rows = await db.select().from(transfers).where(where).orderBy(desc(transfers.createdAt), desc(transfers.id)).limit(query.size).offset((query.page - 1) * query.size);
  const total = await pageTotal(db, transfers, where, query, rows.length);
  return { items: rows.map(transferView), page: query.page, size: query.size, total };
}

/** The job handlers of the investor module, for the job runner. */
export const investorJobHandlers = () => ({ [SETTLE_TRANSFER_JOB]: settleTransferJob });
