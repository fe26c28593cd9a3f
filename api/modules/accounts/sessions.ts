import { and, desc, eq, gt, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { builtOnce } from "../../db/prepared";
import { authSessions, users } from "../../db/schema";
import { dataVersionSql } from "./data-version";
import { newToken, sha256 } from "./secrets";

export type SessionStage = "mfa" | "full";
export type AuthSession = typeof authSessions.$inferSelect;

const SESSION_LIFETIME_DAYS = 30;
/** A half-signed-in session (password right, code not yet entered) lasts as long as its code. */
const MFA_STAGE_MINUTES = 10;
/**
 * last_seen_at is written at most this often: one page makes several calls, and a write on each
 * was most of their database time. Against an idle timeout counted in minutes the error is small.
 */
const LAST_SEEN_WRITE_INTERVAL_MS = 15_000;

export async function createSession(
  db: Database,
  session: { userId: number; stage: SessionStage; userAgent: string; clientIp: string },
): Promise<{ token: string; id: number }> {
  const token = newToken();
  const lifetimeMs = session.stage === "mfa" ? MFA_STAGE_MINUTES * 60_000 : SESSION_LIFETIME_DAYS * 86_400_000;
  const [row] = await db
    .insert(authSessions)
    .values({ ...session, userAgent: session.userAgent.slice(0, 300), tokenHash: sha256(token), expiresAt: new Date(Date.now() + lifetimeMs) })
    .returning({ id: authSessions.id });
  return { token, id: row!.id };
}

export type ResolvedSession =
  | { status: "ok"; session: AuthSession; user: typeof users.$inferSelect | null; dataVersion?: string }
  | { status: "missing" }
  | { status: "idle"; session: AuthSession };

// Every signed-in page and API call starts here: the live session and its member, in one statement
// (the member is null if the row is gone; the caller refuses such a session).
function liveSessionWith<Extra extends Record<string, SQL.Aliased | SQL>>(db: Database, extra: Extra) {
  return db
    .select({ session: authSessions, user: users, ...extra })
    .from(authSessions)
    .leftJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, sql.placeholder("tokenHash")), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, sql.placeholder("now"))))
    .limit(1);
}

const liveSessionByTokenHash = builtOnce((db) => liveSessionWith(db, {}).prepare("live_session_with_user_by_token_hash"));

// The member page cache's question, asked on every signed-in page (docs/decisions/038): the
// session, its member and the member's data version, in one statement rather than two. Over the
// embedded database each statement costs 0.2-0.7 ms however small; the second was about 12 % of
// a page answered from the member page cache.
const liveSessionWithDataVersion = builtOnce((db) =>
  liveSessionWith(db, { dataVersion: dataVersionSql(authSessions.userId) }).prepare("live_session_with_user_and_data_version"),
);

/**
 * Looks a token up; a session idle longer than the timeout is ended here (the API enforces it).
 * With `withDataVersion`, the member's data version is read in the same statement.
 */
export async function resolveSession(db: Database, token: string, idleTimeoutMinutes: number, { withDataVersion = false } = {}): Promise<ResolvedSession> {
  const parameters = { tokenHash: sha256(token), now: new Date() };
  const [row]: Array<{ session: AuthSession; user: typeof users.$inferSelect | null; dataVersion?: string }> = withDataVersion
    ? await liveSessionWithDataVersion(db).execute(parameters)
    : await liveSessionByTokenHash(db).execute(parameters);
  if (!row) return { status: "missing" };
  const { session, user } = row;
  if (session.lastSeenAt.getTime() < Date.now() - idleTimeoutMinutes * 60_000) {
    await revokeSession(db, session.id);
    return { status: "idle", session };
  }
  if (Date.now() - session.lastSeenAt.getTime() >= LAST_SEEN_WRITE_INTERVAL_MS) {
    await db.update(authSessions).set({ lastSeenAt: new Date() }).where(eq(authSessions.id, session.id));
  }
  return { status: "ok", session, user, dataVersion: row.dataVersion };
}

/** The second factor was right: the same session becomes a full one with a fresh token. */
export async function completeMfa(db: Database, sessionId: number): Promise<string> {
  const token = newToken();
  await db
    .update(authSessions)
    .set({ stage: "full", tokenHash: sha256(token), lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_LIFETIME_DAYS * 86_400_000) })
    .where(eq(authSessions.id, sessionId));
  return token;
}

export async function revokeSession(db: Database, sessionId: number) {
  await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId));
}

/** Ends every session of a member, or every one but `keepSessionId`. */
export async function revokeUserSessions(db: Database, userId: number, keepSessionId?: number) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(authSessions.id, keepSessionId),
      ),
    );
}

/** Ends one of the member's sessions; false when it is not theirs or has already ended (nothing changes). */
export async function revokeUserSession(db: Database, userId: number, sessionId: number): Promise<boolean> {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return ended.length === 1;
}

/** A member's live, signed-in sessions (not ended, not expired, not idle past the timeout), newest first. */
export async function activeSessions(db: Database, userId: number, idleTimeoutMinutes: number): Promise<AuthSession[]> {
  return db
    .select()
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        eq(authSessions.stage, "full"),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
        gt(authSessions.lastSeenAt, new Date(Date.now() - idleTimeoutMinutes * 60_000)),
      ),
    )
    .orderBy(desc(authSessions.lastSeenAt));
}
