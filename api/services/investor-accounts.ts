import { eq } from "drizzle-orm";
import { levelForAssets, nextTier, assetsNeededFor, tierByLevel } from "../../core/tiers";
import type { Database } from "../db/connection";
import { investorAccounts } from "../db/schema";

export type InvestorAccount = typeof investorAccounts.$inferSelect;

export async function findInvestorAccount(db: Database, userId: number): Promise<InvestorAccount | null> {
  const [row] = await db.select().from(investorAccounts).where(eq(investorAccounts.userId, userId)).limit(1);
  return row ?? null;
}

/** Opens the member's investor account (idempotent): with it, a Passenger becomes Bronze. */
export async function openInvestorAccount(db: Database, userId: number): Promise<InvestorAccount> {
  await db.insert(investorAccounts).values({ userId }).onConflictDoNothing();
  return (await findInvestorAccount(db, userId))!;
}

/** Total assets in dollars, or null without an investor account (spec §6: Passengers). */
export const totalAssets = (account: InvestorAccount | null): number | null =>
  account ? (account.cashCents + account.holdingsCents) / 100 : null;

/** The membership a member's assets give, with what the next tier takes (spec §6). */
export function membershipOf(account: InvestorAccount | null) {
  const total = totalAssets(account);
  const level = levelForAssets(total);
  const next = nextTier(level);
  return {
    memberLevel: level,
    membership: tierByLevel(level).label,
    totalAssets: total,
    next: next ? { level: next.level, label: next.label, assetsNeeded: assetsNeededFor(next.level, total) } : null,
  };
}
