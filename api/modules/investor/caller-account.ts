import type { Context } from "hono";
import { memoized } from "../../platform/caller-memo";
import type { ApiEnv } from "../../platform/context";
import { findInvestorAccount, type InvestorAccount } from "./service";

/**
 * The caller's investor account, with its balances. A page read asks for it several times (the
 * root's tier, the tier gate in front of a feature, the account itself, the portfolio's cash); the
 * in-process calls of one page read share one read of it (api/platform/caller-memo.ts). Any other
 * call, a post above all, reads it afresh.
 */
export function callerInvestorAccount(c: Context<ApiEnv>): Promise<InvestorAccount | null> {
  const userId = c.var.user.id;
  return memoized(c, `investor-account:${userId}`, () => findInvestorAccount(c.var.db, userId));
}
