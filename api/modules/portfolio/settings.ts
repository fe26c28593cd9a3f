import { eq } from "drizzle-orm";
import { COST_BASIS_METHODS, DEFAULT_COST_BASIS_METHOD, type CostBasisMethod, type TargetAllocation } from "../../../core/portfolio";
import type { Database } from "../../db/connection";
import { portfolioSettings } from "../../db/schema";

// A member's portfolio settings (issue "Portfolio" §1): the cost basis method sales close lots by
// (FIFO unless the member chose average cost) and their own target allocation (null: the model of
// their risk profile). The order-execution job reads the method in its own transaction.

export type PortfolioSettings = { costBasisMethod: CostBasisMethod; targetAllocation: TargetAllocation | null };

export async function settingsOf(db: Database, userId: number): Promise<PortfolioSettings> {
  const [row] = await db.select().from(portfolioSettings).where(eq(portfolioSettings.userId, userId));
  const method = (COST_BASIS_METHODS as readonly string[]).includes(row?.costBasisMethod ?? "") ? (row!.costBasisMethod as CostBasisMethod) : DEFAULT_COST_BASIS_METHOD;
  return { costBasisMethod: method, targetAllocation: (row?.targetAllocation as TargetAllocation | null | undefined) ?? null };
}

export const costBasisMethodOf = async (db: Database, userId: number): Promise<CostBasisMethod> => (await settingsOf(db, userId)).costBasisMethod;

export async function saveCostBasisMethod(db: Database, userId: number, method: CostBasisMethod): Promise<void> {
  await db
    .insert(portfolioSettings)
    .values({ userId, costBasisMethod: method })
    .onConflictDoUpdate({ target: portfolioSettings.userId, set: { costBasisMethod: method, updatedAt: new Date() } });
}

export async function saveTargetAllocation(db: Database, userId: number, target: TargetAllocation | null): Promise<void> {
  await db
    .insert(portfolioSettings)
    .values({ userId, targetAllocation: target })
    .onConflictDoUpdate({ target: portfolioSettings.userId, set: { targetAllocation: target, updatedAt: new Date() } });
}
