import { sql } from "drizzle-orm";
import { TIERS, type TierKey } from "../../core/tiers";
import { hashPassword } from "../services/secrets";
import type { Database } from "./connection";
import { investorAccounts, users } from "./schema";

/** The password every demo member signs in with (printed by `npm run seed:demo`). */
export const DEMO_PASSWORD = "Demo2026member";

/** Total assets per tier, inside each spec §6 range; Passengers have no investor account. */
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

/**
 * Creates (or resets) one member per tier. Idempotent: running it again restores the known
 * password, balances and a signed-in-without-second-factor state.
 */
export async function seedDemoMembers(db: Database) {
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
      continue;
    }
    // A fifth in cash, the rest in holdings.
    const cents = Math.round(demo.totalAssets * 100);
    const cashCents = Math.round(cents / 5);
    await db
      .insert(investorAccounts)
      .values({ userId: user!.id, cashCents, holdingsCents: cents - cashCents })
      .onConflictDoUpdate({ target: investorAccounts.userId, set: { cashCents, holdingsCents: cents - cashCents } });
  }
  return DEMO_MEMBERS;
}
