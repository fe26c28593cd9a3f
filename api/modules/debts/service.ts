import { and, asc, eq } from "drizzle-orm";
import { addMonthsTo, monthLabel } from "../../../core/budgeting/months";
import { typicalMonthlyIncome } from "../../../core/budgeting/reserve";
import type { DebtInput, DebtsView } from "../../../core/contracts/debts";
import { chartMonths, debtFindings, MAX_DEBTS, paymentsBand, shareBasisPoints, type Debt, type DebtKind } from "../../../core/debts/debts";
import { minimumsOnlyPlan, monthlyInterestCents, payoffPlan, totalMinimumCents, type PayoffPlan, type PlanDebt } from "../../../core/debts/payoff";
import { calendarDateIn, formatBasisPoints } from "../../../core/format";
import { DEBT_KIND_LABELS, DEBT_MESSAGES, DEBT_PAGE_COPY, debtFindingText, FINDING_TITLES } from "../../../core/messages/debts";
import { centsToDecimalString } from "../../../core/money";
import type { Database } from "../../db/connection";
import { debtBalances, debts } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import type { Refusal } from "../../platform/http";
import { cashPosition } from "../budgeting/cash";
import { lockMember } from "../investor/ledger";

// The member's debts and what they add up to: each debt's monthly interest, the payments beside
// the income of the budgeting transactions, the payoff plans and the progress kept in
// debt_balances. The rules and words are core's; every query is scoped to the member, and a write
// and its balance history change in one transaction.

type Db = Database;
type Outcome = { ok: true; value: DebtsView; message: string } | Refusal;

const money = (cents: number) => centsToDecimalString(cents);
/** The APR as a member types it back into the form: 2199 → "21.99", 700 → "7". */
const aprText = (basisPoints: number) => formatBasisPoints(basisPoints).slice(0, -1);

async function storedDebts(db: Db, userId: number) {
  return db.select().from(debts).where(eq(debts.userId, userId)).orderBy(asc(debts.createdAt), asc(debts.id));
}

/** Each recorded day's total owed (every debt at its latest balance on or before that day) and each debt's first balance. */
async function balanceHistory(db: Db, userId: number) {
  const rows = await db
    .select({ debtId: debtBalances.debtId, recordedOn: debtBalances.recordedOn, balanceCents: debtBalances.balanceCents })
    .from(debtBalances)
    .where(eq(debtBalances.userId, userId))
    .orderBy(asc(debtBalances.recordedOn), asc(debtBalances.id));
  const latest = new Map<number, number>();
  const first = new Map<number, { balanceCents: number; date: string }>();
  const days: { date: string; owedCents: number }[] = [];
  for (const row of rows) {
    latest.set(row.debtId, row.balanceCents);
    if (!first.has(row.debtId)) first.set(row.debtId, { balanceCents: row.balanceCents, date: row.recordedOn });
    const owedCents = [...latest.values()].reduce((a, b) => a + b, 0);
    if (days.at(-1)?.date === row.recordedOn) days.at(-1)!.owedCents = owedCents;
    else days.push({ date: row.recordedOn, owedCents });
  }
  return { days, first };
}

function planView(plan: PayoffPlan, ids: readonly number[], thisMonth: string) {
  const monthOf = (n: number | null) => (n === null ? null : addMonthsTo(thisMonth, n));
  return {
    months: plan.months,
    debtFree: monthOf(plan.months),
    totalInterest: money(plan.totalInterestCents),
    totalPaid: money(plan.totalPaidCents),
    debts: plan.debts.map((d, i) => ({ id: ids[i]!, paidOff: monthOf(d.month), interest: money(d.interestCents) })),
  };
}

/** The page's figures on the member's `timeZone`'s today, the plans paying `extraCents` a month beyond the minimums. */
export async function debtsView(db: Db, userId: number, timeZone: string, extraCents: number): Promise<DebtsView> {
  const today = calendarDateIn(timeZone);
  const thisMonth = today.slice(0, 7);
  const [rows, history, cash] = await Promise.all([storedDebts(db, userId), balanceHistory(db, userId), cashPosition(db, userId, timeZone)]);
  const list: Debt[] = rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind as DebtKind, balanceCents: r.balanceCents, aprBasisPoints: r.aprBasisPoints, minimumPaymentCents: r.minimumPaymentCents }));
  const owing = list.filter((d) => d.balanceCents > 0);
  const planDebts: PlanDebt[] = owing.map((d) => ({ key: String(d.id), balanceCents: d.balanceCents, aprBasisPoints: d.aprBasisPoints, minimumPaymentCents: d.minimumPaymentCents }));
  const minimumCents = totalMinimumCents(planDebts);
  const monthlyPaymentCents = minimumCents + extraCents;
  const avalanche = payoffPlan(planDebts, monthlyPaymentCents, "avalanche");
  const snowball = payoffPlan(planDebts, monthlyPaymentCents, "snowball");
  const minimums = minimumsOnlyPlan(planDebts);
  const income = typicalMonthlyIncome(cash.months);
  const shareBp = income ? shareBasisPoints(minimumCents, income.cents) : null;

  // Paid down: each listed debt's first recorded balance less today's, where it went down.
  let paidCents = 0;
  const sinceDays: string[] = [];
  for (const d of list) {
    const first = history.first.get(d.id);
    if (!first || first.balanceCents <= d.balanceCents) continue;
    paidCents += first.balanceCents - d.balanceCents;
    sinceDays.push(first.date);
  }
  const since = sinceDays.sort()[0] ?? null;
  const findings = debtFindings(list, {
    monthlyIncomeCents: income?.cents ?? null,
    reserve: cash.reserve ? { coveredTenths: cash.reserve.coveredTenths, targetMonths: cash.reserveMonths } : null,
    paidDown: since === null ? null : { paidCents, since },
    avalanche,
    snowball,
  });
  const ids = owing.map((d) => d.id);
  const longest = Math.max(avalanche.balances.length, snowball.balances.length, minimums.balances.length) - 1;
  const at = (plan: PayoffPlan, m: number) => plan.balances[Math.min(m, plan.balances.length - 1)]!;
  return {
    debts: rows.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind as DebtKind,
      kindLabel: DEBT_KIND_LABELS[r.kind as DebtKind],
      balance: money(r.balanceCents),
      apr: aprText(r.aprBasisPoints),
      aprLabel: formatBasisPoints(r.aprBasisPoints),
      minimumPayment: money(r.minimumPaymentCents),
      monthlyInterest: money(monthlyInterestCents(r.balanceCents, r.aprBasisPoints)),
      updatedOn: r.updatedOn,
    })),
    owed: money(owing.reduce((n, d) => n + d.balanceCents, 0)),
    minimumPayments: money(minimumCents),
    monthlyInterest: money(owing.reduce((n, d) => n + monthlyInterestCents(d.balanceCents, d.aprBasisPoints), 0)),
    cashFlow: {
      income: income ? money(income.cents) : null,
      spending: cash.spending ? money(cash.spending.cents) : null,
      months: Math.max(income?.months ?? 0, cash.spending?.months ?? 0),
      paymentsShareBp: shareBp,
      band: shareBp === null ? null : paymentsBand(shareBp),
    },
    plans:
      owing.length === 0
        ? null
        : {
            extra: money(extraCents),
            monthlyPayment: money(monthlyPaymentCents),
            avalanche: planView(avalanche, ids, thisMonth),
            snowball: planView(snowball, ids, thisMonth),
            minimums: planView(minimums, ids, thisMonth),
            chart: chartMonths(longest).map((m) => ({
              month: m,
              label: m === 0 ? "Today" : monthLabel(addMonthsTo(thisMonth, m)),
              avalanche: money(at(avalanche, m)),
              snowball: money(at(snowball, m)),
              minimums: money(at(minimums, m)),
            })),
          },
    history: history.days.map((d) => ({ date: d.date, owed: money(d.owedCents) })),
    findings: findings.map((f) => ({ key: f.key, title: FINDING_TITLES[f.key], text: debtFindingText(f) })),
    disclaimer: DEBT_PAGE_COPY.disclaimer,
  };
}

/** Records `balanceCents` as the debt's balance on `day` (a second figure that day replaces the first). */
async function recordBalance(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], userId: number, debtId: number, day: string, balanceCents: number) {
  await tx
    .insert(debtBalances)
    .values({ userId, debtId, recordedOn: day, balanceCents })
    .onConflictDoUpdate({ target: [debtBalances.debtId, debtBalances.recordedOn], set: { balanceCents } });
}

const nameTaken = (input: DebtInput): Refusal => ({ ok: false, status: 422, field: "name", message: DEBT_MESSAGES.nameTaken(input.name) });

/** Adds a debt (at most MAX_DEBTS, each name once) and its first balance. */
export async function addDebt(db: Db, userId: number, input: DebtInput, timeZone: string, extraCents: number): Promise<Outcome> {
  const today = calendarDateIn(timeZone);
  try {
    const added = await db.transaction(async (tx) => {
      // Counted under the member's lock, so two adds at once cannot pass MAX_DEBTS together.
      await lockMember(tx, userId);
      const mine = await tx.select({ id: debts.id }).from(debts).where(eq(debts.userId, userId));
      if (mine.length >= MAX_DEBTS) return null;
      const [row] = await tx
        .insert(debts)
        .values({ userId, name: input.name, kind: input.kind, balanceCents: input.balance, aprBasisPoints: input.apr, minimumPaymentCents: input.minimumPayment, updatedOn: today })
        .returning({ id: debts.id });
      await recordBalance(tx, userId, row!.id, today, input.balance);
      return row!;
    });
    if (!added) return { ok: false, status: 409, message: DEBT_MESSAGES.tooMany };
  } catch (error) {
    if (isUniqueViolation(error)) return nameTaken(input);
    throw error;
  }
  return { ok: true, value: await debtsView(db, userId, timeZone, extraCents), message: DEBT_MESSAGES.added(input.name) };
}

/** Replaces a debt's figures; a new balance is recorded for today. */
export async function updateDebt(db: Db, userId: number, id: number, input: DebtInput, timeZone: string, extraCents: number): Promise<Outcome> {
  const today = calendarDateIn(timeZone);
  try {
    const found = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(debts)
        .set({ name: input.name, kind: input.kind, balanceCents: input.balance, aprBasisPoints: input.apr, minimumPaymentCents: input.minimumPayment, updatedOn: today })
        .where(and(eq(debts.id, id), eq(debts.userId, userId)))
        .returning({ id: debts.id });
      if (!row) return false;
      await recordBalance(tx, userId, id, today, input.balance);
      return true;
    });
    if (!found) return { ok: false, status: 404, message: DEBT_MESSAGES.notFound };
  } catch (error) {
    if (isUniqueViolation(error)) return nameTaken(input);
    throw error;
  }
  return { ok: true, value: await debtsView(db, userId, timeZone, extraCents), message: DEBT_MESSAGES.updated(input.name) };
}

/** Removes a debt and its history. */
export async function removeDebt(db: Db, userId: number, id: number, timeZone: string, extraCents: number): Promise<Outcome> {
  const [row] = await db.delete(debts).where(and(eq(debts.id, id), eq(debts.userId, userId))).returning({ name: debts.name });
  if (!row) return { ok: false, status: 404, message: DEBT_MESSAGES.notFound };
  return { ok: true, value: await debtsView(db, userId, timeZone, extraCents), message: DEBT_MESSAGES.removed(row.name) };
}
