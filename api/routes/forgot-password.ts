import type { Context } from "hono";
import { Hono } from "hono";
import { forgotEmailSchema, forgotSendCodeSchema, forgotValidateCodeSchema, resetPasswordSchema } from "../../core/auth";
import { FORGOT_PASSWORD_LOCKOUT_MINUTES, FORGOT_PASSWORD_MAX_ATTEMPTS } from "../../core/constants";
import { MESSAGES } from "../../core/messages";
import { parseJsonBody, reject, respond } from "../http";
import { findUserByEmail, setPassword } from "../services/accounts";
import { countAttempt, lockCounter, readCounter } from "../services/attempts";
import { checkCode, consumeVerifiedCode, issueCode } from "../services/codes";
import { notify } from "../services/notifications";
import { revokeUserSessions } from "../services/sessions";
import type { ApiEnv } from "../types";
import { codeNotSent, codeRejected } from "./user";

const WINDOW_SECONDS = FORGOT_PASSWORD_LOCKOUT_MINUTES * 60;
const counterKey = (c: Context<ApiEnv>) => `forgot:${c.var.clientIp}`;

/** Whether this client is inside its 30-minute lockout. */
async function lockedOut(c: Context<ApiEnv>): Promise<boolean> {
  const counter = await readCounter(c.var.db, counterKey(c));
  return counter?.lockedUntil !== null && counter?.lockedUntil !== undefined && counter.lockedUntil.getTime() > Date.now();
}

function lockedOutResponse(c: Context<ApiEnv>) {
  return reject(c, 429, "LockedOut", MESSAGES.lockedOut);
}

async function attemptsLeft(c: Context<ApiEnv>): Promise<number> {
  const counter = await readCounter(c.var.db, counterKey(c));
  if (!counter || counter.windowStartedAt.getTime() <= Date.now() - WINDOW_SECONDS * 1000) return FORGOT_PASSWORD_MAX_ATTEMPTS;
  return Math.max(0, FORGOT_PASSWORD_MAX_ATTEMPTS - counter.count);
}

/** Forgot password (spec §4, §7, §8): email check with attempts, emailed code, new password. */
export function forgotPasswordRoutes() {
  const routes = new Hono<ApiEnv>();

  // Each unregistered email costs one of 5 attempts per client per 30 minutes; the 5th locks 30 minutes.
  routes.post("/email/validate", async (c) => {
    const body = await parseJsonBody(c, forgotEmailSchema);
    if (!body.ok) return body.response;
    if (await lockedOut(c)) return lockedOutResponse(c);
    if (await findUserByEmail(c.var.db, body.value.email)) {
      return respond(c, { attempts: await attemptsLeft(c), registered: true });
    }
    const { count } = await countAttempt(c.var.db, counterKey(c), WINDOW_SECONDS);
    const attempts = Math.max(0, FORGOT_PASSWORD_MAX_ATTEMPTS - count);
    if (attempts === 0) {
      await lockCounter(c.var.db, counterKey(c), new Date(Date.now() + FORGOT_PASSWORD_LOCKOUT_MINUTES * 60_000));
    }
    return respond(c, { attempts, registered: false });
  });

  routes.post("/common/send-verify-code", async (c) => {
    const body = await parseJsonBody(c, forgotSendCodeSchema);
    if (!body.ok) return body.response;
    if (await lockedOut(c)) return lockedOutResponse(c);
    const user = await findUserByEmail(c.var.db, body.value.email);
    if (!user) return reject(c, 404, "NotFound", "This email is not registered.");
    const sent = await issueCode(c.var.db, c.var.mailer, {
      purpose: "forgot-password",
      subject: user.email.toLowerCase(),
      email: user.email,
    });
    if (!sent.ok) return codeNotSent(c, sent);
    return respond(c, null, `We sent a code to ${user.email}.`);
  });

  routes.post("/common/validate-token", async (c) => {
    const body = await parseJsonBody(c, forgotValidateCodeSchema);
    if (!body.ok) return body.response;
    const checked = await checkCode(c.var.db, {
      purpose: "forgot-password",
      subject: body.value.email.toLowerCase(),
      code: body.value.code,
      markVerified: true,
    });
    if (!checked.ok) return codeRejected(c, checked.reason);
    return respond(c, null, "Code confirmed.");
  });

  routes.post("/user/reset-pwd", async (c) => {
    const body = await parseJsonBody(c, resetPasswordSchema);
    if (!body.ok) return body.response;
    const user = await findUserByEmail(c.var.db, body.value.email);
    const verified = user && (await consumeVerifiedCode(c.var.db, { purpose: "forgot-password", subject: user.email.toLowerCase() }));
    if (!user || !verified) {
      return reject(c, 400, "CodeExpired", "Please confirm your email with a new code before choosing a password.");
    }
    await setPassword(c.var.db, user.id, body.value.password);
    await revokeUserSessions(c.var.db, user.id); // a reset ends every other session
    await notify(c.var.db, user.id, "password-changed");
    return respond(c, null, MESSAGES.passwordUpdated);
  });

  return routes;
}
