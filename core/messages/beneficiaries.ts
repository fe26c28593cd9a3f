import type { Designation, DesignationProblem, Finding, FindingKey, Relationship, Titling } from "../estate/beneficiaries";
import { MAX_PER_DESIGNATION, REVIEW_EVERY_YEARS } from "../estate/beneficiaries";
import { formatCalendarDate } from "../format/dates";

// Every member-facing string of the beneficiary and ownership review (the estate service's and
// the legal service's Silver cards); the rules are in core/estate/beneficiaries.ts.

export const RELATIONSHIP_LABELS: Readonly<Record<Relationship, string>> = {
  spouse: "Spouse",
  partner: "Partner",
  child: "Child",
  grandchild: "Grandchild",
  parent: "Parent",
  sibling: "Brother or sister",
  "other-relative": "Other relative",
  friend: "Friend",
  trust: "Trust",
  charity: "Charity",
  estate: "My estate",
};

export const DESIGNATION_LABELS: Readonly<Record<Designation, { title: string; plural: string; help: string }>> = {
  primary: {
    title: "Primary beneficiaries",
    plural: "primary beneficiaries",
    help: "They receive the account at your death, each their share.",
  },
  contingent: {
    title: "Contingent beneficiaries",
    plural: "contingent beneficiaries",
    help: "They receive it only if no primary beneficiary outlives you.",
  },
};

export const TITLING_LABELS: Readonly<Record<Titling, { label: string; meaning: string }>> = {
  individual: {
    label: "Individual",
    meaning: "The account is in your name alone and you control it. With no beneficiary named, at your death it passes under your will, or your state's law if you have none, usually through probate.",
  },
  "individual-tod": {
    label: "Individual, transfer on death (TOD)",
    meaning: "The account is in your name alone and you control it while you live; your beneficiaries have no say in it. At your death it passes to them directly, outside probate, whatever your will says.",
  },
};

/**
 * The ways an account can be owned, for the member comparing theirs with what they intend. The
 * investor account is opened by one member, so the first two are the ones it can have.
 */
export const OWNERSHIP_FORMS: ReadonlyArray<{ form: string; control: string; atDeath: string }> = [
  { form: "Individual", control: "You alone.", atDeath: "Under your will, usually through probate." },
  { form: "Individual, transfer on death", control: "You alone; beneficiaries have no rights while you live.", atDeath: "Directly to the beneficiaries you name, outside probate." },
  { form: "Joint with rights of survivorship", control: "Each owner can act on the whole account.", atDeath: "To the surviving owner, outside probate." },
  { form: "Tenants in common", control: "Each owner holds a share.", atDeath: "Your share under your will, through probate." },
  { form: "Revocable living trust", control: "You, as trustee, while you live.", atDeath: "By the trust's terms, to the beneficiaries it names, outside probate." },
];

export const BENEFICIARY_MESSAGES = {
  saved: (primary: number, contingent: number) =>
    `Your beneficiaries are saved: ${primary} primary${contingent > 0 ? ` and ${contingent} contingent` : ""}. The account is now registered transfer on death.`,
  cleared: "Your beneficiaries are cleared. The account is now in your name alone, without a beneficiary.",
  noAccount: "Open an investor account first: beneficiaries are named on an account.",
  notInput: "Enter each beneficiary's name, relationship and share, or leave the row empty.",
  /** A well-formed list the rules refuse, each problem a sentence. */
  problem: (p: DesignationProblem): string => {
    switch (p.rule) {
      case "too-many":
        return `Name at most ${MAX_PER_DESIGNATION} ${DESIGNATION_LABELS[p.designation].plural}.`;
      case "shares-total":
        return `The ${DESIGNATION_LABELS[p.designation].plural}' shares add up to ${p.total}%, and they must add up to 100%.`;
      case "contingent-without-primary":
        return "Name a primary beneficiary before a contingent one: contingent beneficiaries receive the account only after the primary ones.";
      case "named-twice":
        return `${p.name} is named twice among the ${DESIGNATION_LABELS[p.designation].plural}. Name each person once with their whole share.`;
    }
  },
} as const;

export const FINDING_TITLES: Readonly<Record<FindingKey, string>> = {
  "none-named": "No beneficiary is named",
  "estate-named": "Your estate is named",
  "no-contingent": "No contingent beneficiary",
  "community-property": "Community property",
  "minor-possible": "A child under 18",
  "review-due": "Time for a review",
};

export function findingText(f: Finding): string {
  switch (f.key) {
    case "none-named":
      return "No one is named to receive this account. At your death it would pass under your will, or your state's law if you have none, usually through probate, which can take months and is public. Naming beneficiaries registers the account transfer on death.";
    case "estate-named":
      return "Naming your estate sends the account through probate, as if no one were named. Name people, a trust or a charity instead, unless your attorney advises otherwise.";
    case "no-contingent":
      return "If none of your primary beneficiaries outlives you, the account passes through your estate. A contingent beneficiary decides who receives it then.";
    case "community-property":
      return `You live in ${f.stateName}, a community property state. If you are married, your spouse may own half of what either of you earned during the marriage, and naming someone else for more than half may need your spouse's written consent.`;
    case "minor-possible":
      return `If ${joinNames(f.names)} ${f.names.length === 1 ? "is" : "are"} under 18 at your death, a minor cannot take the account directly and a court may appoint someone to manage it. Naming a trust, or a custodian under your state's Uniform Transfers to Minors Act, avoids that.`;
    case "review-due":
      return `You last saved these designations on ${formatCalendarDate(f.reviewedOn)}, more than ${REVIEW_EVERY_YEARS} years ago. Review them after a marriage, divorce, birth or death in the family, and at least every ${REVIEW_EVERY_YEARS} years.`;
  }
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export const BENEFICIARY_PAGE_COPY = {
  title: "Beneficiaries and ownership",
  intro: "How your EnPlus World investor account is owned, who receives it at your death, and what to look at. Beneficiary designations and transfer-on-death registrations generally take precedence over a will, so keep them current.",
  ownershipTitle: "How your account is owned",
  receiversTitle: "Who receives the account",
  receiversEmpty: "No beneficiary is named yet.",
  findingsTitle: "What to look at",
  allClear: "Nothing stands out: primary and contingent beneficiaries are named and their shares add up to 100%. Review them after any change in your family.",
  formTitle: "Name your beneficiaries",
  formHelp: "Shares are whole percentages of the account; each group's add up to 100%. Leave a row empty to leave it out; save with every row empty to clear them.",
  formsTitle: "Ways to own an account",
  formsCaption: "Who controls an account and where it goes at death, by how it is owned.",
  noAccountTitle: "Open an investor account to name beneficiaries",
  noAccountText: "Beneficiaries are named on an account. Once your EnPlus World investor account is open, you can name who receives it here.",
  disclaimer: "This review is general information, not legal advice. How an account passes can depend on your state's law and your other documents; an estate planning attorney can tell you what applies to you.",
  lastSaved: (isoDate: string) => `Last saved on ${formatCalendarDate(isoDate)}.`,
  shareHeading: "Share",
  valueHeading: "Value today",
} as const;
