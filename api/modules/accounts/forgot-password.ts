import { FORGOT_PASSWORD_LOCKOUT_MINUTES, FORGOT_PASSWORD_MAX_ATTEMPTS } from "../../../core/constants";
import type { Database } from "../../db/connection";
import { countAttempt, lockCounter, readCounter } from "../../platform/attempts";
import { findUserByEmail } from "./users";

// The forgot-password attempts (requirements §4): each unregistered email costs one of 5 attempts
// per client per 30 minutes; the 5th locks the client out for 30 minutes.

const WINDOW_SECONDS = FORGOT_PASSWORD_LOCKOUT_MINUTES * 60;
const counterKey = (clientIp: string) => `forgot:${clientIp}`;

/** Whether this client is inside its 30-minute lockout. */
export async function isLockedOut(db: Database, clientIp: string): Promise<boolean> {
  const counter = await readCounter(db, counterKey(clientIp));
  return counter?.lockedUntil !== null && counter?.lockedUntil !== undefined && counter.lockedUntil.getTime() > Date.now();
}

async function attemptsLeft(db: Database, clientIp: string): Promise<number> {
  const counter = await readCounter(db, counterKey(clientIp));
  if (!counter || counter.windowStartedAt.getTime() <= Date.now() - WINDOW_SECONDS * 1000) return FORGOT_PASSWORD_MAX_ATTEMPTS;
  return Math.max(0, FORGOT_PASSWORD_MAX_ATTEMPTS - counter.count);
}

/** The email step: registered or not, and the attempts left; the attempt that uses up the last one locks, in one transaction. */
export async function checkForgotEmail(
  db: Database,
  clientIp: string,
  email: string,
): Promise<{ lockedOut: true } | { lockedOut: false; attempts: number; registered: boolean }> {
  if (await isLockedOut(db, clientIp)) return { lockedOut: true };
  if (await findUserByEmail(db, email)) return { lockedOut: false, attempts: await attemptsLeft(db, clientIp), registered: true };
  const attempts = await db.transaction(async (tx) => {
    const { count } = await countAttempt(tx, counterKey(clientIp), WINDOW_SECONDS);
    const left = Math.max(0, FORGOT_PASSWORD_MAX_ATTEMPTS - count);
    if (left === 0) await lockCounter(tx, counterKey(clientIp), new Date(Date.now() + FORGOT_PASSWORD_LOCKOUT_MINUTES * 60_000));
    return left;
  });
  return { lockedOut: false, attempts, registered: false };
}
