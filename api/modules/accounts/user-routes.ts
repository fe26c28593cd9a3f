import { Hono } from "hono";
import {
  activeSessionsContract,
  changePasswordContract,
  loginContract,
  logoutContract,
  registrationContract,
  revokeOtherSessionsContract,
  revokeSessionContract,
  sendRegistrationCodeContract,
  updateProfileContract,
  userInfoContract,
  dataVersionContract,
  validateEmailContract,
  validatePasswordContract,
  validateRegistrationCodeContract,
  validateUsernameContract,
} from "../../../core/contracts/accounts";
import { routePath } from "../../../core/contracts/endpoint";
import { MESSAGES } from "../../../core/messages";
import { parseFormBody, parseJsonBody, reject, respondWith } from "../../platform/http";
import type { ApiEnv } from "../../platform/context";
import { isAvatar, isCityOf, isCountry, isIndustry, isUsState } from "../content/reference-lists";
import { callerInvestorAccount } from "../investor/caller-account";
import { membershipOf } from "../investor/service";
import { codeNotSent, confirmCodeStep, refused, sendCodeStep } from "./answers";
import { bearerToken, requireSession } from "./require-session";
import { changePassword, confirmOwnPassword, register, signIn, signOut, updateProfile } from "./service";
import { activeSessions, revokeUserSession, revokeUserSessions } from "./sessions";
import { describeUserAgent } from "./user-agent";
import { dataVersionOf } from "./data-version";
import { isEmailTaken, isUsernameTaken, toUserInfo } from "./users";
import { codeSubject } from "./verification";

/**
 * POST /api/user/update: any subset of the Personal information fields (requirements §5 rules), with
 * codes that must come from the lists the API serves.
 */
const profileUpdateSchema = updateProfileContract.body.superRefine((v, ctx) => {
  const issue = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
  if (v.countryCode && !isCountry(v.countryCode)) issue("countryCode", "Choose a country from the list");
  if (v.stateCode && !isUsState(v.stateCode)) issue("stateCode", "Choose a state from the list");
  if (v.cityCode && !(v.stateCode && isCityOf(v.stateCode, v.cityCode))) issue("cityCode", "Choose a city of the chosen state");
  if (v.industry && !isIndustry(v.industry)) issue("industry", "Choose an industry from the list");
  if (v.avatarId && !isAvatar(v.avatarId)) issue("avatarId", "Choose an avatar from the list");
});

export function userRoutes() {
  const routes = new Hono<ApiEnv>();

  routes.post(routePath(validateUsernameContract), async (c) => {
    const body = await parseJsonBody(c, validateUsernameContract.body);
    if (!body.ok) return body.response;
    if (await isUsernameTaken(c.var.db, body.value.username)) return reject(c, 409, "UsernameTaken", MESSAGES.usernameTaken);
    return respondWith(c, validateUsernameContract, null, MESSAGES.usernameAvailable);
  });

  routes.post(routePath(validateEmailContract), async (c) => {
    const body = await parseJsonBody(c, validateEmailContract.body);
    if (!body.ok) return body.response;
    if (await isEmailTaken(c.var.db, body.value.email)) return reject(c, 409, "EmailTaken", MESSAGES.emailTaken);
    return respondWith(c, validateEmailContract, null, MESSAGES.emailAvailable);
  });

  routes.post(routePath(sendRegistrationCodeContract), async (c) => {
    const body = await parseJsonBody(c, sendRegistrationCodeContract.body);
    if (!body.ok) return body.response;
    const { username, email } = body.value;
    if (await isUsernameTaken(c.var.db, username)) return reject(c, 409, "UsernameTaken", MESSAGES.usernameTaken);
    if (await isEmailTaken(c.var.db, email)) return reject(c, 409, "EmailTaken", MESSAGES.emailTaken);
    return sendCodeStep(c, { purpose: "registration", subject: codeSubject.registration(username), email }, `We sent a code to ${email}.`);
  });

  routes.post(routePath(validateRegistrationCodeContract), async (c) => {
    const body = await parseJsonBody(c, validateRegistrationCodeContract.body);
    if (!body.ok) return body.response;
    return confirmCodeStep(c, { purpose: "registration", subject: codeSubject.registration(body.value.username), code: body.value.code });
  });

  routes.post(routePath(registrationContract), async (c) => {
    const body = await parseJsonBody(c, registrationContract.body);
    if (!body.ok) return body.response;
    const registered = await register(c.var.db, body.value);
    if (!registered.ok) return refused(c, registered.reason);
    const { user } = registered;
    return respondWith(c, registrationContract, { username: user.username }, MESSAGES.registrationCompleted);
  });

  routes.post(routePath(loginContract), async (c) => {
    const body = await parseFormBody(c, loginContract.form);
    if (!body.ok) return body.response;
    const signedIn = await signIn(c.var.db, c.var.mailer, {
      login: body.value.username,
      password: body.value.password,
      userAgent: c.req.header("User-Agent") ?? "",
      clientIp: c.var.clientIp,
    });
    if (signedIn.ok) return respondWith(c, loginContract, signedIn.result);
    if (signedIn.reason === "invalid-credentials") return reject(c, 401, "InvalidCredentials", MESSAGES.loginFailed);
    return codeNotSent(c, signedIn);
  });

  routes.get(routePath(logoutContract), async (c) => {
    await signOut(c.var.db, bearerToken(c.req.header("Authorization")));
    return respondWith(c, logoutContract, null, MESSAGES.signedOut);
  });

  routes.get(routePath(userInfoContract), requireSession("full"), async (c) => {
    const account = await callerInvestorAccount(c);
    return respondWith(c, userInfoContract, toUserInfo(c.var.user, membershipOf(account)));
  });

  // Read with the session in one statement, unless another call of the same page looked the session up first.
  routes.get(routePath(dataVersionContract), requireSession("full", { withDataVersion: true }), async (c) =>
    respondWith(c, dataVersionContract, { version: c.var.dataVersion ?? (await dataVersionOf(c.var.db, c.var.user.id)) }),
  );

  routes.post(routePath(updateProfileContract), requireSession("full"), async (c) => {
    const body = await parseJsonBody(c, profileUpdateSchema);
    if (!body.ok) return body.response;
    const { ssn, avatarId, ...fields } = body.value;
    const changes: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (avatarId !== undefined) changes.avatarId = avatarId || null;
    // Only the last four digits of an SSN are kept; an empty field leaves what is stored.
    if (ssn) changes.ssnLast4 = ssn.replace(/-/g, "").slice(-4);
    await updateProfile(c.var.db, c.var.user.id, changes);
    return respondWith(c, updateProfileContract, null, MESSAGES.profileSaved);
  });

  // Where the member is signed in, for the Security tab (device described, never the raw header).
  routes.get(routePath(activeSessionsContract), requireSession("full"), async (c) => {
    const sessions = await activeSessions(c.var.db, c.var.user.id, c.var.settings.idleTimeoutMinutes);
    return respondWith(
      c,
      activeSessionsContract,
      sessions.map((s) => ({
        id: s.id,
        device: describeUserAgent(s.userAgent) || "Unknown device",
        signedInAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.id === c.var.session.id,
      })),
    );
  });

  routes.post(routePath(revokeOtherSessionsContract), requireSession("full"), async (c) => {
    await revokeUserSessions(c.var.db, c.var.user.id, c.var.session.id);
    return respondWith(c, revokeOtherSessionsContract, null, MESSAGES.signedOutElsewhere);
  });

  routes.post(routePath(revokeSessionContract), requireSession("full"), async (c) => {
    const body = await parseJsonBody(c, revokeSessionContract.body);
    if (!body.ok) return body.response;
    // The session in use ends by signing out, which also clears the browser's cookie.
    if (body.value.id === c.var.session.id) return reject(c, 409, "Conflict", MESSAGES.sessionIsThisBrowser);
    // Another member's session answers as one that has ended: its id says nothing about them.
    if (!(await revokeUserSession(c.var.db, c.var.user.id, body.value.id))) return reject(c, 404, "NotFound", MESSAGES.sessionGone);
    return respondWith(c, revokeSessionContract, null, MESSAGES.signedOutThere);
  });

  routes.post(routePath(validatePasswordContract), requireSession("full"), async (c) => {
    const body = await parseJsonBody(c, validatePasswordContract.body);
    if (!body.ok) return body.response;
    if (!(await confirmOwnPassword(c.var.user, body.value))) return refused(c, "wrong-password");
    return respondWith(c, validatePasswordContract, null, MESSAGES.passwordConfirmed);
  });

  routes.post(routePath(changePasswordContract), requireSession("full"), async (c) => {
    const body = await parseJsonBody(c, changePasswordContract.body);
    if (!body.ok) return body.response;
    const changed = await changePassword(c.var.db, c.var.user, c.var.session.id, body.value);
    if (!changed.ok) return refused(c, changed.reason);
    return respondWith(c, changePasswordContract, null, MESSAGES.passwordChanged);
  });

  return routes;
}
