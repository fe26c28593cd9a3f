import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { toReturnDataView, toTaxEstimateResponse, type ReturnSections, type TaxReturnResponse } from "../../../core/contracts/tax";
import { TAX_FILING_MESSAGES } from "../../../core/messages/tax";
import { estimateFederalTax } from "../../../core/tax/estimate-federal-tax";
import type { TaxYear } from "../../../core/tax/federal-tax-tables";
import { emptyReturn, toEstimateInput, validateReturn, type ReturnIssue, type TaxReturnData } from "../../../core/tax/filing";
import type { Database } from "../../db/connection";
import { notifications, taxReturns } from "../../db/schema";
import { lockMember } from "../investor/ledger";
import { decryptText, encryptText } from "../investor/secrets";

// Individual tax returns (issue "Tax" §2): a draft per member and year saved section by section,
// the submission that checks every step, locks the return and issues a confirmation number, and
// the amendment that starts a new draft from a submitted return. SSNs are kept as the investor
// application keeps them: encrypted with the INVESTOR_DATA_KEY setting, the last four in clear for
// display; they are never answered, only masked, and never logged.

type Row = typeof taxReturns.$inferSelect;

export type ReturnRefusal =
  | { ok: false; reason: "read-only" | "already-submitted" | "nothing-to-amend" }
  | { ok: false; reason: "incomplete"; issues: ReturnIssue[] };
export type ReturnAnswer = { ok: true; answer: TaxReturnResponse } | ReturnRefusal;

const ssnSlot = { taxpayer: "taxpayer", spouse: "spouse", dependent: (key: string) => `dependent:${key}` };

/** The stored row as the wizard's data, each SSN decrypted (the 9 digits, or "" when none is on file). */
function returnOf(row: Row | null, key: string): TaxReturnData {
  if (!row) return emptyReturn();
  const stored = row.data as unknown as TaxReturnData;
  const open = (slot: string) => {
    const sealed = row.ssns[slot];
    return sealed ? (decryptText(key, sealed) ?? "") : "";
  };
  return {
    ...stored,
    taxpayer: { ...stored.taxpayer, ssn: open(ssnSlot.taxpayer) },
    spouse: { ...stored.spouse, ssn: open(ssnSlot.spouse) },
    dependents: stored.dependents.map((d) => ({ ...d, ssn: open(ssnSlot.dependent(d.key)) })),
  };
}

/** The data as stored: SSNs out (only their last four stay), each sealed under its slot. */
function sealed(data: TaxReturnData, key: string, previous: Record<string, string>, previousData: TaxReturnData): { data: TaxReturnData; ssns: Record<string, string> } {
  const ssns: Record<string, string> = {};
  const seal = (slot: string, digits: string, before: string) => {
    if (digits === "") return;
    // An unchanged number keeps its sealed form: a save does not re-encrypt what it did not touch.
    ssns[slot] = digits === before && previous[slot] ? previous[slot] : encryptText(key, digits);
  };
  seal(ssnSlot.taxpayer, data.taxpayer.ssn, previousData.taxpayer.ssn);
  seal(ssnSlot.spouse, data.spouse.ssn, previousData.spouse.ssn);
  const before = new Map(previousData.dependents.map((d) => [d.key, d.ssn]));
  for (const d of data.dependents) seal(ssnSlot.dependent(d.key), d.ssn, before.get(d.key) ?? "");
  const last4 = (ssn: string) => ssn.slice(-4);
  return {
    data: {
      ...data,
      taxpayer: { ...data.taxpayer, ssn: last4(data.taxpayer.ssn) },
      spouse: { ...data.spouse, ssn: last4(data.spouse.ssn) },
      dependents: data.dependents.map((d) => ({ ...d, ssn: last4(d.ssn) })),
    },
    ssns,
  };
}

const newDependentKey = () => randomBytes(6).toString("base64url");

/** A confirmation number: "EPT-2025-" and 10 characters of an unambiguous alphabet. */
function newConfirmationNumber(year: number): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(10);
  return `EPT-${year}-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

/** The sections given replace the saved ones; a blank SSN keeps the one on file (for a dependent, the one of the same key). */
export function mergeSections(current: TaxReturnData, sections: ReturnSections): TaxReturnData {
  const next: TaxReturnData = { ...current };
  if (sections.filingStatus !== undefined) next.filingStatus = sections.filingStatus;
  if (sections.taxpayer) next.taxpayer = { ...sections.taxpayer, ssn: sections.taxpayer.ssn || current.taxpayer.ssn };
  if (sections.spouse) next.spouse = { ...sections.spouse, ssn: sections.spouse.ssn || current.spouse.ssn };
  if (sections.dependents) {
    const before = new Map(current.dependents.map((d) => [d.key, d]));
    const used = new Set<string>();
    next.dependents = sections.dependents.map((d) => {
      let key = d.key && before.has(d.key) && !used.has(d.key) ? d.key : newDependentKey();
      while (used.has(key)) key = newDependentKey();
      used.add(key);
      return { ...d, key, ssn: d.ssn || (before.get(key)?.ssn ?? "") };
    });
  }
  if (sections.income) next.income = sections.income;
  if (sections.adjustments) next.adjustments = sections.adjustments;
  if (sections.deductions) next.deductions = sections.deductions;
  if (sections.credits) next.credits = sections.credits;
  return next;
}

async function findReturn(db: Database, userId: number, year: number, status: "draft" | "submitted"): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(taxReturns)
    .where(and(eq(taxReturns.userId, userId), eq(taxReturns.year, year), eq(taxReturns.status, status)))
    .limit(1);
  return row ?? null;
}

async function findById(db: Database, id: number | null): Promise<Row | null> {
  if (id === null) return null;
  const [row] = await db.select().from(taxReturns).where(eq(taxReturns.id, id)).limit(1);
  return row ?? null;
}

async function answerFor(db: Database, key: string, year: TaxYear, row: Row | null): Promise<TaxReturnResponse> {
  const data = returnOf(row, key);
  const amended = await findById(db, row?.amendsId ?? null);
  return {
    year,
    status: row?.status === "submitted" ? "submitted" : "draft",
    saved: row !== null,
    data: toReturnDataView(data),
    estimate: toTaxEstimateResponse(estimateFederalTax(toEstimateInput(year, data))),
    issues: validateReturn(year, data),
    confirmationNumber: row?.confirmationNumber ?? null,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    amends: amended?.confirmationNumber ?? null,
  };
}

/** GET /api/taxing/info: the year's draft, else its submitted return, else an empty draft (not saved). */
export async function returnInfo(db: Database, key: string, userId: number, year: TaxYear): Promise<TaxReturnResponse> {
  const row = (await findReturn(db, userId, year, "draft")) ?? (await findReturn(db, userId, year, "submitted"));
  return answerFor(db, key, year, row);
}

/** POST /api/taxing/save: the sections into the year's draft. A submitted return without a draft is read-only. */
export async function saveReturn(db: Database, key: string, userId: number, year: TaxYear, sections: ReturnSections): Promise<ReturnAnswer> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const draft = await findReturn(tx, userId, year, "draft");
    if (!draft && (await findReturn(tx, userId, year, "submitted"))) return { ok: false as const, reason: "read-only" as const };
    const current = returnOf(draft, key);
    const stored = sealed(mergeSections(current, sections), key, draft?.ssns ?? {}, current);
    const now = new Date();
    if (draft) {
      await tx.update(taxReturns).set({ data: stored.data, ssns: stored.ssns, updatedAt: now }).where(eq(taxReturns.id, draft.id));
    } else {
      await tx.insert(taxReturns).values({ userId, year, status: "draft", data: stored.data, ssns: stored.ssns });
    }
    return { ok: true as const, answer: await answerFor(tx, key, year, await findReturn(tx, userId, year, "draft")) };
  });
}

/**
 * POST /api/taxing/submit: every step checked; then the draft becomes the year's submitted return
 * with a confirmation number and a notification. An amendment replaces the return it amends.
 */
export async function submitReturn(db: Database, key: string, userId: number, year: TaxYear): Promise<ReturnAnswer> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const draft = await findReturn(tx, userId, year, "draft");
    const submitted = await findReturn(tx, userId, year, "submitted");
    if (!draft && submitted) return { ok: false as const, reason: "already-submitted" as const };
    const issues = validateReturn(year, returnOf(draft, key));
    if (!draft || issues.length > 0) return { ok: false as const, reason: "incomplete" as const, issues };
    const now = new Date();
    if (submitted) await tx.update(taxReturns).set({ status: "amended", updatedAt: now }).where(eq(taxReturns.id, submitted.id));
    const confirmationNumber = newConfirmationNumber(year);
    await tx.update(taxReturns).set({ status: "submitted", confirmationNumber, submittedAt: now, updatedAt: now }).where(eq(taxReturns.id, draft.id));
    await tx.insert(notifications).values({ userId, kind: "message", topic: "tax-return-submitted", ...TAX_FILING_MESSAGES.notification(year, confirmationNumber) });
    return { ok: true as const, answer: await answerFor(tx, key, year, await findReturn(tx, userId, year, "submitted")) };
  });
}

/** POST /api/taxing/amend: a new draft copied from the submitted return (the existing draft if one is open). */
export async function amendReturn(db: Database, key: string, userId: number, year: TaxYear): Promise<ReturnAnswer> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const draft = await findReturn(tx, userId, year, "draft");
    if (draft) return { ok: true as const, answer: await answerFor(tx, key, year, draft) };
    const submitted = await findReturn(tx, userId, year, "submitted");
    if (!submitted) return { ok: false as const, reason: "nothing-to-amend" as const };
    await tx.insert(taxReturns).values({ userId, year, status: "draft", data: submitted.data, ssns: submitted.ssns, amendsId: submitted.id });
    return { ok: true as const, answer: await answerFor(tx, key, year, await findReturn(tx, userId, year, "draft")) };
  });
}
