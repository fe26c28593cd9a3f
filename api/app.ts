import { accountRoutes } from "./modules/accounts/routes";
import { contactRoutes } from "./modules/contact/routes";
import { assistantRoutes } from "./modules/assistant/routes";
import { budgetingRoutes } from "./modules/budgeting/routes";
import { contentRoutes } from "./modules/content/routes";
import { debtRoutes } from "./modules/debts/routes";
import { educationRoutes } from "./modules/education/routes";
import { entrepreneurshipRoutes } from "./modules/entrepreneurship/routes";
import { estateRoutes } from "./modules/estate/routes";
import { insuranceRoutes } from "./modules/insurance/routes";
import { investmentRoutes } from "./modules/investment/routes";
import { investorRoutes } from "./modules/investor/routes";
import { legalRoutes } from "./modules/legal/routes";
import { loanRoutes } from "./modules/loans/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { planningRoutes } from "./modules/planning/routes";
import { portfolioRoutes } from "./modules/portfolio/routes";
import { retirementRoutes } from "./modules/retirement/routes";
import { taxRoutes } from "./modules/tax/routes";
import { createPlatformApp } from "./platform/base-app";
import type { ApiDependencies } from "./platform/context";

/**
 * The upstream API of requirements §7, as one fetch-standard app: mounted, standalone or called
 * in-process. The platform (api/platform/) gives every request its context and the envelope; each
 * domain is one module (api/modules/<domain>/) mounted here, one line each.
 */
export function createApi(dependencies: ApiDependencies) {
  const app = createPlatformApp(dependencies);
  app.route("/", contentRoutes());
  app.route("/", investorRoutes());
  app.route("/", investmentRoutes());
  app.route("/", portfolioRoutes());
  app.route("/", planningRoutes());
  app.route("/", taxRoutes());
  app.route("/", budgetingRoutes());
  app.route("/", legalRoutes());
  app.route("/", estateRoutes());
  app.route("/", debtRoutes());
  app.route("/", loanRoutes());
  app.route("/", insuranceRoutes());
  app.route("/", retirementRoutes());
  app.route("/", educationRoutes());
  app.route("/", entrepreneurshipRoutes());
  app.route("/", notificationRoutes());
  app.route("/", contactRoutes());
  app.route("/", accountRoutes());
  app.route("/", assistantRoutes());
  return app;
}

export type Api = ReturnType<typeof createApi>;
