import type { Context } from "hono";
import { memoized } from "../../platform/caller-memo";
import type { ApiEnv } from "../../platform/context";
import { callerInvestorAccount } from "../investor/caller-account";
import { memberOf, type Member } from "./catalogue";

/**
 * The caller as trading sees them (tier level and risk profile), for reads. The level comes from
 * the investor account the page read already has (api/modules/investor/caller-account.ts), and
 * the calls of one page read (the portfolio's target, a product and its station) share the rest.
 * A post reads afresh: it must see the account as it is when it acts.
 */
export function callerMember(c: Context<ApiEnv>): Promise<Member> {
  const userId = c.var.user.id;
  return memoized(c, `investment-member:${userId}`, async () => memberOf(c.var.db, userId, await callerInvestorAccount(c)));
}
