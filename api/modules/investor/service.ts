import { eq, sql } from "drizzle-orm";
import { cashSummary, type MemberBalances } from "../../../core/ledger";
import { addCents, asCents, centsToDollars, type Cents } from "../../../core/money";
import { INVESTOR_TIER_MESSAGES } from "../../../core/messages/investor";
import { centsNeededFor, levelForCents, nextTier, tierByLevel } from "../../../core/tiers";
import type { Database } from "../../db/connection";
import { builtOnce } from "../../db/prepared";
import { investorAccounts, notifications } from "../../db/schema";
import { completeTask } from "../notifications/service";
import { holdingsMarketValueCents } from "../investment/valuation";
import { memberBalancesOf } from "./ledger";

/**
 * A member's investor account: the row (opened; balances from before the ledger, still counted)
 * and the settled cash of the ledger (member_cash + member_held), summed on every read.
 */
/** …and the market value of the holdings (units of each product at its latest close), and the balances the cash was summed from. */
export type InvestorAccount = typeof investorAccounts.$inferSelect & { ledgerCashCents: number; holdingsValueCents: number; balances: MemberBalances };

const accountByUser = builtOnce((db) =>
  db.select().from(investorAccounts).where(eq(investorAccounts.userId, sql.placeholder("userId"))).limit(1).prepare("investor_account_by_user"),
);

export async function findInvestorAccount(db: Database, userId: number): Promise<InvestorAccount | null> {
  const [row] = await accountByUser(db).execute({ userId });
  if (!row) return null;
  const balances = await memberBalancesOf(db, userId);
  // Securities count at market value (the ledger keeps their cost, member_securities).
  return { ...row, ledgerCashCents: cashSummary(balances).settled, holdingsValueCents: await holdingsMarketValueCents(db, userId), balances };
}

/** Opens the account inside the caller's transaction (idempotent) and completes the "open your investor account" task. */
export async function openAccountIn(tx: Database, userId: number): Promise<void> {
  await tx.insert(investorAccounts).values({ userId }).onConflictDoNothing();
  await completeTask(tx, userId, "open-investor-account");
}

/**
 * Opens the member's investor account (idempotent): with it, a Passenger becomes Bronze, and the
 * "open your investor account" task completes in the same transaction.
 */
export async function openInvestorAccount(db: Database, userId: number): Promise<InvestorAccount> {
  return db.transaction(async (tx) => {
    await openAccountIn(tx, userId);
    return (await findInvestorAccount(tx, userId))!;
  });
}

/** Total assets in cents, or null without an investor account (requirements §6: Passengers): settled cash and holdings. */
export const totalAssetsCents = (account: InvestorAccount | null): Cents | null =>
  account
    ? addCents(addCents(addCents(asCents(account.cashCents), asCents(account.holdingsCents)), asCents(account.ledgerCashCents)), asCents(account.holdingsValueCents))
    : null;

/** The membership a member's assets give, with what the next tier takes (requirements §6). */
export function membershipOf(account: InvestorAccount | null) {
  const total = totalAssetsCents(account);
  const level = levelForCents(total);
  const next = nextTier(level);
  // Answers still carry dollars as JSON numbers, made from the cents at the last moment.
  return {
    memberLevel: level,
    membership: tierByLevel(level).label,
    totalAssets: total === null ? null : centsToDollars(total),
    next: next ? { level: next.level, label: next.label, assetsNeeded: centsToDollars(centsNeededFor(next.level, total)) } : null,
  };
}

/** The member's tier level now, read in the caller's transaction. */
export async function levelOf(db: Database, userId: number): Promise<number> {
  return membershipOf(await findInvestorAccount(db, userId)).memberLevel;
}

/**
 * After money moved: if the member's tier changed (up or down), a notification says so ("Welcome
 * to Gold"), in the same transaction as the movement.
 */
export async function notifyTierChange(tx: Database, userId: number, levelBefore: number): Promise<void> {
  const after = await levelOf(tx, userId);
  if (after === levelBefore) return;
  const tier = tierByLevel(after);
  const text = after > levelBefore ? INVESTOR_TIER_MESSAGES.up(tier.label) : INVESTOR_TIER_MESSAGES.down(tier.label);
  await tx.insert(notifications).values({ userId, kind: "message", topic: "tier-changed", ...text });
}
