import type { MiddlewareHandler } from "hono";
import { reject } from "../../platform/http";
import type { ApiEnv } from "../../platform/context";

/**
 * After requireSession: the advisor role only. Anyone else is told there is nothing here (404),
 * as for a page that does not exist, so the desk's existence is not advertised.
 */
export const requireAdvisor: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.var.user.role !== "advisor") return reject(c, 404, "NotFound", "Not found");
  await next();
};
