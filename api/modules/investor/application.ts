import { and, desc, eq, ne } from "drizzle-orm";
import type { ApplicationDraft, ApplicationResponse, ApplicationState } from "../../../core/contracts/investor";
import { APPLICATION_FIELDS, checkSsn, maskSsn, reviewApplication, type InvestorApplication, type RejectionReasons } from "../../../core/investor";
import type { Database } from "../../db/connection";
import { investorAccounts, investorApplications, investorAssessments } from "../../db/schema";
import { isCityOf, isCountry, isIndustry, isUsState } from "../content/reference-lists";
import { lockMember } from "./ledger";
import { decryptText, encryptText, ssnHash } from "./secrets";
import { openAccountIn } from "./service";
import { isUniqueViolation } from "../../db/unique-violation";

// The investor application (issue "Investor accounts for real" §3): a draft saved step by step,
// then the review. The SSN is kept as a keyed hash (uniqueness), encrypted (the review) and its
// last four (display); it is never answered or logged in full.

type Row = typeof investorApplications.$inferSelect;

const TEXT_FIELDS = ["firstName", "lastName", "dateOfBirth", "citizenship", "address", "cityCode", "stateCode", "zipCode", "countryCode", "employmentStatus", "industry", "annualIncome", "netWorth", "signature"] as const;

async function findApplication(db: Database, userId: number): Promise<Row | null> {
  const [row] = await db.select().from(investorApplications).where(eq(investorApplications.userId, userId)).limit(1);
  return row ?? null;
}

async function hasAssessment(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: investorAssessments.id }).from(investorAssessments).where(eq(investorAssessments.userId, userId)).orderBy(desc(investorAssessments.id)).limit(1);
  return row !== undefined;
}

/** The application's state for GET /api/investor/account: an account opened without one (before applications) counts as approved. */
export async function applicationState(db: Database, userId: number, accountOpen: boolean): Promise<ApplicationState> {
  // The status alone: the account's view is read on every signed-in page, and has no use for the
  // application's personal details (its SSN cipher above all).
  const [row] = await db.select({ status: investorApplications.status }).from(investorApplications).where(eq(investorApplications.userId, userId)).limit(1);
  if (row) return row.status as ApplicationState;
  return accountOpen ? "approved" : "none";
}

function view(row: Row | null, assessmentDone: boolean): ApplicationResponse {
  const text = (field: (typeof TEXT_FIELDS)[number]) => row?.[field] ?? "";
  return {
    status: (row?.status ?? "none") as ApplicationState,
    application: {
      firstName: text("firstName"),
      lastName: text("lastName"),
      dateOfBirth: text("dateOfBirth"),
      ssnMasked: row?.ssnLast4 ? maskSsn(row.ssnLast4) : "",
      citizenship: text("citizenship"),
      address: text("address"),
      cityCode: text("cityCode"),
      stateCode: text("stateCode"),
      zipCode: text("zipCode"),
      countryCode: text("countryCode"),
      employmentStatus: text("employmentStatus") as ApplicationResponse["application"]["employmentStatus"],
      industry: text("industry"),
      annualIncome: text("annualIncome") as ApplicationResponse["application"]["annualIncome"],
      netWorth: text("netWorth") as ApplicationResponse["application"]["netWorth"],
      signature: text("signature"),
      agreementsAccepted: row?.agreementsAccepted ?? false,
    },
    reasons: (row?.reasons ?? {}) as ApplicationResponse["reasons"],
    assessmentDone,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
  };
}

export async function getApplication(db: Database, userId: number): Promise<ApplicationResponse> {
  return view(await findApplication(db, userId), await hasAssessment(db, userId));
}

export type ApplicationRefusal = { ok: false; reason: "already-approved" | "not-started" };

/** Saves any subset of the fields into the draft (a blank clears a field). An approved application is closed. */
export async function saveApplicationDraft(db: Database, key: string, userId: number, draft: ApplicationDraft): Promise<{ ok: true; application: ApplicationResponse } | ApplicationRefusal> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const existing = await findApplication(tx, userId);
    if (existing?.status === "approved") return { ok: false as const, reason: "already-approved" as const };
    const changes: Partial<typeof investorApplications.$inferInsert> = {};
    for (const field of TEXT_FIELDS) if (draft[field] !== undefined) changes[field] = draft[field];
    if (draft.ssn !== undefined) {
      const digits = draft.ssn.replace(/-/g, "");
      Object.assign(changes, digits === "" ? { ssnHash: null, ssnCipher: null, ssnLast4: "" } : { ssnHash: ssnHash(key, digits), ssnCipher: encryptText(key, digits), ssnLast4: digits.slice(5) });
    }
    if (draft.agreementsAccepted !== undefined) Object.assign(changes, { agreementsAccepted: draft.agreementsAccepted, agreementsAcceptedAt: draft.agreementsAccepted ? new Date() : null });
    if (existing) {
      if (Object.keys(changes).length > 0) await tx.update(investorApplications).set({ ...changes, updatedAt: new Date() }).where(eq(investorApplications.userId, userId));
    } else {
      await tx.insert(investorApplications).values({ userId, ...changes });
    }
    return { ok: true as const, application: view(await findApplication(tx, userId), await hasAssessment(tx, userId)) };
  });
}

const LISTS = { isCountry, isUsState, isCityOf, isIndustry };

/**
 * Submits the application for review: every rule at once, the SSN unique across members (its
 * keyed hash against other members' approved applications). Approved: the account opens
 * (Passenger → Bronze) in the same transaction. Rejected: the reasons, per field, are saved for
 * the form; the member corrects and submits again.
 */
export async function submitApplication(db: Database, key: string, userId: number, today: string): Promise<{ ok: true; application: ApplicationResponse } | ApplicationRefusal> {
  try {
    return await reviewOnce(db, key, userId, today);
  } catch (error) {
    // Another member's application with this SSN was approved at the same moment: the unique
    // index refused this approval; reviewed again, it now finds the SSN taken.
    if (isUniqueViolation(error)) return reviewOnce(db, key, userId, today);
    throw error;
  }
}

async function reviewOnce(db: Database, key: string, userId: number, today: string): Promise<{ ok: true; application: ApplicationResponse } | ApplicationRefusal> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = await findApplication(tx, userId);
    if (row?.status === "approved") return { ok: false as const, reason: "already-approved" as const };
    // Nothing saved yet: there is nothing to review, and no empty application is made to reject.
    if (!row) return { ok: false as const, reason: "not-started" as const };
    const ssn = row.ssnCipher ? (decryptText(key, row.ssnCipher) ?? "") : "";
    const application: InvestorApplication = { agreementsAccepted: row.agreementsAccepted, ssn };
    for (const field of TEXT_FIELDS) application[field] = row[field];
    const checked = checkSsn(ssn);
    let ssnTaken = false;
    if (checked.ok && row.ssnHash) {
      const [other] = await tx
        .select({ userId: investorApplications.userId })
        .from(investorApplications)
        .where(and(eq(investorApplications.ssnHash, row.ssnHash), eq(investorApplications.status, "approved"), ne(investorApplications.userId, userId)))
        .limit(1);
      ssnTaken = other !== undefined;
    }
    const result = reviewApplication(application, { today, ssnTaken, lists: LISTS });
    const now = new Date();
    if (result.status === "approved") {
      await tx.update(investorApplications).set({ status: "approved", reasons: {}, submittedAt: now, reviewedAt: now, updatedAt: now }).where(eq(investorApplications.userId, userId));
      await openAccountIn(tx, userId);
    } else {
      const reasons: RejectionReasons = {};
      for (const field of APPLICATION_FIELDS) if (result.reasons[field]) reasons[field] = result.reasons[field];
      await tx.update(investorApplications).set({ status: "rejected", reasons, submittedAt: now, reviewedAt: now, updatedAt: now }).where(eq(investorApplications.userId, userId));
    }
    return { ok: true as const, application: view(await findApplication(tx, userId), await hasAssessment(tx, userId)) };
  });
}

/** Whether the member's investor account is open. */
export async function accountIsOpen(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: investorAccounts.userId }).from(investorAccounts).where(eq(investorAccounts.userId, userId)).limit(1);
  return row !== undefined;
}
