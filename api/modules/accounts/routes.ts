import { Hono } from "hono";
import type { ApiEnv } from "../../platform/context";
import { forgotPasswordRoutes } from "./forgot-password-routes";
import { mfaRoutes } from "./mfa-routes";
import { userRoutes } from "./user-routes";

/** The accounts module: sign-up, sign-in and sessions, two-step verification, forgotten passwords. */
export function accountRoutes() {
  const routes = new Hono<ApiEnv>();
  routes.route("/", userRoutes());
  routes.route("/", mfaRoutes());
  routes.route("/", forgotPasswordRoutes());
  return routes;
}
