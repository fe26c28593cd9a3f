import { Hono } from "hono";
import {
  analysisContract,
  portfolioContract,
  portfolioQuerySchema,
  portfolioSummaryContract,
  rebalanceContract,
  rebalanceRequestSchema,
  settingsContract,
  settingsRequestSchema,
  settingsSaveContract,
  targetContract,
  targetRequestSchema,
  targetSaveContract,
} from "../../../core/contracts/portfolio";
import { MAX_STATION_ITEMS } from "../../../core/contracts/investment";
import { PORTFOLIO_EXPLANATIONS, PORTFOLIO_MESSAGES, PORTFOLIO_NOTICES } from "../../../core/messages/portfolio";
import type { TargetAllocation } from "../../../core/portfolio";
import { parseQuery, reject, respondWith, validateJsonBody } from "../../platform/http";
import type { ApiEnv } from "../../platform/context";
import { requireSession } from "../accounts/require-session";
import { accountIsOpen } from "../investor/application";
import { callerInvestorAccount } from "../investor/caller-account";
import { requireFeature } from "../investor/require-feature";
import { callerMember } from "../investment/caller-member";
import { callerPortfolioBasis } from "./basis";
import { analysisOf } from "./analysis";
import { rebalance, targetOf } from "./rebalance";
import { portfolioOf, portfolioSummaryOf } from "./service";
import { saveCostBasisMethod, saveTargetAllocation, settingsOf } from "./settings";

// The portfolio's API (issue "Portfolio", docs/api.md): thin handlers over service.ts (the one
// read of holdings, allocation, series, returns and realized gains, and its summary for the overview), settings.ts and rebalance.ts.
// Every call needs a full session.

export function portfolioRoutes() {
  const routes = new Hono<ApiEnv>();
  const member = requireSession("full");

  routes.get("/investment/portfolio", member, async (c) => {
    const query = parseQuery(c, portfolioQuerySchema);
    if (!query.ok) return query.response;
    return respondWith(c, portfolioContract, await portfolioOf(c.var.db, c.var.user.id, query.value.range, { account: await callerInvestorAccount(c), basis: callerPortfolioBasis(c) }));
  });

  routes.get("/investment/portfolio/summary", member, async (c) =>
    respondWith(c, portfolioSummaryContract, await portfolioSummaryOf(c.var.db, c.var.user.id, { account: await callerInvestorAccount(c) })),
  );

  routes.get("/investment/portfolio/settings", member, async (c) => {
    const { costBasisMethod } = await settingsOf(c.var.db, c.var.user.id);
    return respondWith(c, settingsContract, { costBasisMethod, explanation: PORTFOLIO_EXPLANATIONS.costBasis[costBasisMethod] });
  });

  routes.post("/investment/portfolio/settings", member, async (c) => {
    const parsed = await validateJsonBody(c, settingsRequestSchema);
    if (!parsed.ok) return parsed.response;
    await saveCostBasisMethod(c.var.db, c.var.user.id, parsed.value.costBasisMethod);
    const method = parsed.value.costBasisMethod;
    return respondWith(c, settingsSaveContract, { costBasisMethod: method, explanation: PORTFOLIO_EXPLANATIONS.costBasis[method] }, PORTFOLIO_NOTICES.settingsSaved);
  });

  routes.get("/investment/portfolio/target", member, async (c) =>
    respondWith(c, targetContract, await targetOf(c.var.db, c.var.user.id, { member: await callerMember(c), account: await callerInvestorAccount(c), basis: callerPortfolioBasis(c) })),
  );

  // Gold's investment analysis: 403 TierRequired below Gold, and none of its figures.
  routes.get("/investment/portfolio/analysis", member, requireFeature("investment-analysis"), async (c) =>
    respondWith(c, analysisContract, await analysisOf(c.var.db, c.var.user.id, { member: await callerMember(c), account: await callerInvestorAccount(c), basis: callerPortfolioBasis(c) })),
  );

  routes.post("/investment/portfolio/target", member, async (c) => {
    const parsed = await validateJsonBody(c, targetRequestSchema);
    if (!parsed.ok) return parsed.response;
    const value = parsed.value;
    const target: TargetAllocation | null = "allocation" in value ? Object.fromEntries(Object.entries(value.allocation).filter(([, v]) => (v ?? 0) > 0)) : null;
    await saveTargetAllocation(c.var.db, c.var.user.id, target);
    return respondWith(c, targetSaveContract, await targetOf(c.var.db, c.var.user.id), target ? PORTFOLIO_NOTICES.targetSaved : PORTFOLIO_NOTICES.targetReset);
  });

  routes.post("/investment/portfolio/rebalance", member, async (c) => {
    const parsed = await validateJsonBody(c, rebalanceRequestSchema);
    if (!parsed.ok) return parsed.response;
    if (!(await accountIsOpen(c.var.db, c.var.user.id))) return reject(c, 409, "Conflict", PORTFOLIO_MESSAGES.noAccount);
    const done = await rebalance(c.var.db, c.var.user.id, parsed.value.allowSells, MAX_STATION_ITEMS);
    if (!done.ok) return reject(c, 409, "Conflict", PORTFOLIO_MESSAGES.stationFull(done.max));
    const n = done.value.items.length;
    return respondWith(c, rebalanceContract, done.value, n > 0 ? PORTFOLIO_NOTICES.rebalanced(n) : done.value.skipped.length > 0 ? PORTFOLIO_MESSAGES.noTradePossible : PORTFOLIO_MESSAGES.nothingToRebalance);
  });

  return routes;
}
