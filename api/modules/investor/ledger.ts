import { eq, sql } from "drizzle-orm";
import { asCents, ZERO_CENTS, type Cents } from "../../../core/money";
import { isMemberAccount, MEMBER_ACCOUNT_KINDS, type JournalEntry, type MemberAccountKind, type MemberBalances } from "../../../core/ledger";
import type { Database } from "../../db/connection";
import { builtOnce } from "../../db/prepared";
import { ledgerEntries, ledgerPostings, users } from "../../db/schema";

// The ledger's storage (docs/decisions/009-ledger.md): entries made by core/ledger's balancedEntry
// are written with their postings; balances are sums of postings, read in the caller's transaction.

/** Writes a balanced journal entry (core/ledger made it, so its postings sum to zero), with the transfer or order it belongs to. */
export async function bookEntry(tx: Database, entry: JournalEntry, transferId: number | null, orderId: number | null = null): Promise<void> {
  const [row] = await tx.insert(ledgerEntries).values({ kind: entry.kind, transferId, orderId }).returning({ id: ledgerEntries.id });
  await tx.insert(ledgerPostings).values(
    entry.postings.map((p) => ({
      entryId: row!.id,
      accountKind: p.account.kind,
      memberId: isMemberAccount(p.account) ? p.account.memberId : null,
      productId: isMemberAccount(p.account) ? (p.account.productId ?? null) : null,
      amountCents: p.amount,
    })),
  );
}

const balancesByKind = builtOnce((db) =>
  db
    .select({ kind: ledgerPostings.accountKind, total: sql<string>`coalesce(sum(${ledgerPostings.amountCents}), 0)::text` })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.memberId, sql.placeholder("memberId")))
    .groupBy(ledgerPostings.accountKind)
    .prepare("member_balances_by_kind"),
);

/** A member's balances, by account kind, summed from the postings. */
export async function memberBalancesOf(db: Database, memberId: number): Promise<MemberBalances> {
  const rows = await balancesByKind(db).execute({ memberId });
  const balances = Object.fromEntries(MEMBER_ACCOUNT_KINDS.map((kind) => [kind, ZERO_CENTS])) as Record<MemberAccountKind, Cents>;
  for (const row of rows) {
    if ((MEMBER_ACCOUNT_KINDS as readonly string[]).includes(row.kind)) balances[row.kind as MemberAccountKind] = asCents(Number(row.total));
  }
  return balances;
}

/** The sum of every posting: zero in a sound ledger. */
export async function ledgerTotalCents(db: Database): Promise<Cents> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${ledgerPostings.amountCents}), 0)::text` }).from(ledgerPostings);
  return asCents(Number(row?.total ?? 0));
}

/**
 * Locks the member's row until the transaction ends: every booking that reads a member's balances
 * to decide (a withdrawal, a cancellation, a settlement) takes it first, so concurrent requests of
 * one member queue and none spends the same dollars twice (PostgreSQL and PGlite alike).
 */
export async function lockMember(tx: Database, memberId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for("update");
}
