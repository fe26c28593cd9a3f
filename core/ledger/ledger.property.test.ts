import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asCents, type Cents } from "../money";
import {
  balancesOf,
  cashSummary,
  depositRequested,
  entryTotal,
  holdPlaced,
  holdReleased,
  ledgerTotal,
  memberBalances,
  nextTransferStatus,
  transferEntry,
  withdrawalRequested,
  type JournalEntry,
  type TransferDirection,
  type TransferEvent,
  type TransferStatus,
} from ".";

// Random sequences of operations on a few members, booked on an in-memory ledger the way the
// service books them: every check reads balances derived from the postings so far.

const MEMBERS = [1, 2, 3];
const member = fc.constantFrom(...MEMBERS);
const amount = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 10_000 }), weight: 4 }, { arbitrary: fc.integer({ min: 1, max: 500_000_000 }), weight: 1 });
const pick = fc.nat({ max: 1_000 });

type Op =
  | { op: "deposit"; member: number; amount: number }
  | { op: "withdraw"; member: number; amount: number }
  | { op: "move"; event: TransferEvent; pick: number }
  | { op: "hold"; member: number; amount: number }
  | { op: "release"; member: number; amount: number };

const operation: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant("deposit" as const), member, amount }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant("withdraw" as const), member, amount }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant("move" as const), event: fc.constantFrom<TransferEvent>("settle", "settle", "fail", "cancel"), pick }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant("hold" as const), member, amount }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant("release" as const), member, amount }), weight: 1 },
);

type Transfer = { direction: TransferDirection; member: number; amount: Cents; status: TransferStatus };

describe("the ledger under any sequence of operations", () => {
  it("balances every entry, sums to zero, and never lets cash go negative", () => {
    let withdrawalsBooked = 0;
    let withdrawalsRefused = 0;
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 200, size: "max" }), (ops) => {
        const ledger: JournalEntry[] = [];
        const transfers: Transfer[] = [];
        // Balances kept step by step from each entry's own postings; checked against the whole ledger's at the end.
        const balances = new Map<string, Cents>();
        const book = (entry: JournalEntry) => {
          ledger.push(entry);
          for (const [key, value] of balancesOf([entry])) balances.set(key, asCents((balances.get(key) ?? 0) + value));
        };
        const balancesFor = (id: number) => memberBalances(balances, id);

        for (const step of ops) {
          const before = ledger.length;
          let refused = false;
          if (step.op === "deposit") {
            book(depositRequested(step.member, asCents(step.amount)));
            transfers.push({ direction: "deposit", member: step.member, amount: asCents(step.amount), status: "pending" });
          } else if (step.op === "withdraw") {
            const available = cashSummary(balancesFor(step.member)).available;
            const result = withdrawalRequested(step.member, asCents(step.amount), balancesFor(step.member));
            expect(result.ok).toBe(step.amount <= available);
            if (result.ok) withdrawalsBooked += 1;
            else withdrawalsRefused += 1;
            if (result.ok) {
              book(result.entry);
              transfers.push({ direction: "withdrawal", member: step.member, amount: asCents(step.amount), status: "pending" });
            } else refused = true;
          } else if (step.op === "move") {
            const transfer = transfers[step.pick % Math.max(transfers.length, 1)];
            const next = transfer ? nextTransferStatus(transfer.direction, transfer.status, step.event) : null;
            if (transfer && next) {
              book(transferEntry(transfer.direction, step.event, transfer.member, transfer.amount));
              transfer.status = next;
            } else refused = true;
          } else if (step.op === "hold") {
            const result = holdPlaced(step.member, asCents(step.amount), balancesFor(step.member));
            if (result.ok) book(result.entry);
            else refused = true;
          } else {
            const held = balancesFor(step.member).member_held;
            if (held > 0) book(holdReleased(step.member, asCents(Math.min(step.amount, held)), balancesFor(step.member)));
            else refused = true;
          }
          if (refused) expect(ledger.length).toBe(before); // a refused operation books nothing

          expect(ledgerTotal(balances)).toBe(0);
          for (const id of MEMBERS) {
            const mine = memberBalances(balances, id);
            const summary = cashSummary(mine);
            expect(mine.member_cash).toBeGreaterThanOrEqual(0);
            expect(mine.member_pending_deposit).toBeGreaterThanOrEqual(0);
            expect(mine.member_pending_withdrawal).toBeGreaterThanOrEqual(0);
            expect(mine.member_held).toBeGreaterThanOrEqual(0);
            expect(summary.available).toBe(summary.settled - summary.held);
            // Pending balances are exactly the pending transfers.
            const pendingOf = (direction: TransferDirection) =>
              transfers.filter((t) => t.member === id && t.direction === direction && t.status === "pending").reduce((s, t) => s + t.amount, 0);
            expect(mine.member_pending_deposit).toBe(pendingOf("deposit"));
            expect(mine.member_pending_withdrawal).toBe(pendingOf("withdrawal"));
          }
        }
        for (const entry of ledger) {
          expect(entry.postings.length).toBeGreaterThanOrEqual(2);
          expect(entryTotal(entry)).toBe(0);
        }
        expect(balancesOf(ledger)).toEqual(balances);
        // What the members own is exactly what the banks sent in and not yet out.
        const owned = MEMBERS.reduce((sum, id) => {
          const m = memberBalances(balances, id);
          return sum + m.member_cash + m.member_pending_deposit + m.member_pending_withdrawal + m.member_held;
        }, 0);
        expect(owned + (balances.get("bank_clearing") ?? 0)).toBe(0);
      }),
      { numRuns: 200 },
    );
    // The runs did reach both sides of the rule.
    expect(withdrawalsBooked).toBeGreaterThan(50);
    expect(withdrawalsRefused).toBeGreaterThan(50);
  });
});
