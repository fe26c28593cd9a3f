import { Hono } from "hono";
import { z } from "zod";
import { routePath } from "../../../core/contracts/endpoint";
import { pageViewContract } from "../../../core/contracts/page-views";
import { parseJsonBody, reject, respondWith } from "../../platform/http";
import { recordPageView } from "./page-views";
import type { ApiEnv } from "../../platform/context";

export const VISITOR_HEADER = "X-Visitor-Id";
const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export function pageViewRoutes() {
  const routes = new Hono<ApiEnv>();
  // requirements §7 visitor record; the caller's visitor id (header) makes it once per visitor and path.
  routes.post(routePath(pageViewContract), async (c) => {
    const visitorId = visitorIdSchema.safeParse(c.req.header(VISITOR_HEADER));
    if (!visitorId.success) {
      return reject(c, 400, "BadRequest", `${VISITOR_HEADER} header must be 8 to 64 letters, digits, - or _`);
    }
    const body = await parseJsonBody(c, pageViewContract.body);
    if (!body.ok) return body.response;
    const recorded = await recordPageView(c.var.db, {
      visitorId: visitorId.data,
      pageUrl: body.value.pageUrl,
      timeZone: c.var.timeZone,
    });
    return respondWith(c, pageViewContract, { recorded });
  });
  return routes;
}
