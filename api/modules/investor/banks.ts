import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Bank, BankLinkRequest } from "../../../core/contracts/investor";
import { maskAccountNumber, MAX_LINKED_BANKS, type AccountType } from "../../../core/investor";
import type { Database } from "../../db/connection";
import { linkedBanks } from "../../db/schema";
import { lockMember } from "./ledger";
import { encryptText } from "./secrets";

// Linked bank accounts (issue "Investor accounts for real" §4): at most 3 in use; the account
// number encrypted with its last four for display; removal keeps the row for the transfer history.

type Row = typeof linkedBanks.$inferSelect;

const view = (row: Row): Bank => ({
  id: row.id,
  holderName: row.holderName,
  routingNumber: row.routingNumber,
  accountNumberMasked: maskAccountNumber(row.accountNumberLast4),
  accountType: row.accountType as AccountType,
  createdAt: row.createdAt.toISOString(),
});

const inUse = (userId: number) => and(eq(linkedBanks.userId, userId), isNull(linkedBanks.removedAt));

export async function listBanks(db: Database, userId: number): Promise<Bank[]> {
  return (await db.select().from(linkedBanks).where(inUse(userId)).orderBy(asc(linkedBanks.id))).map(view);
}

/** A bank in use of the member's, or null. */
export async function findBank(db: Database, userId: number, bankId: number): Promise<Row | null> {
  const [row] = await db.select().from(linkedBanks).where(and(inUse(userId), eq(linkedBanks.id, bankId))).limit(1);
  return row ?? null;
}

export async function linkBank(db: Database, key: string, userId: number, request: BankLinkRequest): Promise<{ ok: true; bank: Bank } | { ok: false; reason: "too-many" }> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId); // two links at once cannot pass the limit together
    const [linked] = await tx.select({ n: count() }).from(linkedBanks).where(inUse(userId));
    if (Number(linked?.n ?? 0) >= MAX_LINKED_BANKS) return { ok: false as const, reason: "too-many" as const };
    const [row] = await tx
      .insert(linkedBanks)
      .values({
        userId,
        holderName: request.holderName,
        routingNumber: request.routingNumber,
        accountNumberCipher: encryptText(key, request.accountNumber),
        accountNumberLast4: request.accountNumber.slice(-4),
        accountType: request.accountType,
      })
      .returning();
    return { ok: true as const, bank: view(row!) };
  });
}

/** Removes a linked bank of the member's; false when there is none by that id. */
export async function removeBank(db: Database, userId: number, bankId: number): Promise<boolean> {
  const removed = await db.update(linkedBanks).set({ removedAt: new Date() }).where(and(inUse(userId), eq(linkedBanks.id, bankId))).returning({ id: linkedBanks.id });
  return removed.length > 0;
}
