import { Hono } from "hono";
import { mfaResendContract, mfaSettingsContract, mfaVerifyContract } from "../../../core/contracts/accounts";
import { routePath } from "../../../core/contracts/endpoint";
import { MESSAGES } from "../../../core/messages";
import type { ApiEnv } from "../../platform/context";
import { parseJsonBody, respondWith } from "../../platform/http";
import { refused, sendCodeStep } from "./answers";
import { requireSession } from "./require-session";
import { completeSecondFactor, setTwoStep } from "./service";
import { codeSubject } from "./verification";

/** Two-step verification: an emailed code at each sign-in, for members who turn it on. */
export function mfaRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.post(routePath(mfaVerifyContract), requireSession("mfa"), async (c) => {
    const body = await parseJsonBody(c, mfaVerifyContract.body);
    if (!body.ok) return body.response;
    const completed = await completeSecondFactor(c.var.db, c.var.session, body.value.code);
    if (!completed.ok) return refused(c, completed.reason);
    return respondWith(c, mfaVerifyContract, { token: completed.token });
  });

  routes.post(routePath(mfaResendContract), requireSession("mfa"), async (c) =>
    sendCodeStep(c, { purpose: "sign-in", subject: codeSubject["sign-in"](c.var.session.id), email: c.var.user.email }, `We sent a new code to ${c.var.user.email}.`),
  );

  routes.post(routePath(mfaSettingsContract), requireSession("full"), async (c) => {
    const body = await parseJsonBody(c, mfaSettingsContract.body);
    if (!body.ok) return body.response;
    const changed = await setTwoStep(c.var.db, c.var.user, body.value);
    if (!changed.ok) return refused(c, changed.reason);
    return respondWith(c, mfaSettingsContract, { mfaEnabled: body.value.enabled }, body.value.enabled ? MESSAGES.twoStepOn : MESSAGES.twoStepOff);
  });

  return routes;
}
