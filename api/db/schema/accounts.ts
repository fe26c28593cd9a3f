import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The accounts domain: members, their API sessions and their emailed codes.

/** Members. Usernames and emails are unique whatever their case. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    mfaEnabled: boolean("mfa_enabled").notNull().default(false),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** customDate of requirements §5, as YYYY-MM-DD. */
    dateOfBirth: text("date_of_birth").notNull().default(""),
    /** Only the last four digits are kept until a tax filing needs the whole number. */
    ssnLast4: text("ssn_last4").notNull().default(""),
    industry: text("industry").notNull().default(""),
    bio: text("bio").notNull().default(""),
    avatarId: text("avatar_id"),
    address: text("address").notNull().default(""),
    cityCode: text("city_code").notNull().default(""),
    stateCode: text("state_code").notNull().default(""),
    zipCode: text("zip_code").notNull().default(""),
    countryCode: text("country_code").notNull().default(""),
    testUser: boolean("test_user").notNull().default(false),
    /** "advisor": answers Contact us messages at /desk (made by `npm run advisor:create`). */
    role: text("role").notNull().default("member"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('member', 'advisor')`),
  ],
);

/**
 * API sessions: opaque tokens stored as SHA-256 hashes. `stage` is "mfa" between a correct
 * password and the emailed second factor, then "full".
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    stage: text("stage").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    clientIp: text("client_ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("auth_sessions_token_idx").on(t.tokenHash), index("auth_sessions_user_idx").on(t.userId)],
);

/**
 * Emailed one-time codes. `subject` is what the code is for: the lower-cased username of a
 * registration, the lower-cased email of a password reset, or the session id of a sign-in.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    purpose: text("purpose").notNull(),
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("verification_codes_lookup_idx").on(t.purpose, t.subject, t.createdAt)],
);
