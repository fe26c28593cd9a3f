import { asc, eq, sql } from "drizzle-orm";
import type { BeneficiaryInput, BeneficiaryReview } from "../../../core/contracts/beneficiaries";
import { designationFindings, designationProblems, DESIGNATIONS, partsOf, titlingOf, type Beneficiary, type Designation } from "../../../core/estate/beneficiaries";
import { calendarDateIn } from "../../../core/format";
import { BENEFICIARY_MESSAGES, BENEFICIARY_PAGE_COPY, findingText, FINDING_TITLES, RELATIONSHIP_LABELS, TITLING_LABELS } from "../../../core/messages/beneficiaries";
import { centsToDecimalString } from "../../../core/money";
import type { Database } from "../../db/connection";
import { accountBeneficiaries, investorAccounts, investorApplications } from "../../db/schema";
import type { Refusal } from "../../platform/http";
import { findInvestorAccount, totalAssetsCents } from "../investor/service";

// The beneficiary and ownership review of the member's investor account: the rules and words are
// core's; this reads the account, its beneficiaries and where the member lives, and replaces the
// beneficiaries whole in one transaction. Every query is scoped to the member.

type Db = Database;

async function storedBeneficiaries(db: Db, userId: number): Promise<Beneficiary[]> {
  const rows = await db
    .select({ designation: accountBeneficiaries.designation, name: accountBeneficiaries.name, relationship: accountBeneficiaries.relationship, sharePercent: accountBeneficiaries.sharePercent })
    .from(accountBeneficiaries)
    .where(eq(accountBeneficiaries.userId, userId))
    .orderBy(asc(accountBeneficiaries.designation), asc(accountBeneficiaries.position));
  return rows as Beneficiary[];
}

async function stateCodeOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ stateCode: investorApplications.stateCode, countryCode: investorApplications.countryCode }).from(investorApplications).where(eq(investorApplications.userId, userId)).limit(1);
  return row && row.countryCode === "US" ? row.stateCode : "";
}

/**
 * The review as the member sees it on `today` in `timeZone`: how the account is owned, each
 * beneficiary's part of its value, and the findings. Without an account, an empty review (opened: false).
 */
export async function beneficiaryReview(db: Db, userId: number, timeZone: string): Promise<BeneficiaryReview> {
  const account = await findInvestorAccount(db, userId);
  const beneficiaries = account ? await storedBeneficiaries(db, userId) : [];
  const valueCents = totalAssetsCents(account) ?? 0;
  const reviewedOn = account?.beneficiariesSavedAt ? calendarDateIn(timeZone, account.beneficiariesSavedAt) : null;
  const titling = titlingOf(beneficiaries);
  const named = (designation: Designation) => {
    const list = beneficiaries.filter((b) => b.designation === designation);
    const parts = partsOf(list, valueCents);
    return list.map((b, i) => ({ name: b.name, relationship: b.relationship, relationshipLabel: RELATIONSHIP_LABELS[b.relationship], sharePercent: b.sharePercent, amount: centsToDecimalString(parts[i]!) }));
  };
  const findings = account ? designationFindings({ beneficiaries, stateCode: await stateCodeOf(db, userId), reviewedOn, today: calendarDateIn(timeZone) }) : [];
  return {
    opened: account !== null,
    value: centsToDecimalString(valueCents),
    titling: { kind: titling, ...TITLING_LABELS[titling] },
    primary: named("primary"),
    contingent: named("contingent"),
    findings: findings.map((f) => ({ key: f.key, title: FINDING_TITLES[f.key], text: findingText(f) })),
    reviewedOn,
    disclaimer: BENEFICIARY_PAGE_COPY.disclaimer,
  };
}

/**
 * Replaces the account's beneficiaries with `list` (empty clears them). Without an investor account
 * there is nothing to name (409); a list the rules refuse (shares not adding up to 100 %, a
 * contingent without a primary, a name twice) is a 422 that writes nothing.
 */
export async function saveBeneficiaries(db: Db, userId: number, list: readonly BeneficiaryInput[], timeZone: string): Promise<{ ok: true; value: BeneficiaryReview; message: string } | Refusal> {
  const problems = designationProblems(list);
  if (problems.length > 0) return { ok: false, status: 422, field: "beneficiaries", message: problems.map(BENEFICIARY_MESSAGES.problem).join(" ") };
  const saved = await db.transaction(async (tx) => {
    // The account row first, locked: two saves of one member's list then run one after the other.
    const [account] = await tx.update(investorAccounts).set({ beneficiariesSavedAt: sql`now()` }).where(eq(investorAccounts.userId, userId)).returning({ userId: investorAccounts.userId });
    if (!account) return false;
    await tx.delete(accountBeneficiaries).where(eq(accountBeneficiaries.userId, userId));
    const rows = DESIGNATIONS.flatMap((designation) =>
      list.filter((b) => b.designation === designation).map((b, position) => ({ userId, designation, position, name: b.name, relationship: b.relationship, sharePercent: b.sharePercent })),
    );
    if (rows.length > 0) await tx.insert(accountBeneficiaries).values(rows);
    return true;
  });
  if (!saved) return { ok: false, status: 409, message: BENEFICIARY_MESSAGES.noAccount };
  const count = (designation: Designation) => list.filter((b) => b.designation === designation).length;
  const message = list.length === 0 ? BENEFICIARY_MESSAGES.cleared : BENEFICIARY_MESSAGES.saved(count("primary"), count("contingent"));
  return { ok: true, value: await beneficiaryReview(db, userId, timeZone), message };
}
