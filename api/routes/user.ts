import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import {
  changePasswordSchema,
  emailSchema,
  phoneSchema,
  registrationCodeSchema,
  registrationSchema,
  signInSchema,
  signUpDetailsSchema,
  usernameSchema,
  validatePasswordSchema,
  type LoginResult,
} from "../../core/auth";
import { MESSAGES } from "../../core/messages";
import { personalInfoSchema } from "../../core/profile";
import { parseFormBody, parseJsonBody, reject, respond } from "../http";
import { isAvatar, isCityOf, isCountry, isIndustry, isUsState } from "../services/reference-lists";
import { bearerToken, requireSession } from "../middleware/auth";
import {
  createUser,
  findUserByLogin,
  isEmailTaken,
  isUsernameTaken,
  setPassword,
  toUserInfo,
} from "../services/accounts";
import { checkCode, issueCode, type IssueResult } from "../services/codes";
import { findInvestorAccount, membershipOf } from "../services/investor-accounts";
import { assignTask, completeTask, notify } from "../services/notifications";
import { describeUserAgent } from "../services/user-agent";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "../services/secrets";
import { activeSessions, createSession, resolveSession, revokeSession, revokeUserSessions } from "../services/sessions";
import { users } from "../db/schema";
import { eq } from "drizzle-orm";
import type { ApiEnv } from "../types";

/** Answers a code that could not be sent (spec §8 code-send failure) or was asked for too soon. */
export function codeNotSent(c: Context<ApiEnv>, result: Exclude<IssueResult, { ok: true }>) {
  if (result.reason === "too-soon") {
    c.header("Retry-After", String(result.retryAfterSeconds));
    return reject(c, 429, "RateLimited", MESSAGES.codeTooSoon);
  }
  return reject(c, 503, "Internal", MESSAGES.codeSendFailed);
}

export function codeRejected(c: Context<ApiEnv>, reason: "wrong" | "expired") {
  return reason === "expired"
    ? reject(c, 400, "CodeExpired", MESSAGES.codeExpired)
    : reject(c, 400, "InvalidCode", MESSAGES.codeWrong);
}

/**
 * POST /api/user/update: any subset of the Personal information fields (spec §5 rules), with
 * codes that must come from the lists the API serves.
 */
const profileUpdateSchema = personalInfoSchema
  .partial()
  .superRefine((v, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
    if (v.countryCode && !isCountry(v.countryCode)) issue("countryCode", "Choose a country from the list");
    if (v.stateCode && !isUsState(v.stateCode)) issue("stateCode", "Choose a state from the list");
    if (v.cityCode && !(v.stateCode && isCityOf(v.stateCode, v.cityCode))) issue("cityCode", "Choose a city of the chosen state");
    if (v.industry && !isIndustry(v.industry)) issue("industry", "Choose an industry from the list");
    if (v.avatarId && !isAvatar(v.avatarId)) issue("avatarId", "Choose an avatar from the list");
  });

export function userRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.post("/user/validateUsername", async (c) => {
    const body = await parseJsonBody(c, z.object({ username: usernameSchema }));
    if (!body.ok) return body.response;
    if (await isUsernameTaken(c.var.db, body.value.username)) return reject(c, 409, "UsernameTaken", MESSAGES.usernameTaken);
    return respond(c, null, "This username is available.");
  });

  routes.post("/user/validateEmail", async (c) => {
    const body = await parseJsonBody(c, z.object({ email: emailSchema }));
    if (!body.ok) return body.response;
    if (await isEmailTaken(c.var.db, body.value.email)) return reject(c, 409, "EmailTaken", MESSAGES.emailTaken);
    return respond(c, null, "This email address can be used.");
  });

  routes.post("/user/sendRegistrationVerifyCode", async (c) => {
    const body = await parseJsonBody(c, signUpDetailsSchema);
    if (!body.ok) return body.response;
    const { username, email } = body.value;
    if (await isUsernameTaken(c.var.db, username)) return reject(c, 409, "UsernameTaken", MESSAGES.usernameTaken);
    if (await isEmailTaken(c.var.db, email)) return reject(c, 409, "EmailTaken", MESSAGES.emailTaken);
    const sent = await issueCode(c.var.db, c.var.mailer, { purpose: "registration", subject: username.toLowerCase(), email });
    if (!sent.ok) return codeNotSent(c, sent);
    return respond(c, null, `We sent a code to ${email}.`);
  });

  routes.post("/user/validateRegistrationCode", async (c) => {
    const body = await parseJsonBody(c, registrationCodeSchema);
    if (!body.ok) return body.response;
    const checked = await checkCode(c.var.db, {
      purpose: "registration",
      subject: body.value.username.toLowerCase(),
      code: body.value.code,
      markVerified: true,
    });
    if (!checked.ok) return codeRejected(c, checked.reason);
    return respond(c, null, "Code confirmed.");
  });

  routes.post("/user/registration", async (c) => {
    const body = await parseJsonBody(c, registrationSchema);
    if (!body.ok) return body.response;
    const account = body.value;
    if (await isUsernameTaken(c.var.db, account.username)) return reject(c, 409, "UsernameTaken", MESSAGES.usernameTaken);
    if (await isEmailTaken(c.var.db, account.email)) return reject(c, 409, "EmailTaken", MESSAGES.emailTaken);
    const subject = account.username.toLowerCase();
    // The code must be the one sent to this email for this username.
    const checked = await checkCode(c.var.db, { purpose: "registration", subject, code: account.verifyCode });
    if (!checked.ok) return codeRejected(c, checked.reason);
    if (checked.email !== account.email.toLowerCase()) return reject(c, 400, "InvalidCode", MESSAGES.codeWrong);
    await checkCode(c.var.db, { purpose: "registration", subject, code: account.verifyCode, consume: true });
    const user = await createUser(c.var.db, account);
    if (!user) return reject(c, 409, "UsernameTaken", MESSAGES.usernameTaken);
    await notify(c.var.db, user.id, "welcome");
    await assignTask(c.var.db, user.id, "complete-profile");
    await assignTask(c.var.db, user.id, "open-investor-account");
    return respond(c, { username: user.username }, MESSAGES.registrationCompleted);
  });

  routes.post("/user/login", async (c) => {
    const body = await parseFormBody(c, signInSchema);
    if (!body.ok) return body.response;
    const user = await findUserByLogin(c.var.db, body.value.username);
    // The same hashing work whether or not the account exists.
    const valid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, body.value.password);
    if (!user || !valid) return reject(c, 401, "InvalidCredentials", MESSAGES.loginFailed);
    const client = { userAgent: c.req.header("User-Agent") ?? "", clientIp: c.var.clientIp };
    if (!user.mfaEnabled) {
      const { token } = await createSession(c.var.db, { userId: user.id, stage: "full", ...client });
      await notify(c.var.db, user.id, "new-sign-in", describeUserAgent(client.userAgent));
      return respond<LoginResult>(c, { needMfa: false, token });
    }
    const pending = await createSession(c.var.db, { userId: user.id, stage: "mfa", ...client });
    const sent = await issueCode(c.var.db, c.var.mailer, { purpose: "sign-in", subject: `session:${pending.id}`, email: user.email });
    if (!sent.ok) {
      await revokeSession(c.var.db, pending.id);
      return codeNotSent(c, sent);
    }
    return respond<LoginResult>(c, { needMfa: true, token: pending.token });
  });

  routes.get("/user/logout", async (c) => {
    const token = bearerToken(c.req.header("Authorization"));
    if (token) {
      const resolved = await resolveSession(c.var.db, token, Number.MAX_SAFE_INTEGER);
      if (resolved.status === "ok") await revokeSession(c.var.db, resolved.session.id);
    }
    return respond(c, null, MESSAGES.signedOut);
  });

  routes.get("/user/info", requireSession("full"), async (c) => {
    const account = await findInvestorAccount(c.var.db, c.var.user.id);
    return respond(c, toUserInfo(c.var.user, membershipOf(account)));
  });

  routes.post("/user/update", requireSession("full"), async (c) => {
    const body = await parseJsonBody(c, profileUpdateSchema);
    if (!body.ok) return body.response;
    const { ssn, avatarId, ...fields } = body.value;
    const changes: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (avatarId !== undefined) changes.avatarId = avatarId || null;
    // Only the last four digits of an SSN are kept; an empty field leaves what is stored.
    if (ssn) changes.ssnLast4 = ssn.replace(/-/g, "").slice(-4);
    if (Object.keys(changes).length > 0) {
      const [saved] = await c.var.db.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, c.var.user.id)).returning();
      // The "complete your profile" task completes itself once the contact details are there.
      if (saved && saved.phone && saved.address && saved.countryCode) await completeTask(c.var.db, saved.id, "complete-profile");
    }
    return respond(c, null, "Your profile has been saved.");
  });

  // Where the member is signed in, for the Security tab (device described, never the raw header).
  routes.get("/user/sessions", requireSession("full"), async (c) => {
    const sessions = await activeSessions(c.var.db, c.var.user.id, c.var.settings.idleTimeoutMinutes);
    return respond(
      c,
      sessions.map((s) => ({
        id: s.id,
        device: describeUserAgent(s.userAgent) || "Unknown device",
        signedInAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.id === c.var.session.id,
      })),
    );
  });

  routes.post("/user/sessions/revoke-others", requireSession("full"), async (c) => {
    await revokeUserSessions(c.var.db, c.var.user.id, c.var.session.id);
    return respond(c, null, "You are signed out everywhere else.");
  });

  routes.post("/user/validatePassword", requireSession("full"), async (c) => {
    const body = await parseJsonBody(c, validatePasswordSchema);
    if (!body.ok) return body.response;
    const own = body.value.username.toLowerCase() === c.var.user.username.toLowerCase();
    if (!own || !(await verifyPassword(c.var.user.passwordHash, body.value.password))) {
      return reject(c, 400, "InvalidCredentials", MESSAGES.currentPasswordWrong);
    }
    return respond(c, null, "Password confirmed.");
  });

  routes.post("/user/change-pwd", requireSession("full"), async (c) => {
    const body = await parseJsonBody(c, changePasswordSchema);
    if (!body.ok) return body.response;
    if (!(await verifyPassword(c.var.user.passwordHash, body.value.oldPassword))) {
      return reject(c, 400, "InvalidCredentials", MESSAGES.currentPasswordWrong);
    }
    await setPassword(c.var.db, c.var.user.id, body.value.password);
    await revokeUserSessions(c.var.db, c.var.user.id, c.var.session.id); // everywhere else signs in again
    await notify(c.var.db, c.var.user.id, "password-changed");
    return respond(c, null, MESSAGES.passwordChanged);
  });

  return routes;
}
