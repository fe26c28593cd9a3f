import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Editorial content seeded from content/ (news, what's new, learning center). */
export const contentItems = pgTable(
  "content_items",
  {
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    category: text("category").notNull(),
    publishedAt: date("published_at", { mode: "string" }).notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    /** The page's h2/h3 headings with their anchor ids, for tables of contents. */
    outline: jsonb("outline").$type<Array<{ id: string; text: string; level: number }>>().notNull().default([]),
    /** Hash of the source file: the seed rewrites a row only when its file changed. */
    sourceHash: text("source_hash").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slug] }),
    index("content_items_kind_published_idx").on(t.kind, t.publishedAt),
  ],
);

/** Visitor records (spec §4): one row per path per visitor session, however many instances record it. */
export const pageViews = pgTable(
  "page_views",
  {
    id: serial("id").primaryKey(),
    visitorId: text("visitor_id").notNull(),
    pageUrl: text("page_url").notNull(),
    timeZone: text("time_zone").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex("page_views_visitor_path_idx").on(t.visitorId, t.pageUrl)],
);


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
    /** customDate of spec §5, as YYYY-MM-DD. */
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
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

/** Mail kept when no SMTP server is configured (SMTP_URL unset): a person can read codes here. */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every instance: auth rate limits and the forgot-password lockout. */
export const attemptCounters = pgTable("attempt_counters", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** spec §3 stored lists: the daily tip, seeded from content/daily-tips.json in file order. */
export const dailyTips = pgTable("daily_tips", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  category: text("category").notNull(),
  text: text("text").notNull(),
});

/** spec §3 resource lists by type (wechatArticles, formsAndSamples, governmentArticles). */
export const resources = pgTable(
  "resources",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    source: text("source").notNull(),
    url: text("url"),
  },
  (t) => [index("resources_type_idx").on(t.type, t.position)],
);

/** spec §3 video list. */
export const videos = pgTable("videos", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  category: text("category").notNull(),
  durationSeconds: integer("duration_seconds").notNull(),
  chapters: jsonb("chapters").$type<Array<{ title: string; startSeconds: number }>>().notNull(),
  transcript: text("transcript").notNull(),
});

/**
 * A member's investor account (one at most). Balances in cents; the membership level is derived
 * from them on every read (spec §6), never stored.
 */
export const investorAccounts = pgTable("investor_accounts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  cashCents: bigint("cash_cents", { mode: "number" }).notNull().default(0),
  holdingsCents: bigint("holdings_cents", { mode: "number" }).notNull().default(0),
  openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * spec §3 notifications: messages (welcome, security notices) and tasks, which complete
 * themselves when the member does what they ask.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // "message" | "task"
    topic: text("topic").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);
