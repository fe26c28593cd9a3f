import type { Context } from "hono";
import { Hono } from "hono";
import { forgotEmailContract, forgotSendCodeContract, forgotValidateCodeContract, resetPasswordContract } from "../../../core/contracts/accounts";
import { routePath } from "../../../core/contracts/endpoint";
import { MESSAGES } from "../../../core/messages";
import { parseJsonBody, reject, respondWith } from "../../platform/http";
import type { ApiEnv } from "../../platform/context";
import { confirmCodeStep, sendCodeStep } from "./answers";
import { checkForgotEmail, isLockedOut } from "./forgot-password";
import { resetPassword } from "./service";
import { findUserByEmail } from "./users";
import { codeSubject } from "./verification";

const lockedOutResponse = (c: Context<ApiEnv>) => reject(c, 429, "LockedOut", MESSAGES.lockedOut);

/** Forgot password (requirements §4, §7, §8): email check with attempts, emailed code, new password. */
export function forgotPasswordRoutes() {
  const routes = new Hono<ApiEnv>();

  // Each unregistered email costs one of 5 attempts per client per 30 minutes (forgot-password.ts).
  routes.post(routePath(forgotEmailContract), async (c) => {
    const body = await parseJsonBody(c, forgotEmailContract.body);
    if (!body.ok) return body.response;
    const checked = await checkForgotEmail(c.var.db, c.var.clientIp, body.value.email);
    if (checked.lockedOut) return lockedOutResponse(c);
    return respondWith(c, forgotEmailContract, { attempts: checked.attempts, registered: checked.registered });
  });

  routes.post(routePath(forgotSendCodeContract), async (c) => {
    const body = await parseJsonBody(c, forgotSendCodeContract.body);
    if (!body.ok) return body.response;
    if (await isLockedOut(c.var.db, c.var.clientIp)) return lockedOutResponse(c);
    const user = await findUserByEmail(c.var.db, body.value.email);
    if (!user) return reject(c, 404, "NotFound", "This email is not registered.");
    const code = { purpose: "forgot-password" as const, subject: codeSubject["forgot-password"](user.email), email: user.email };
    return sendCodeStep(c, code, `We sent a code to ${user.email}.`);
  });

  routes.post(routePath(forgotValidateCodeContract), async (c) => {
    const body = await parseJsonBody(c, forgotValidateCodeContract.body);
    if (!body.ok) return body.response;
    return confirmCodeStep(c, { purpose: "forgot-password", subject: codeSubject["forgot-password"](body.value.email), code: body.value.code });
  });

  routes.post(routePath(resetPasswordContract), async (c) => {
    const body = await parseJsonBody(c, resetPasswordContract.body);
    if (!body.ok) return body.response;
    const reset = await resetPassword(c.var.db, body.value);
    if (!reset.ok) return reject(c, 400, "CodeExpired", "Please confirm your email with a new code before choosing a password.");
    return respondWith(c, resetPasswordContract, null, MESSAGES.passwordUpdated);
  });

  return routes;
}
