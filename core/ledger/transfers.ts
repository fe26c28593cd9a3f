import { subtractCents, type Cents } from "../money";
import { BANK_CLEARING, memberAccount } from "./accounts";
import { balancedEntry, type JournalEntry, type MemberBalances } from "./entry";

// The postings of deposits, withdrawals and holds (docs/decisions/009-ledger.md), as pure
// functions of the amount: the service books the entry these return, in the same transaction
// that changes the transfer's status.
//
//   deposit requested     bank_clearing −X        member_pending_deposit +X
//   deposit settled       member_pending_deposit −X   member_cash +X
//   deposit cancelled     member_pending_deposit −X   bank_clearing +X
//   deposit failed        (the same as cancelled)
//   withdrawal requested  member_cash −X          member_pending_withdrawal +X   (only if X ≤ available)
//   withdrawal settled    member_pending_withdrawal −X   bank_clearing +X
//   withdrawal failed     member_pending_withdrawal −X   member_cash +X
//   withdrawal cancelled  (the same as failed)
//   hold placed           member_cash −X          member_held +X                 (only if X ≤ available)
//   hold released         member_held −X          member_cash +X
//
// A withdrawal takes the cash out of member_cash when it is requested, not when it settles, so two
// withdrawals can never both spend the same dollars, and available needs no separate hold for them.

export type TransferDirection = "deposit" | "withdrawal";
export type TransferStatus = "pending" | "settled" | "failed" | "cancelled";
export type TransferEvent = "settle" | "fail" | "cancel";

function positive(amount: Cents): Cents {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`A transfer amount is a positive whole number of cents, got ${amount}`);
  return amount;
}

export function depositRequested(memberId: number, amount: Cents): JournalEntry {
  const x = positive(amount);
  return balancedEntry("deposit_requested", [
    { account: BANK_CLEARING, amount: -x },
    { account: memberAccount("member_pending_deposit", memberId), amount: x },
  ]);
}

export function depositSettled(memberId: number, amount: Cents): JournalEntry {
  const x = positive(amount);
  return balancedEntry("deposit_settled", [
    { account: memberAccount("member_pending_deposit", memberId), amount: -x },
    { account: memberAccount("member_cash", memberId), amount: x },
  ]);
}

/** A pending deposit cancelled by the member or failed at the bank: the pending amount goes back. */
export function depositReversed(memberId: number, amount: Cents, why: "cancelled" | "failed"): JournalEntry {
  const x = positive(amount);
  return balancedEntry(why === "cancelled" ? "deposit_cancelled" : "deposit_failed", [
    { account: memberAccount("member_pending_deposit", memberId), amount: -x },
    { account: BANK_CLEARING, amount: x },
  ]);
}

export type Refusal = { ok: false; reason: "insufficient_funds"; available: Cents };

/** A withdrawal, if it fits in the available cash (settled − held); checked against balances read in the booking transaction. */
export function withdrawalRequested(memberId: number, amount: Cents, balances: MemberBalances): { ok: true; entry: JournalEntry } | Refusal {
  const x = positive(amount);
  const available = balances.member_cash;
  if (x > available) return { ok: false, reason: "insufficient_funds", available };
  return {
    ok: true,
    entry: balancedEntry("withdrawal_requested", [
      { account: memberAccount("member_cash", memberId), amount: -x },
      { account: memberAccount("member_pending_withdrawal", memberId), amount: x },
    ]),
  };
}

export function withdrawalSettled(memberId: number, amount: Cents): JournalEntry {
  const x = positive(amount);
  return balancedEntry("withdrawal_settled", [
    { account: memberAccount("member_pending_withdrawal", memberId), amount: -x },
    { account: BANK_CLEARING, amount: x },
  ]);
}

/** A withdrawal the bank refused (or cancelled before it left): the cash comes back. */
export function withdrawalReversed(memberId: number, amount: Cents, why: "cancelled" | "failed"): JournalEntry {
  const x = positive(amount);
  return balancedEntry(why === "cancelled" ? "withdrawal_cancelled" : "withdrawal_failed", [
    { account: memberAccount("member_pending_withdrawal", memberId), amount: -x },
    { account: memberAccount("member_cash", memberId), amount: x },
  ]);
}

/** Cash held for an open order (the issue "Trading"), if it fits in the available cash. */
export function holdPlaced(memberId: number, amount: Cents, balances: MemberBalances): { ok: true; entry: JournalEntry } | Refusal {
  const x = positive(amount);
  if (x > balances.member_cash) return { ok: false, reason: "insufficient_funds", available: balances.member_cash };
  return {
    ok: true,
    entry: balancedEntry("hold_placed", [
      { account: memberAccount("member_cash", memberId), amount: -x },
      { account: memberAccount("member_held", memberId), amount: x },
    ]),
  };
}

export function holdReleased(memberId: number, amount: Cents, balances: MemberBalances): JournalEntry {
  const x = positive(amount);
  if (subtractCents(balances.member_held, x) < 0) throw new RangeError(`Cannot release ${x} cents of a ${balances.member_held}-cent hold`);
  return balancedEntry("hold_released", [
    { account: memberAccount("member_held", memberId), amount: -x },
    { account: memberAccount("member_cash", memberId), amount: x },
  ]);
}

/**
 * A transfer's life: pending, then settled, failed or cancelled, once. Only a pending deposit can
 * be cancelled by the member (issue §4); a withdrawal can fail at the bank. Null: not allowed.
 */
export function nextTransferStatus(direction: TransferDirection, status: TransferStatus, event: TransferEvent): TransferStatus | null {
  if (status !== "pending") return null;
  if (event === "settle") return "settled";
  if (event === "fail") return "failed";
  return direction === "deposit" ? "cancelled" : null;
}

/** The entry that goes with a transfer's move from pending (requested entries are booked by the functions above). */
export function transferEntry(direction: TransferDirection, event: TransferEvent, memberId: number, amount: Cents): JournalEntry {
  if (direction === "deposit") {
    return event === "settle" ? depositSettled(memberId, amount) : depositReversed(memberId, amount, event === "cancel" ? "cancelled" : "failed");
  }
  return event === "settle" ? withdrawalSettled(memberId, amount) : withdrawalReversed(memberId, amount, event === "cancel" ? "cancelled" : "failed");
}
