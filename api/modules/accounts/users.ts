import { eq, or, sql } from "drizzle-orm";
import type { UserInfo } from "../../../core/auth";
import type { Database } from "../../db/connection";
import { builtOnce } from "../../db/prepared";
import { users } from "../../db/schema";

export type User = typeof users.$inferSelect;

const lower = (value: string) => value.trim().toLowerCase();

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${lower(username)}`).limit(1);
  return row !== undefined;
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${lower(email)}`).limit(1);
  return row !== undefined;
}

/** Sign-in accepts the username or the email address (requirements §2 "username-or-email"). */
export async function findUserByLogin(db: Database, login: string): Promise<User | null> {
  const value = lower(login);
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${lower(email)}`).limit(1);
  return row ?? null;
}

const userById = builtOnce((db) => db.select().from(users).where(eq(users.id, sql.placeholder("id"))).limit(1).prepare("user_by_id"));

export async function findUserById(db: Database, id: number): Promise<User | null> {
  const [row] = await userById(db).execute({ id });
  return row ?? null;
}

/** Returns null when the username or email was taken meanwhile (the unique indexes decide). */
export async function insertUser(
  db: Database,
  account: { username: string; email: string; phone: string; passwordHash: string },
): Promise<User | null> {
  const inserted = await db
    .insert(users)
    .values({ username: account.username, email: account.email, phone: account.phone, passwordHash: account.passwordHash })
    .onConflictDoNothing()
    .returning();
  return inserted[0] ?? null;
}

/** Hash first (argon2 is slow), then store: the hash is computed outside any transaction. */
export async function setPasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Writes the given profile fields; returns the saved row (null when the member is gone). */
export async function updateUserFields(db: Database, userId: number, changes: Partial<typeof users.$inferInsert>): Promise<User | null> {
  const [saved] = await db.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return saved ?? null;
}

export async function setMfaEnabled(db: Database, userId: number, enabled: boolean) {
  await db.update(users).set({ mfaEnabled: enabled, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** requirements §3 user info. The level is derived from the investor account on every read (requirements §6). */
export function toUserInfo(user: User, membership: { memberLevel: number; membership: string }): UserInfo {
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: user.dateOfBirth,
    ssnLast4: user.ssnLast4,
    industry: user.industry,
    bio: user.bio,
    avatarId: user.avatarId,
    email: user.email,
    phone: user.phone,
    address: user.address,
    cityCode: user.cityCode,
    stateCode: user.stateCode,
    zipCode: user.zipCode,
    countryCode: user.countryCode,
    memberLevel: membership.memberLevel,
    membership: membership.membership,
    testUser: user.testUser,
    qtoken: null,
    mfaEnabled: user.mfaEnabled,
  };
}
