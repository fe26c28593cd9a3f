import { eq, or, sql } from "drizzle-orm";
import type { UserInfo } from "../../core/auth";
import type { Database } from "../db/connection";
import { users } from "../db/schema";
import { hashPassword } from "./secrets";

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

/** Sign-in accepts the username or the email address (spec §2 "username-or-email"). */
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

export async function findUserById(db: Database, id: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Returns null when the username or email was taken meanwhile (the unique indexes decide). */
export async function createUser(
  db: Database,
  account: { username: string; email: string; phone: string; password: string },
): Promise<User | null> {
  const passwordHash = await hashPassword(account.password);
  const inserted = await db
    .insert(users)
    .values({ username: account.username, email: account.email, phone: account.phone, passwordHash })
    .onConflictDoNothing()
    .returning();
  return inserted[0] ?? null;
}

export async function setPassword(db: Database, userId: number, password: string) {
  await db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setMfaEnabled(db: Database, userId: number, enabled: boolean) {
  await db.update(users).set({ mfaEnabled: enabled, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** spec §3 user info. The level is derived from the investor account on every read (spec §6). */
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
