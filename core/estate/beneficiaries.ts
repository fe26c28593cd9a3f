import { apportion } from "../money";
import { addMonths } from "../planning/dates";

// Who receives the member's investor account at death, and how the account is owned (the estate
// service's Silver "Beneficiary and account review" and the legal service's Silver "Account
// ownership and titling review", one page for both). Pure: the rules a designation must keep, the
// account's titling that follows from it, each beneficiary's part of the account today in whole
// cents, and what the review asks the member to look at.

/** Primary beneficiaries receive the account; contingent ones only if no primary one outlives the member. */
export const DESIGNATIONS = ["primary", "contingent"] as const;
export type Designation = (typeof DESIGNATIONS)[number];

export const RELATIONSHIPS = ["spouse", "partner", "child", "grandchild", "parent", "sibling", "other-relative", "friend", "trust", "charity", "estate"] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** Beneficiaries per designation the account registration holds (a form of five rows each). */
export const MAX_PER_DESIGNATION = 5;
export const MAX_NAME_LENGTH = 80;
/** Shares are whole percentages of the account; each designation's add up to this. */
export const WHOLE_SHARE = 100;
/** A designation older than this is due for a look, even without a life event. */
export const REVIEW_EVERY_YEARS = 3;

export type Beneficiary = { designation: Designation; name: string; relationship: Relationship; sharePercent: number };

/** How the account is owned: in the member's name alone, registered transfer on death once anyone is named. */
export type Titling = "individual" | "individual-tod";

/**
 * The community property states (and their names, as the review says them): there a spouse may own
 * half of what was earned during the marriage, whatever the account's registration says.
 */
export const COMMUNITY_PROPERTY_STATES: Readonly<Record<string, string>> = {
  AZ: "Arizona",
  CA: "California",
  ID: "Idaho",
  LA: "Louisiana",
  NV: "Nevada",
  NM: "New Mexico",
  TX: "Texas",
  WA: "Washington",
  WI: "Wisconsin",
};

/** A rule a set of designations breaks; the message for each is in core/messages/beneficiaries.ts. */
export type DesignationProblem =
  | { rule: "too-many"; designation: Designation }
  | { rule: "shares-total"; designation: Designation; total: number }
  | { rule: "contingent-without-primary" }
  | { rule: "named-twice"; designation: Designation; name: string };

/** Names compare without case and runs of spaces: "Ana  Ruiz" and "ana ruiz" are one person. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

const byDesignation = (list: readonly Beneficiary[], designation: Designation) => list.filter((b) => b.designation === designation);

/**
 * What is wrong with a whole set of designations (each entry already well formed: a name, a
 * relationship, a share of 1 to 100). None named at all is allowed (the member clears them);
 * otherwise each designation used holds at most five beneficiaries, each named once, whose shares
 * add up to 100 %, and contingent beneficiaries need a primary one to stand behind.
 */
export function designationProblems(list: readonly Beneficiary[]): DesignationProblem[] {
  const problems: DesignationProblem[] = [];
  for (const designation of DESIGNATIONS) {
    const named = byDesignation(list, designation);
    if (named.length === 0) continue;
    if (named.length > MAX_PER_DESIGNATION) problems.push({ rule: "too-many", designation });
    const total = named.reduce((sum, b) => sum + b.sharePercent, 0);
    if (total !== WHOLE_SHARE) problems.push({ rule: "shares-total", designation, total });
    // The name as first written, once however many times it comes back.
    const first = new Map<string, string>();
    const twice = new Set<string>();
    for (const b of named) {
      const key = nameKey(b.name);
      if (first.has(key)) twice.add(key);
      else first.set(key, b.name.trim().replace(/\s+/g, " "));
    }
    for (const key of twice) problems.push({ rule: "named-twice", designation, name: first.get(key)! });
  }
  if (byDesignation(list, "primary").length === 0 && byDesignation(list, "contingent").length > 0) problems.push({ rule: "contingent-without-primary" });
  return problems;
}

export const titlingOf = (list: readonly Beneficiary[]): Titling => (byDesignation(list, "primary").length > 0 ? "individual-tod" : "individual");

/** Each beneficiary's part of `valueCents` by share, in whole cents adding up to the value exactly. */
export function partsOf(named: readonly Beneficiary[], valueCents: number): number[] {
  return apportion(Math.max(0, valueCents), named.map((b) => b.sharePercent));
}

/** What the review asks the member to look at, in the order it shows them. */
export const FINDING_KEYS = ["none-named", "estate-named", "no-contingent", "community-property", "minor-possible", "review-due"] as const;
export type FindingKey = (typeof FINDING_KEYS)[number];

export type Finding =
  | { key: "none-named" }
  | { key: "estate-named" }
  | { key: "no-contingent" }
  /** The member lives in a community property state and no spouse is named for half or more. */
  | { key: "community-property"; stateName: string }
  /** A child or grandchild is named: if under 18, they cannot take the account themselves. */
  | { key: "minor-possible"; names: string[] }
  /** Designations last saved more than REVIEW_EVERY_YEARS ago ("YYYY-MM-DD"). */
  | { key: "review-due"; reviewedOn: string };

export type ReviewInput = {
  beneficiaries: readonly Beneficiary[];
  /** Where the member lives, as the investor application recorded it ("TX"); "" when not in the US. */
  stateCode: string;
  /** The day the designations were last saved, "YYYY-MM-DD"; null before the first save. */
  reviewedOn: string | null;
  today: string;
};

/** The review's findings; none means nothing stands out. */
export function designationFindings(input: ReviewInput): Finding[] {
  const primary = byDesignation(input.beneficiaries, "primary");
  const findings: Finding[] = [];
  if (primary.length === 0) findings.push({ key: "none-named" });
  if (input.beneficiaries.some((b) => b.relationship === "estate")) findings.push({ key: "estate-named" });
  if (primary.length > 0 && byDesignation(input.beneficiaries, "contingent").length === 0) findings.push({ key: "no-contingent" });
  const stateName = COMMUNITY_PROPERTY_STATES[input.stateCode];
  const spouseShare = primary.filter((b) => b.relationship === "spouse").reduce((sum, b) => sum + b.sharePercent, 0);
  if (stateName && spouseShare * 2 < WHOLE_SHARE) findings.push({ key: "community-property", stateName });
  const young = input.beneficiaries.filter((b) => b.relationship === "child" || b.relationship === "grandchild").map((b) => b.name.trim());
  if (young.length > 0) findings.push({ key: "minor-possible", names: [...new Set(young)] });
  if (input.reviewedOn !== null && reviewIsDue(input.reviewedOn, input.today)) findings.push({ key: "review-due", reviewedOn: input.reviewedOn });
  return findings;
}

/** Whether a designation saved on `reviewedOn` is more than REVIEW_EVERY_YEARS old on `today` (its anniversary day is still in time). */
export function reviewIsDue(reviewedOn: string, today: string): boolean {
  return addMonths(reviewedOn, REVIEW_EVERY_YEARS * 12) < today;
}
