import { describe, expect, it } from "vitest";
import { asCents, type Cents } from "../money";
import {
  accountKey,
  BANK_CLEARING,
  balancedEntry,
  balancesOf,
  cashSummary,
  depositRequested,
  depositReversed,
  depositSettled,
  entryTotal,
  holdPlaced,
  holdReleased,
  ledgerTotal,
  memberAccount,
  memberBalances,
  nextTransferStatus,
  parseAccountKey,
  transferEntry,
  UnbalancedEntryError,
  withdrawalRequested,
  withdrawalReversed,
  withdrawalSettled,
  type JournalEntry,
} from ".";

const c = (n: number) => asCents(n);
const cash = (id: number) => memberAccount("member_cash", id);
const postingsOf = (entry: JournalEntry) => Object.fromEntries(entry.postings.map((p) => [accountKey(p.account), p.amount]));

describe("a journal entry", () => {
  it("is two or more postings that sum to zero", () => {
    const entry = balancedEntry("deposit_settled", [
      { account: cash(1), amount: 500 },
      { account: memberAccount("member_pending_deposit", 1), amount: -500 },
    ]);
    expect(entryTotal(entry)).toBe(0);
    expect(Object.isFrozen(entry) && Object.isFrozen(entry.postings)).toBe(true);
    const three = balancedEntry("hold_placed", [
      { account: cash(1), amount: -300 },
      { account: memberAccount("member_held", 1), amount: 200 },
      { account: memberAccount("member_held", 2), amount: 100 },
    ]);
    expect(three.postings).toHaveLength(3);
  });

  it.each<[string, { account: ReturnType<typeof cash>; amount: number }[]]>([
    ["no postings", []],
    ["one posting", [{ account: cash(1), amount: 0 }]],
    ["unbalanced", [{ account: cash(1), amount: 500 }, { account: BANK_CLEARING, amount: -499 }]],
    ["a zero posting", [{ account: cash(1), amount: 0 }, { account: BANK_CLEARING, amount: 0 }]],
    ["fractions of a cent", [{ account: cash(1), amount: 0.5 }, { account: BANK_CLEARING, amount: -0.5 }]],
    ["an unsafe integer", [{ account: cash(1), amount: 2 ** 53 }, { account: BANK_CLEARING, amount: -(2 ** 53) }]],
    ["one account twice", [{ account: cash(1), amount: 5 }, { account: cash(1), amount: -5 }]],
  ])("refuses %s", (_, postings) => {
    expect(() => balancedEntry("deposit_requested", postings)).toThrow(UnbalancedEntryError);
  });
});

describe("accounts", () => {
  it("have one key each, read back", () => {
    expect(accountKey(cash(42))).toBe("member_cash:42");
    expect(accountKey(BANK_CLEARING)).toBe("bank_clearing");
    expect(parseAccountKey("member_cash:42")).toEqual(cash(42));
    expect(parseAccountKey("bank_clearing")).toEqual(BANK_CLEARING);
    for (const bad of ["member_cash", "member_cash:0", "member_cash:-1", "member_cash:01", "bank_clearing:1", "cash:1", "member_cash:1:2", ""]) {
      expect(parseAccountKey(bad)).toBeNull();
    }
    expect(() => memberAccount("member_cash", 0)).toThrow(RangeError);
  });
});

describe("the postings of transfers", () => {
  it("moves a deposit from the bank to pending, then to cash", () => {
    expect(postingsOf(depositRequested(7, c(15_000_000)))).toEqual({ bank_clearing: -15_000_000, "member_pending_deposit:7": 15_000_000 });
    expect(postingsOf(depositSettled(7, c(15_000_000)))).toEqual({ "member_pending_deposit:7": -15_000_000, "member_cash:7": 15_000_000 });
    expect(postingsOf(depositReversed(7, c(100), "cancelled"))).toEqual({ "member_pending_deposit:7": -100, bank_clearing: 100 });
    expect(depositReversed(7, c(100), "failed").kind).toBe("deposit_failed");
  });

  it("takes a withdrawal from cash when requested, and out to the bank when settled", () => {
    const balances = memberBalances(balancesOf([depositRequested(7, c(1_000)), depositSettled(7, c(1_000))]), 7);
    const requested = withdrawalRequested(7, c(400), balances);
    expect(requested.ok && postingsOf(requested.entry)).toEqual({ "member_cash:7": -400, "member_pending_withdrawal:7": 400 });
    expect(postingsOf(withdrawalSettled(7, c(400)))).toEqual({ "member_pending_withdrawal:7": -400, bank_clearing: 400 });
    expect(postingsOf(withdrawalReversed(7, c(400), "failed"))).toEqual({ "member_pending_withdrawal:7": -400, "member_cash:7": 400 });
  });

  it("refuses a withdrawal beyond settled cash minus held", () => {
    const ledger = [depositRequested(1, c(1_000)), depositSettled(1, c(1_000)), depositRequested(1, c(5_000))];
    let balances = memberBalances(balancesOf(ledger), 1);
    expect(withdrawalRequested(1, c(1_001), balances)).toEqual({ ok: false, reason: "insufficient_funds", available: 1_000 });
    const hold = holdPlaced(1, c(300), balances);
    if (!hold.ok) throw new Error("the hold fits");
    balances = memberBalances(balancesOf([...ledger, hold.entry]), 1);
    expect(cashSummary(balances)).toEqual({ settled: 1_000, pending: 5_000, held: 300, available: 700, pendingWithdrawal: 0 });
    expect(withdrawalRequested(1, c(701), balances)).toEqual({ ok: false, reason: "insufficient_funds", available: 700 });
    expect(withdrawalRequested(1, c(700), balances).ok).toBe(true);
    expect(holdPlaced(1, c(701), balances).ok).toBe(false);
    expect(postingsOf(holdReleased(1, c(300), balances))).toEqual({ "member_held:1": -300, "member_cash:1": 300 });
    expect(() => holdReleased(1, c(301), balances)).toThrow(RangeError);
  });

  it("refuses amounts that are not positive", () => {
    expect(() => depositRequested(1, c(0))).toThrow(RangeError);
    expect(() => depositRequested(1, c(-5))).toThrow(RangeError);
    expect(() => depositRequested(1, 1.5 as Cents)).toThrow(RangeError);
  });

  it("derives balances and a zero total", () => {
    const balances = balancesOf([depositRequested(1, c(900)), depositRequested(2, c(100)), depositSettled(1, c(900))]);
    expect(Object.fromEntries(balances)).toEqual({ bank_clearing: -1_000, "member_pending_deposit:1": 0, "member_cash:1": 900, "member_pending_deposit:2": 100 });
    expect(ledgerTotal(balances)).toBe(0);
    expect(cashSummary(memberBalances(balances, 2))).toEqual({ settled: 0, pending: 100, held: 0, available: 0, pendingWithdrawal: 0 });
    expect(memberBalances(balances, 3).member_cash).toBe(0);
  });
});

describe("a transfer's life", () => {
  it("leaves pending once, and only a deposit is cancelled", () => {
    expect(nextTransferStatus("deposit", "pending", "settle")).toBe("settled");
    expect(nextTransferStatus("deposit", "pending", "fail")).toBe("failed");
    expect(nextTransferStatus("deposit", "pending", "cancel")).toBe("cancelled");
    expect(nextTransferStatus("withdrawal", "pending", "settle")).toBe("settled");
    expect(nextTransferStatus("withdrawal", "pending", "fail")).toBe("failed");
    expect(nextTransferStatus("withdrawal", "pending", "cancel")).toBeNull();
    for (const done of ["settled", "failed", "cancelled"] as const) {
      for (const event of ["settle", "fail", "cancel"] as const) expect(nextTransferStatus("deposit", done, event)).toBeNull();
    }
  });

  it("pairs each move with its entry", () => {
    expect(transferEntry("deposit", "settle", 1, c(5)).kind).toBe("deposit_settled");
    expect(transferEntry("deposit", "cancel", 1, c(5)).kind).toBe("deposit_cancelled");
    expect(transferEntry("deposit", "fail", 1, c(5)).kind).toBe("deposit_failed");
    expect(transferEntry("withdrawal", "settle", 1, c(5)).kind).toBe("withdrawal_settled");
    expect(transferEntry("withdrawal", "fail", 1, c(5)).kind).toBe("withdrawal_failed");
  });
});
