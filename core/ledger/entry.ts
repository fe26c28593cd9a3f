import { addCents, asCents, ZERO_CENTS, type Cents } from "../money";
import { accountKey, type LedgerAccount, type MemberAccountKind } from "./accounts";

// Journal entries and the balances derived from them (docs/decisions/009-ledger.md). A balance is
// never written: it is the sum of an account's postings.

export type Posting = { readonly account: LedgerAccount; readonly amount: Cents };

/** What a journal entry records, for the history and for checks. */
export type EntryKind =
  | "deposit_requested"
  | "deposit_settled"
  | "deposit_cancelled"
  | "deposit_failed"
  | "withdrawal_requested"
  | "withdrawal_settled"
  | "withdrawal_failed"
  | "withdrawal_cancelled"
  | "hold_placed"
  | "hold_released"
  | "buy_filled"
  | "sell_filled";

/** One movement of money: two or more postings that sum to exactly zero. Made only by balancedEntry. */
export type JournalEntry = { readonly kind: EntryKind; readonly postings: readonly Posting[] };

export class UnbalancedEntryError extends Error {
  override name = "UnbalancedEntryError";
}

/**
 * The one way to make a journal entry: refuses fewer than two postings, an amount that is not a
 * whole, non-zero number of cents, the same account twice, and postings that do not sum to zero.
 */
export function balancedEntry(kind: EntryKind, postings: readonly { account: LedgerAccount; amount: number }[]): JournalEntry {
  if (postings.length < 2) throw new UnbalancedEntryError(`A journal entry needs at least two postings, got ${postings.length}`);
  const seen = new Set<string>();
  let sum = ZERO_CENTS;
  const checked = postings.map(({ account, amount }) => {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new UnbalancedEntryError(`A posting is a non-zero whole number of cents, got ${amount}`);
    const key = accountKey(account);
    if (seen.has(key)) throw new UnbalancedEntryError(`The account ${key} is posted to twice in one entry`);
    seen.add(key);
    const cents = asCents(amount);
    sum = addCents(sum, cents);
    return Object.freeze({ account, amount: cents });
  });
  if (sum !== 0) throw new UnbalancedEntryError(`The postings of a journal entry must sum to zero, they sum to ${sum}`);
  return Object.freeze({ kind, postings: Object.freeze(checked) });
}

/** The sum of an entry's postings: zero for every entry balancedEntry makes. */
export const entryTotal = (entry: JournalEntry): Cents => entry.postings.reduce((sum, p) => addCents(sum, p.amount), ZERO_CENTS);

/** Every account's balance, keyed by accountKey, from the postings of the given entries. */
export function balancesOf(entries: Iterable<JournalEntry>): Map<string, Cents> {
  const balances = new Map<string, Cents>();
  for (const entry of entries) {
    for (const { account, amount } of entry.postings) {
      const key = accountKey(account);
      balances.set(key, addCents(balances.get(key) ?? ZERO_CENTS, amount));
    }
  }
  return balances;
}

/** The sum of every balance: always zero for a ledger of balanced entries. */
export function ledgerTotal(balances: ReadonlyMap<string, Cents>): Cents {
  let total = ZERO_CENTS;
  for (const amount of balances.values()) total = addCents(total, amount);
  return total;
}

export type MemberBalances = Readonly<Record<MemberAccountKind, Cents>>;

/** A member's balances by account kind (0 for an account without postings). */
export function memberBalances(balances: ReadonlyMap<string, Cents>, memberId: number): MemberBalances {
  // member_securities is kept per product: its balance here is the sum over the products.
  const of = (kind: MemberAccountKind) => {
    let total = balances.get(`${kind}:${memberId}`) ?? ZERO_CENTS;
    for (const [key, amount] of balances) if (key.startsWith(`${kind}:${memberId}:`)) total = addCents(total, amount);
    return total;
  };
  return {
    member_cash: of("member_cash"),
    member_pending_deposit: of("member_pending_deposit"),
    member_pending_withdrawal: of("member_pending_withdrawal"),
    member_held: of("member_held"),
    member_securities: of("member_securities"),
  };
}

/**
 * The cash a member sees (GET /api/investor/account `cash`):
 * * settled: their settled cash, the part held for open orders included (member_cash + member_held);
 * * pending: deposits on their way in (member_pending_deposit);
 * * held: settled cash held for open orders (member_held);
 * * available: settled − held, what a withdrawal or a new order may use (= member_cash).
 * A withdrawal leaves settled cash when it is requested; pendingWithdrawal is what is on its way out.
 */
export type CashSummary = { settled: Cents; pending: Cents; held: Cents; available: Cents; pendingWithdrawal: Cents };

export function cashSummary(member: MemberBalances): CashSummary {
  const settled = addCents(member.member_cash, member.member_held);
  return {
    settled,
    pending: member.member_pending_deposit,
    held: member.member_held,
    available: asCents(settled - member.member_held),
    pendingWithdrawal: member.member_pending_withdrawal,
  };
}

