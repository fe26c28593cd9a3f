import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Close } from "../../../core/trading";
import type { Database } from "../../db/connection";
import { investmentLots } from "../../db/schema";
import { memoized } from "../../platform/caller-memo";
import type { ApiEnv } from "../../platform/context";
import { ensurePrices, latestCloses, latestClosesKept } from "../investment/prices";
import { settingsOf, type PortfolioSettings } from "./settings";

/**
 * What both of the portfolio page's reads start from: the member's settings, their lots and every
 * product's latest close. The page asks for the portfolio and for its target together, and each
 * read used to fetch these three itself.
 */
export type PortfolioBasis = {
  settings: PortfolioSettings;
  lots: ReadonlyArray<typeof investmentLots.$inferSelect>;
  latest: ReadonlyMap<string, Close>;
};

/** The lots and latest closes alone: the overview's summary values the holdings without the settings. */
export type HoldingsBasis = Pick<PortfolioBasis, "lots" | "latest">;

type ClosesRead = (db: Database) => Promise<ReadonlyMap<string, Close>>;

/**
 * The member's lots (open and closed: a closed lot has no remaining units) and every product's
 * latest close, with the prices already in place. A page's read takes the closes this process
 * keeps (latestClosesKept); the rebalance, inside its transaction, reads them there.
 */
async function readHoldingsBasis(db: Database, userId: number, closes: ClosesRead): Promise<HoldingsBasis> {
  const [lots, latest] = await Promise.all([db.select().from(investmentLots).where(eq(investmentLots.userId, userId)), closes(db)]);
  return { lots, latest };
}

async function readBasis(db: Database, userId: number, closes: ClosesRead): Promise<PortfolioBasis> {
  const [settings, holdings] = await Promise.all([settingsOf(db, userId), readHoldingsBasis(db, userId, closes)]);
  return { settings, ...holdings };
}

/** The basis, with the prices already in place (inside the rebalance's transaction). */
export async function readPortfolioBasis(db: Database, userId: number): Promise<PortfolioBasis> {
  return readBasis(db, userId, latestCloses);
}

// A page's reads. Never inside a transaction: ensurePrices may seed the prices.
export async function portfolioBasisOf(db: Database, userId: number): Promise<PortfolioBasis> {
  await ensurePrices(db);
  return readBasis(db, userId, latestClosesKept);
}

export async function holdingsBasisOf(db: Database, userId: number): Promise<HoldingsBasis> {
  await ensurePrices(db);
  return readHoldingsBasis(db, userId, latestClosesKept);
}

/**
 * The caller's basis, shared by the calls of one page read (api/platform/caller-memo.ts) as the
 * caller's account is. A post never uses it: the rebalance reads its state afresh under the lock.
 */
export function callerPortfolioBasis(c: Context<ApiEnv>): Promise<PortfolioBasis> {
  const userId = c.var.user.id;
  return memoized(c, `portfolio-basis:${userId}`, () => portfolioBasisOf(c.var.db, userId));
}
