import { eq, sql } from "drizzle-orm";
import { toMoney, type CashResponse } from "../../../core/contracts/budgeting";
import { addMonthsTo } from "../../../core/budgeting/months";
import { DEFAULT_RESERVE_MONTHS, RESERVE_MONTHS, reserveCheck, reserveSentence, SPENDING_MONTHS, typicalMonthlySpending } from "../../../core/budgeting/reserve";
import { savingByMonth } from "../../../core/budgeting/saving";
import { calendarDateIn } from "../../../core/format";
import { BUDGETING_MESSAGES } from "../../../core/messages/budgeting";
import { centsOfDecimalString } from "../../../core/money";
import type { Database } from "../../db/connection";
import { budgetSettings } from "../../db/schema";
import { accountView } from "../investor/account-view";
import { findInvestorAccount } from "../investor/service";
import { analysedTransactions, listAccounts } from "./service";

// Silver's cash view and emergency reserve (the budgeting service's "Accounts and cash
// management"): the accounts kept elsewhere and the investor account's cash side by side, a
// typical month's spending from the member's own transactions, and how many months the cash would
// cover against the target the member chose. Read-only but for that one choice.

type Db = Database;

async function reserveMonthsOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ months: budgetSettings.reserveMonths }).from(budgetSettings).where(eq(budgetSettings.userId, userId));
  return row?.months ?? DEFAULT_RESERVE_MONTHS;
}

/**
 * The member's cash on their `timeZone`'s today, in cents: the accounts kept elsewhere, the
 * investor account's cash, the reserve target, and the last SPENDING_MONTHS full months of income
 * and spending (oldest first). The debts page reads the same figures.
 */
export async function cashPosition(db: Db, userId: number, timeZone: string) {
  const lastFullMonth = addMonthsTo(calendarDateIn(timeZone).slice(0, 7), -1);
  const [accounts, investorAccount, transactions, reserveMonths] = await Promise.all([
    listAccounts(db, userId),
    findInvestorAccount(db, userId),
    analysedTransactions(db, userId, addMonthsTo(lastFullMonth, -(SPENDING_MONTHS - 1)), lastFullMonth),
    reserveMonthsOf(db, userId),
  ]);
  const investor = investorAccount ? (await accountView(db, userId, investorAccount)).cash : null;
  const balance = (kind: string) => accounts.filter((a) => a.kind === kind).reduce((n, a) => n + centsOfDecimalString(a.balance), 0);
  const cashCents = balance("checking") + balance("savings") + balance("cash") + (investor ? centsOfDecimalString(investor.available) : 0);
  const months = savingByMonth(transactions, lastFullMonth).slice(-SPENDING_MONTHS);
  const spending = typicalMonthlySpending(months);
  return {
    accounts,
    investor,
    cashCents,
    owedCents: Math.max(0, -balance("credit_card")),
    months,
    spending,
    reserveMonths,
    reserve: spending ? reserveCheck(cashCents, spending.cents, reserveMonths) : null,
  };
}

/** The cash view on the member's `timeZone`'s today. */
export async function cashFor(db: Db, userId: number, timeZone: string): Promise<CashResponse> {
  const { accounts, investor, cashCents, owedCents, spending, reserveMonths: months, reserve: check } = await cashPosition(db, userId, timeZone);
  return {
    accounts: accounts.map((a) => ({ id: a.id, name: a.name, kind: a.kind, balance: a.balance })),
    investor: investor ? { available: investor.available, pending: investor.pending } : null,
    cash: toMoney(cashCents),
    owed: toMoney(owedCents),
    monthlySpending: spending ? toMoney(spending.cents) : null,
    spendingMonths: spending?.months ?? 0,
    reserve: {
      months,
      target: check ? toMoney(check.targetCents) : null,
      covered: check ? check.coveredTenths / 10 : null,
      shortfall: check ? toMoney(check.shortfallCents) : null,
      excess: check ? toMoney(check.excessCents) : null,
      sentence: reserveSentence(check, months),
    },
    choices: [...RESERVE_MONTHS],
    rule: BUDGETING_MESSAGES.cashRule,
  };
}

/** Keeps the months of spending the reserve should hold (one of RESERVE_MONTHS, checked by the contract). */
export async function saveReserveMonths(db: Db, userId: number, months: number): Promise<void> {
  await db
    .insert(budgetSettings)
    .values({ userId, reserveMonths: months })
    .onConflictDoUpdate({ target: budgetSettings.userId, set: { reserveMonths: months, updatedAt: sql`now()` } });
}
