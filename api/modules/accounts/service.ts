import type { LoginResult } from "../../../core/auth";
import type { Database } from "../../db/connection";
import type { Mailer } from "../../platform/mail/mailer";
import { assignTask, completeTask, notify } from "../notifications/service";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "./secrets";
import { completeMfa, createSession, resolveSession, revokeSession, revokeUserSessions, type AuthSession } from "./sessions";
import { describeUserAgent } from "./user-agent";
import { findUserByEmail, findUserByLogin, insertUser, isEmailTaken, isUsernameTaken, setMfaEnabled, setPasswordHash, updateUserFields, type User } from "./users";
import { checkCode, codeSubject, consumeVerifiedCode, hasConfirmedCode, issueCode, type IssueResult } from "./verification";

// The accounts module's writes. Each route handler calls one of these; a write of several rows
// runs in one transaction (db.transaction, on PGlite and PostgreSQL alike), so a failure part-way
// leaves nothing half-done. Inside a transaction every query goes through `tx`: PGlite has one
// connection, and a query on the outer handle would wait for the transaction to end.
// Password hashing and mail stay outside transactions: both are slow, and mail cannot be undone.

export type Refused<R extends string> = { ok: false; reason: R };
export type CodeRefusal = "wrong" | "expired";
export type NotSent = Exclude<IssueResult, { ok: true }>;

/** Thrown inside a transaction to undo it; caught by the function that started it. */
class Undo<R extends string> extends Error {
  constructor(readonly reason: R) {
    super(reason);
  }
}

async function undoable<T, R extends string>(work: () => Promise<T>): Promise<T | Refused<R>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Undo) return { ok: false, reason: error.reason as R };
    throw error;
  }
}

/**
 * Registration (requirements §4): the code must be the one sent to this email for this username.
 * Then, in one transaction: the code is used up, the member created, welcomed and given the first
 * two tasks. If any of it fails, the code stays usable and no member exists.
 */
export async function register(
  db: Database,
  account: { username: string; email: string; phone: string; password: string; verifyCode: string },
): Promise<{ ok: true; user: User } | Refused<"username-taken" | "email-taken" | CodeRefusal>> {
  if (await isUsernameTaken(db, account.username)) return { ok: false, reason: "username-taken" };
  if (await isEmailTaken(db, account.email)) return { ok: false, reason: "email-taken" };
  const code = { purpose: "registration" as const, subject: codeSubject.registration(account.username), code: account.verifyCode };
  // Outside the transaction: a wrong code counts against the code's tries whatever happens next.
  const checked = await checkCode(db, code);
  if (!checked.ok) return checked;
  if (checked.email !== account.email.toLowerCase()) return { ok: false, reason: "wrong" };
  const passwordHash = await hashPassword(account.password);
  return undoable(() =>
    db.transaction(async (tx) => {
      await checkCode(tx, { ...code, consume: true });
      const user = await insertUser(tx, { username: account.username, email: account.email, phone: account.phone, passwordHash });
      // Taken meanwhile: undone, so the code is not used up by a registration that did not happen.
      if (!user) throw new Undo("username-taken" as const);
      await notify(tx, user.id, "welcome");
      await assignTask(tx, user.id, "complete-profile");
      await assignTask(tx, user.id, "open-investor-account");
      return { ok: true as const, user };
    }),
  );
}

type Client = { userAgent: string; clientIp: string };

/**
 * Sign-in by username or email. Without two-step verification the session is full at once (and
 * the member told of the sign-in); with it, the session waits for the code mailed here.
 */
export async function signIn(
  db: Database,
  mailer: Mailer,
  request: { login: string; password: string } & Client,
): Promise<{ ok: true; result: LoginResult } | Refused<"invalid-credentials"> | NotSent> {
  const user = await findUserByLogin(db, request.login);
  // The same hashing work whether or not the account exists.
  const valid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, request.password);
  if (!user || !valid) return { ok: false, reason: "invalid-credentials" };
  const client = { userAgent: request.userAgent, clientIp: request.clientIp };
  if (!user.mfaEnabled) {
    const token = await db.transaction(async (tx) => {
      const session = await createSession(tx, { userId: user.id, stage: "full", ...client });
      await notify(tx, user.id, "new-sign-in", describeUserAgent(client.userAgent));
      return session.token;
    });
    return { ok: true, result: { needMfa: false, token } };
  }
  const pending = await createSession(db, { userId: user.id, stage: "mfa", ...client });
  const sent = await issueCode(db, mailer, { purpose: "sign-in", subject: codeSubject["sign-in"](pending.id), email: user.email });
  if (!sent.ok) {
    await revokeSession(db, pending.id);
    return sent;
  }
  return { ok: true, result: { needMfa: true, token: pending.token } };
}

/** Ends the session of a token, whatever its state (idempotent). */
export async function signOut(db: Database, token: string | null) {
  if (!token) return;
  const resolved = await resolveSession(db, token, Number.MAX_SAFE_INTEGER);
  if (resolved.status === "ok") await revokeSession(db, resolved.session.id);
}

/** The emailed second factor: the code is used up and the session becomes full, together. */
export async function completeSecondFactor(
  db: Database,
  session: AuthSession,
  code: string,
): Promise<{ ok: true; token: string } | Refused<CodeRefusal>> {
  return db.transaction(async (tx) => {
    // A wrong code is counted and committed: only a right one goes further.
    const checked = await checkCode(tx, { purpose: "sign-in", subject: codeSubject["sign-in"](session.id), code, consume: true });
    if (!checked.ok) return checked;
    const token = await completeMfa(tx, session.id);
    await notify(tx, session.userId, "new-sign-in", describeUserAgent(session.userAgent));
    return { ok: true as const, token };
  });
}

/** Two-step verification on or off, with the password, and the member told. */
export async function setTwoStep(db: Database, user: User, request: { enabled: boolean; password: string }) {
  if (!(await verifyPassword(user.passwordHash, request.password))) return { ok: false as const, reason: "wrong-password" as const };
  await db.transaction(async (tx) => {
    await setMfaEnabled(tx, user.id, request.enabled);
    await notify(tx, user.id, request.enabled ? "two-step-on" : "two-step-off");
  });
  return { ok: true as const };
}

/** Whether a password is the signed-in member's own (the Security tab's confirmation step). */
export async function confirmOwnPassword(user: User, request: { username: string; password: string }): Promise<boolean> {
  const own = request.username.toLowerCase() === user.username.toLowerCase();
  return own && (await verifyPassword(user.passwordHash, request.password));
}

/** Saves profile fields; the "complete your profile" task completes itself once the contact details are there. */
export async function updateProfile(db: Database, userId: number, changes: Record<string, unknown>) {
  if (Object.keys(changes).length === 0) return;
  await db.transaction(async (tx) => {
    const saved = await updateUserFields(tx, userId, changes);
    if (saved && saved.phone && saved.address && saved.countryCode) await completeTask(tx, saved.id, "complete-profile");
  });
}

/** A new password with the current one: every other session ends, and the member is told. */
export async function changePassword(db: Database, user: User, keepSessionId: number, request: { oldPassword: string; password: string }) {
  if (!(await verifyPassword(user.passwordHash, request.oldPassword))) return { ok: false as const, reason: "wrong-password" as const };
  const passwordHash = await hashPassword(request.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, keepSessionId); // everywhere else signs in again
    await notify(tx, user.id, "password-changed");
  });
  return { ok: true as const };
}

/**
 * The last forgot-password step: the code an earlier step confirmed is used up with the new
 * password set, every session ended and the member told, all or nothing.
 */
export async function resetPassword(db: Database, request: { email: string; password: string }) {
  const user = await findUserByEmail(db, request.email);
  const code = user && { purpose: "forgot-password" as const, subject: codeSubject["forgot-password"](user.email) };
  // Checked before the (slow) hashing, and again, for good, inside the transaction.
  if (!user || !code || !(await hasConfirmedCode(db, code))) return { ok: false as const, reason: "not-verified" as const };
  const passwordHash = await hashPassword(request.password);
  return undoable(() =>
    db.transaction(async (tx) => {
      const verified = await consumeVerifiedCode(tx, code);
      if (!verified) throw new Undo("not-verified" as const);
      await setPasswordHash(tx, user.id, passwordHash);
      await revokeUserSessions(tx, user.id); // a reset ends every other session
      await notify(tx, user.id, "password-changed");
      return { ok: true as const };
    }),
  );
}
