import { Hono } from "hono";
import { FEATURES } from "../../core/tiers";
import { reject, respond } from "../http";
import { requireSession } from "../middleware/auth";
import { requireFeature } from "../middleware/tier";
import { findInvestorAccount, membershipOf, openInvestorAccount, type InvestorAccount } from "../services/investor-accounts";
import { completeTask } from "../services/notifications";
import type { ApiEnv } from "../types";

function accountView(account: InvestorAccount | null) {
  return {
    opened: account !== null,
    cash: account ? account.cashCents / 100 : 0,
    holdings: account ? account.holdingsCents / 100 : 0,
    ...membershipOf(account),
  };
}

/** The investor account (spec §7 "investor account") and the gate in front of every feature. */
export function investorRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.get("/investor/account", requireSession("full"), async (c) =>
    respond(c, accountView(await findInvestorAccount(c.var.db, c.var.user.id))),
  );

  routes.post("/investor/account/open", requireSession("full"), async (c) => {
    const account = await openInvestorAccount(c.var.db, c.var.user.id);
    await completeTask(c.var.db, c.var.user.id, "open-investor-account");
    return respond(c, accountView(account), "Your investor account is open.");
  });

  // Each of the 19 features behind its tier (spec §6): 403 TierRequired below it.
  for (const feature of FEATURES) {
    routes.get(`/features/${feature.key}`, requireSession("full"), requireFeature(feature.key), (c) =>
      respond(c, { key: feature.key, label: feature.label, unlockLevel: feature.unlockLevel, description: feature.description }),
    );
  }
  routes.get("/features/:key", requireSession("full"), (c) => reject(c, 404, "NotFound", "No such feature"));
  return routes;
}
