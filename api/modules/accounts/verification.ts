import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { CODE_VALID_MINUTES, RESEND_COUNTDOWN_SECONDS } from "../../../core/constants";
import type { Database } from "../../db/connection";
import { verificationCodes } from "../../db/schema";
import { codeMail, type CodePurpose } from "./code-mail";
import type { Mailer } from "../../platform/mail/mailer";
import { countAttempt } from "../../platform/attempts";
import { constantTimeEqual, newCode, sha256 } from "./secrets";

export const MAX_WRONG_CODES = 5;

/**
 * The one emailed-code step, keyed by purpose (registration, password reset, sign-in). What a
 * code is for, its subject, is the lower-cased username of a registration, the lower-cased email
 * of a password reset, or the half-signed-in session of a sign-in.
 */
export const codeSubject = {
  registration: (username: string) => username.toLowerCase(),
  "forgot-password": (email: string) => email.toLowerCase(),
  "sign-in": (sessionId: number) => `session:${sessionId}`,
} satisfies Record<CodePurpose, (key: never) => string>;

const codeHash = (purpose: CodePurpose, subject: string, code: string) => sha256(`${purpose}:${subject}:${code}`);

export type IssueResult = { ok: true } | { ok: false; reason: "too-soon"; retryAfterSeconds: number } | { ok: false; reason: "mail-failed" };

/**
 * Sends a fresh code for `subject`. At most one every 60 s per purpose and subject, enforced here
 * across instances (requirements §9 resend countdown); a new code replaces any earlier one.
 */
export async function issueCode(
  db: Database,
  mailer: Mailer,
  request: { purpose: CodePurpose; subject: string; email: string },
): Promise<IssueResult> {
  const throttle = await countAttempt(db, `code:${request.purpose}:${request.subject}`, RESEND_COUNTDOWN_SECONDS);
  if (throttle.count > 1) {
    return { ok: false, reason: "too-soon", retryAfterSeconds: Math.max(1, Math.ceil((throttle.windowEndsAt.getTime() - Date.now()) / 1000)) };
  }
  const code = newCode();
  await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.purpose, request.purpose), eq(verificationCodes.subject, request.subject), isNull(verificationCodes.consumedAt)));
  const [row] = await db
    .insert(verificationCodes)
    .values({
      purpose: request.purpose,
      subject: request.subject,
      email: request.email.toLowerCase(),
      codeHash: codeHash(request.purpose, request.subject, code),
      expiresAt: new Date(Date.now() + CODE_VALID_MINUTES * 60_000),
    })
    .returning({ id: verificationCodes.id });
  try {
    await mailer.send(codeMail(request.purpose, request.email, code));
  } catch {
    // Nothing was delivered: the code must not stay usable, and the sender may try again at once.
    await db.delete(verificationCodes).where(eq(verificationCodes.id, row!.id));
    await db.execute(sql`delete from attempt_counters where key = ${`code:${request.purpose}:${request.subject}`}`);
    return { ok: false, reason: "mail-failed" };
  }
  return { ok: true };
}

export type CheckResult = { ok: true; email: string } | { ok: false; reason: "wrong" | "expired" };

/**
 * Checks a code against the latest one for `subject`: single use, valid 10 minutes, dead after
 * five wrong tries. With `markVerified` a right code is remembered for the next step.
 */
export async function checkCode(
  db: Database,
  request: { purpose: CodePurpose; subject: string; code: string; markVerified?: boolean; consume?: boolean },
): Promise<CheckResult> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, request.purpose), eq(verificationCodes.subject, request.subject), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!row) return { ok: false, reason: "wrong" };
  if (row.expiresAt.getTime() <= Date.now() || row.failedAttempts >= MAX_WRONG_CODES) return { ok: false, reason: "expired" };
  if (!constantTimeEqual(row.codeHash, codeHash(request.purpose, request.subject, request.code))) {
    await db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    return { ok: false, reason: "wrong" };
  }
  if (request.consume) {
    // Single use, even when two requests race with the same code.
    const used = await db
      .update(verificationCodes)
      .set({ consumedAt: new Date(), verifiedAt: row.verifiedAt ?? new Date() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) return { ok: false, reason: "expired" };
  } else if (request.markVerified && !row.verifiedAt) {
    await db.update(verificationCodes).set({ verifiedAt: new Date() }).where(eq(verificationCodes.id, row.id));
  }
  return { ok: true, email: row.email };
}

/** The code an earlier step confirmed, still unused and in time, for `subject`. */
const confirmedCode = (request: { purpose: CodePurpose; subject: string }) =>
  and(
    eq(verificationCodes.purpose, request.purpose),
    eq(verificationCodes.subject, request.subject),
    isNull(verificationCodes.consumedAt),
    isNotNull(verificationCodes.verifiedAt),
    gt(verificationCodes.expiresAt, new Date()),
  );

/** Whether an earlier step confirmed a code that is still usable (read only). */
export async function hasConfirmedCode(db: Database, request: { purpose: CodePurpose; subject: string }): Promise<boolean> {
  const [row] = await db.select({ id: verificationCodes.id }).from(verificationCodes).where(confirmedCode(request)).limit(1);
  return row !== undefined;
}

/** Uses up a code that an earlier step verified (the reset-password step carries no code). */
export async function consumeVerifiedCode(db: Database, request: { purpose: CodePurpose; subject: string }): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(confirmedCode(request))
    .returning({ id: verificationCodes.id });
  return used.length > 0;
}
