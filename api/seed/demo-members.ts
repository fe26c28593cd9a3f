import { eq, sql } from "drizzle-orm";
import { addCents, asCents, centsFromDollars, percentOf, subtractCents } from "../../core/money";
import { TIERS, type TierKey } from "../../core/tiers";
import { hashPassword } from "../modules/accounts/secrets";
import { saveApplicationDraft, submitApplication } from "../modules/investor/application";
import { linkBank, listBanks } from "../modules/investor/banks";
import { memberBalancesOf } from "../modules/investor/ledger";
import { createTransfer, investorJobHandlers } from "../modules/investor/transfers";
import { DEFAULT_API_SETTINGS } from "../platform/context";
import { runDueJobs } from "../platform/jobs";
import { buyPortfolioHistory, DEMO_PORTFOLIO_MEMBER, hasPortfolioHistory, planPortfolioHistory, plannedCost } from "./demo-portfolio";
import { approvableApplication } from "./sample-application";
import type { Database } from "../db/connection";
import { investorAccounts, investorApplications, users } from "../db/schema";

/** The password every demo member signs in with (printed by `npm run seed:demo`). */
export const DEMO_PASSWORD = "Demo2026member";

/** Total assets per tier, inside each requirements §6 range; Passengers have no investor account. */
const DEMO_ASSETS: Record<TierKey, number | null> = {
  passengers: null,
  bronze: 12_500,
  silver: 65_000,
  gold: 250_000,
  platinum: 750_000,
  diamond: 2_500_000,
  emerald: 7_500_000,
  taaffeite: 25_000_000,
  painite: 75_000_000,
};

export const DEMO_MEMBERS = TIERS.map((tier) => ({
  tier: tier.key,
  level: tier.level,
  username: `demo${tier.key}`,
  email: `demo.${tier.key}@example.com`,
  totalAssets: DEMO_ASSETS[tier.key],
}));

/** The most one transfer moves ($5,000,000.00): larger balances are deposited in parts. */
const TRANSFER_LIMIT = asCents(500_000_000);

/** Settles every transfer whose settlement is due (the seed books them due at once). */
async function settleDue(db: Database) {
  for (;;) {
    const summary = await runDueJobs({ db, handlers: investorJobHandlers(), worker: "seed-demo", limit: 100 });
    if (summary.claimed === 0) return;
  }
}

/**
 * The member's cash through the product's own path: an approved application, a linked bank, and
 * deposits (or a withdrawal) settled until the ledger's settled cash is `target`.
 */
async function fundThroughLedger(db: Database, key: string, userId: number, level: number, target: number) {
  const [application] = await db.select({ status: investorApplications.status }).from(investorApplications).where(eq(investorApplications.userId, userId));
  if (application?.status !== "approved") {
    const tier = TIERS[level - 1]!.label;
    const draft = await saveApplicationDraft(
      db,
      key,
      userId,
      // Demo SSNs: area 7xx by tier level, never issued to anyone else in a fresh database.
      approvableApplication(`7${String(level).padStart(2, "0")}-11-${String(1000 + level)}`, {
        firstName: "Demo",
        lastName: tier,
        dateOfBirth: "1980-06-15",
        annualIncome: "250k_1m",
        netWorth: "over_1m",
      }),
    );
    if (!draft.ok) throw new Error(`demo seed: the application of ${userId} could not be saved`);
    const reviewed = await submitApplication(db, key, userId, new Date().toISOString().slice(0, 10));
    if (!reviewed.ok || reviewed.application.status !== "approved") throw new Error(`demo seed: the application of ${userId} was not approved: ${JSON.stringify(reviewed)}`);
  }
  let [bank] = await listBanks(db, userId);
  if (!bank) {
    const linked = await linkBank(db, key, userId, { holderName: "Demo Member", routingNumber: "021000021", accountNumber: `9000${level}1234`, accountType: "checking" });
    if (!linked.ok) throw new Error(`demo seed: could not link a bank for ${userId}`);
    bank = linked.bank;
  }
  await settleDue(db);
  const run = Date.now().toString(36);
  let part = 0;
  for (;;) {
    const cash = (await memberBalancesOf(db, userId)).member_cash;
    if (cash === target) break;
    const difference = Math.abs(target - cash);
    const amount = asCents(Math.min(difference, TRANSFER_LIMIT));
    const booked = await createTransfer(db, userId, { bankId: bank.id, direction: cash < target ? "deposit" : "withdrawal", amount, idempotencyKey: `demo-seed-${run}-${part++}` }, 0);
    if (!booked.ok) throw new Error(`demo seed: a transfer for ${userId} was refused: ${booked.reason}`);
    await settleDue(db);
  }
}

/**
 * Creates (or resets) one member per tier. Idempotent: running it again restores the known
 * password, balances and a signed-in-without-second-factor state. Cash is made through the
 * ledger (application, bank, settled deposits); holdings stay a figure on the account row, except
 * the Platinum member's, which are securities bought over five years (api/seed/demo-portfolio.ts).
 */
export async function seedDemoMembers(db: Database, options: { investorDataKey?: string } = {}) {
  const key = options.investorDataKey ?? DEFAULT_API_SETTINGS.investorDataKey;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_MEMBERS) {
    // Usernames are unique by lower(); drizzle cannot name that expression as a conflict target.
    const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${demo.username}`).limit(1);
    const [user] = existing
      ? await db
          .update(users)
          .set({ passwordHash, mfaEnabled: false, testUser: true, updatedAt: new Date() })
          .where(sql`${users.id} = ${existing.id}`)
          .returning({ id: users.id })
      : await db.insert(users).values({ username: demo.username, email: demo.email, passwordHash, testUser: true }).returning({ id: users.id });
    if (demo.totalAssets === null) {
      await db.delete(investorAccounts).where(sql`${investorAccounts.userId} = ${user!.id}`);
      await db.delete(investorApplications).where(sql`${investorApplications.userId} = ${user!.id}`);
      continue;
    }
    // A fifth in cash (through the ledger), the rest in holdings.
    const total = centsFromDollars(demo.totalAssets);
    const cashCents = percentOf(total, 2_000);
    const holdingsCents = subtractCents(total, cashCents);
    if (demo.username === DEMO_PORTFOLIO_MEMBER) {
      // Real securities bought over five years (api/seed/demo-portfolio.ts); kept as they are on a second run.
      if (!(await hasPortfolioHistory(db, user!.id))) {
        const plan = await planPortfolioHistory(db, holdingsCents);
        await fundThroughLedger(db, key, user!.id, demo.level, addCents(cashCents, plannedCost(plan)));
        await db.insert(investorAccounts).values({ userId: user!.id, cashCents: 0, holdingsCents: 0 }).onConflictDoUpdate({ target: investorAccounts.userId, set: { cashCents: 0, holdingsCents: 0 } });
        await buyPortfolioHistory(db, user!.id, plan);
      }
      continue;
    }
    await fundThroughLedger(db, key, user!.id, demo.level, cashCents);
    await db
      .insert(investorAccounts)
      .values({ userId: user!.id, cashCents: 0, holdingsCents })
      .onConflictDoUpdate({ target: investorAccounts.userId, set: { cashCents: 0, holdingsCents } });
  }
  return DEMO_MEMBERS;
}
