import { Hono } from "hono";
import { routePath } from "../../../core/contracts/endpoint";
import { contactIdSchema, contactListContract, contactSendContract, contactStatusContract } from "../../../core/contracts/contact";
import { CONTACT_MESSAGES } from "../../../core/messages/contact";
import { parseQuery, reject, respondWith, validateJsonBody } from "../../platform/http";
import { requireAdvisor } from "../accounts/require-advisor";
import { requireSession } from "../accounts/require-session";
import { contactLimit, listContactMessages, receiveContactMessage, setContactStatus } from "./service";
import type { ApiEnv } from "../../platform/context";

/** Contact us: anyone may write; only advisors read and answer (docs/api.md "Contact us"). */
export function contactRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.post(routePath(contactSendContract), async (c) => {
    const body = await validateJsonBody(c, contactSendContract.body);
    if (!body.ok) return body.response;
    // The hidden field a person never fills: a bot is answered as if it had succeeded, and ignored.
    if (body.value.website) return respondWith(c, contactSendContract, { reference: "EW-0000-000000" }, CONTACT_MESSAGES.sent, 201);
    const limit = await contactLimit(c.var.db, c.var.clientIp, body.value.email);
    if (!limit.ok) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return reject(c, 429, "RateLimited", CONTACT_MESSAGES.tooMany);
    }
    const received = await receiveContactMessage(c.var.db, c.var.mailer, c.var.logger, body.value);
    return respondWith(c, contactSendContract, received, CONTACT_MESSAGES.sent, 201);
  });

  routes.use("/contact/messages", requireSession("full"), requireAdvisor);
  routes.use("/contact/messages/*", requireSession("full"), requireAdvisor);

  routes.get(routePath(contactListContract), async (c) => {
    const query = parseQuery(c, contactListContract.query);
    if (!query.ok) return query.response;
    return respondWith(c, contactListContract, await listContactMessages(c.var.db, query.value));
  });

  routes.post(routePath(contactStatusContract), async (c) => {
    const id = contactIdSchema.safeParse({ id: c.req.param("id") });
    if (!id.success) return reject(c, 404, "NotFound", CONTACT_MESSAGES.notFound);
    const body = await validateJsonBody(c, contactStatusContract.body);
    if (!body.ok) return body.response;
    const updated = await setContactStatus(c.var.db, c.var.user.id, id.data.id, body.value.status);
    if (!updated) return reject(c, 404, "NotFound", CONTACT_MESSAGES.notFound);
    return respondWith(c, contactStatusContract, updated, body.value.status === "answered" ? CONTACT_MESSAGES.answered : CONTACT_MESSAGES.reopened);
  });

  return routes;
}
