import { toMoneyString, type AccountResponse } from "../../../core/contracts/investor";
import { cashSummary } from "../../../core/ledger";
import { addCents, asCents } from "../../../core/money";
import { centsNeededFor, levelForCents, nextTier, tierByLevel } from "../../../core/tiers";
import type { Database } from "../../db/connection";
import { applicationState } from "./application";
import { memberBalancesOf } from "./ledger";
import { totalAssetsCents, type InvestorAccount } from "./service";

/**
 * GET /api/investor/account in the contract's shape (core/contracts/investor.ts): amounts as
 * decimal strings, cash as settled, pending, held and available. Cash booked before the ledger
 * (the account row's column) counts as settled and available.
 */
export async function accountView(db: Database, userId: number, account: InvestorAccount | null): Promise<AccountResponse> {
  // The account was read with its balances; a member without one is read here.
  const cash = cashSummary(account ? account.balances : await memberBalancesOf(db, userId));
  const earlier = asCents(account?.cashCents ?? 0);
  const total = totalAssetsCents(account);
  const level = levelForCents(total);
  const next = nextTier(level);
  return {
    opened: account !== null,
    status: await applicationState(db, userId, account !== null),
    cash: {
      settled: toMoneyString(addCents(cash.settled, earlier)),
      pending: toMoneyString(cash.pending),
      held: toMoneyString(cash.held),
      available: toMoneyString(addCents(cash.available, earlier)),
      pendingWithdrawal: toMoneyString(cash.pendingWithdrawal),
    },
    holdings: toMoneyString(addCents(asCents(account?.holdingsCents ?? 0), asCents(account?.holdingsValueCents ?? 0))),
    totalAssets: total === null ? null : toMoneyString(total),
    memberLevel: level,
    membership: tierByLevel(level).label,
    next: next ? { level: next.level, label: next.label, assetsNeeded: toMoneyString(centsNeededFor(next.level, total)) } : null,
  };
}
