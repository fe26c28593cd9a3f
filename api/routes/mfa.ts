import { Hono } from "hono";
import { mfaSettingsSchema, mfaVerifySchema } from "../../core/auth";
import { MESSAGES } from "../../core/messages";
import { parseJsonBody, reject, respond } from "../http";
import { requireSession } from "../middleware/auth";
import { setMfaEnabled } from "../services/accounts";
import { checkCode, issueCode } from "../services/codes";
import { verifyPassword } from "../services/secrets";
import { notify } from "../services/notifications";
import { completeMfa } from "../services/sessions";
import { describeUserAgent } from "../services/user-agent";
import type { ApiEnv } from "../types";
import { codeNotSent, codeRejected } from "./user";

/** Two-step verification: an emailed code at each sign-in, for members who turn it on. */
export function mfaRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.post("/mfa/verify", requireSession("mfa"), async (c) => {
    const body = await parseJsonBody(c, mfaVerifySchema);
    if (!body.ok) return body.response;
    const subject = `session:${c.var.session.id}`;
    const checked = await checkCode(c.var.db, { purpose: "sign-in", subject, code: body.value.code, consume: true });
    if (!checked.ok) return codeRejected(c, checked.reason);
    const token = await completeMfa(c.var.db, c.var.session.id);
    await notify(c.var.db, c.var.user.id, "new-sign-in", describeUserAgent(c.var.session.userAgent));
    return respond(c, { token });
  });

  routes.post("/mfa/resend", requireSession("mfa"), async (c) => {
    const subject = `session:${c.var.session.id}`;
    const sent = await issueCode(c.var.db, c.var.mailer, { purpose: "sign-in", subject, email: c.var.user.email });
    if (!sent.ok) return codeNotSent(c, sent);
    return respond(c, null, `We sent a new code to ${c.var.user.email}.`);
  });

  routes.post("/mfa/settings", requireSession("full"), async (c) => {
    const body = await parseJsonBody(c, mfaSettingsSchema);
    if (!body.ok) return body.response;
    if (!(await verifyPassword(c.var.user.passwordHash, body.value.password))) {
      return reject(c, 400, "InvalidCredentials", MESSAGES.currentPasswordWrong);
    }
    await setMfaEnabled(c.var.db, c.var.user.id, body.value.enabled);
    await notify(c.var.db, c.var.user.id, body.value.enabled ? "two-step-on" : "two-step-off");
    return respond(c, { mfaEnabled: body.value.enabled }, body.value.enabled ? MESSAGES.twoStepOn : MESSAGES.twoStepOff);
  });

  return routes;
}
