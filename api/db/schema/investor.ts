import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A member's investor account (one at most). Balances in cents; the membership level is derived
 * from them on every read (requirements §6), never stored.
 */
export const investorAccounts = pgTable("investor_accounts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  cashCents: bigint("cash_cents", { mode: "number" }).notNull().default(0),
  holdingsCents: bigint("holdings_cents", { mode: "number" }).notNull().default(0),
  openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the member last saved the account's beneficiaries (api/modules/estate): the review's "last saved", kept when they are cleared. */
  beneficiariesSavedAt: timestamp("beneficiaries_saved_at", { withTimezone: true }),
});

// ---- Investor accounts for real (issue "Investor accounts for real"): the application (KYC), the
// risk assessment, linked banks, transfers and the double-entry ledger (docs/decisions/009-ledger.md).

/**
 * A member's investor application (one per member): the draft's fields, its status and the last
 * review's reasons. The SSN is never stored in clear: a keyed hash (HMAC-SHA-256, the key from the
 * INVESTOR_DATA_KEY setting) for the uniqueness check, the number encrypted (AES-256-GCM) for the
 * review, and the last four for display.
 */
export const investorApplications = pgTable(
  "investor_applications",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("draft"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    dateOfBirth: text("date_of_birth").notNull().default(""),
    ssnHash: text("ssn_hash"),
    ssnCipher: text("ssn_cipher"),
    ssnLast4: text("ssn_last4").notNull().default(""),
    citizenship: text("citizenship").notNull().default(""),
    address: text("address").notNull().default(""),
    cityCode: text("city_code").notNull().default(""),
    stateCode: text("state_code").notNull().default(""),
    zipCode: text("zip_code").notNull().default(""),
    countryCode: text("country_code").notNull().default(""),
    employmentStatus: text("employment_status").notNull().default(""),
    industry: text("industry").notNull().default(""),
    annualIncome: text("annual_income").notNull().default(""),
    netWorth: text("net_worth").notNull().default(""),
    signature: text("signature").notNull().default(""),
    agreementsAccepted: boolean("agreements_accepted").notNull().default(false),
    agreementsAcceptedAt: timestamp("agreements_accepted_at", { withTimezone: true }),
    /** Why the last submission was rejected, keyed by field name. */
    reasons: jsonb("reasons").$type<Record<string, string>>().notNull().default({}),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One approved account per SSN, whatever races the review.
    uniqueIndex("investor_applications_ssn_approved_idx").on(t.ssnHash).where(sql`${t.status} = 'approved'`),
    index("investor_applications_ssn_idx").on(t.ssnHash),
    check("investor_applications_status_check", sql`${t.status} in ('draft', 'submitted', 'approved', 'rejected')`),
  ],
);

/** Risk assessments taken, history kept: the latest is the member's profile. */
export const investorAssessments = pgTable(
  "investor_assessments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    score: integer("score").notNull(),
    riskProfile: text("risk_profile").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("investor_assessments_user_idx").on(t.userId, t.createdAt)],
);

/** Questionnaire tokens (q_token): single use, bound to a member and a questionnaire version, 30 minutes. Only the hash is kept. */
export const assessmentTokens = pgTable(
  "assessment_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assessment_tokens_user_idx").on(t.userId)],
);

/**
 * Linked bank accounts (at most 3 in use per member). The account number is kept encrypted
 * (AES-256-GCM) with its last four in clear for display. Removing one keeps the row (removed_at)
 * so the transfer history still names its bank.
 */
export const linkedBanks = pgTable(
  "linked_banks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    holderName: text("holder_name").notNull(),
    routingNumber: text("routing_number").notNull(),
    accountNumberCipher: text("account_number_cipher").notNull(),
    accountNumberLast4: text("account_number_last4").notNull(),
    accountType: text("account_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    index("linked_banks_user_idx").on(t.userId),
    check("linked_banks_account_type_check", sql`${t.accountType} in ('checking', 'savings')`),
  ],
);

/** Deposits and withdrawals: pending, then settled, failed or cancelled once. Idempotent per member and key. */
export const transfers = pgTable(
  "transfers",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bankId: integer("bank_id")
      .notNull()
      .references(() => linkedBanks.id),
    direction: text("direction").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    status: text("status").notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it left pending (settled, failed or cancelled). */
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("transfers_user_key_idx").on(t.userId, t.idempotencyKey),
    index("transfers_user_created_idx").on(t.userId, t.createdAt),
    check("transfers_direction_check", sql`${t.direction} in ('deposit', 'withdrawal')`),
    check("transfers_status_check", sql`${t.status} in ('pending', 'settled', 'failed', 'cancelled')`),
    check("transfers_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** Journal entries: one movement of money, with the transfer it belongs to. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    transferId: integer("transfer_id").references(() => transfers.id),
    /** The order a hold or a fill belongs to (issue "Trading"; investment_orders.id). */
    orderId: integer("order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ledger_entries_transfer_idx").on(t.transferId), index("ledger_entries_order_idx").on(t.orderId)],
);

/**
 * Postings: signed integer cents on one account; every entry's postings sum to zero. Balances are
 * sums of postings, never stored. member_id is null for the platform's accounts (bank_clearing).
 */
export const ledgerPostings = pgTable(
  "ledger_postings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entryId: bigint("entry_id", { mode: "number" })
      .notNull()
      .references(() => ledgerEntries.id),
    accountKind: text("account_kind").notNull(),
    memberId: integer("member_id").references(() => users.id),
    /** member_securities is kept per product (issue "Trading"): the product's id; null on the other accounts. */
    productId: text("product_id"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_postings_member_idx").on(t.memberId, t.accountKind),
    index("ledger_postings_entry_idx").on(t.entryId),
    check("ledger_postings_amount_check", sql`${t.amountCents} <> 0`),
  ],
);
