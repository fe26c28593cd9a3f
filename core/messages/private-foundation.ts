import { formatBasisPoints } from "../format";
import { CARRYOVER_YEARS, DEDUCTION_LIMIT_BP, FOUNDATION_EXCISE_BP, MINIMUM_PAYOUT_BP, UNDISTRIBUTED_TAX_BP, type GiftKind, type Vehicle } from "../estate/private-foundation";
import { asCents, formatUsd } from "../money";

// Every member-facing string of the private foundation page (the estate service's Painite card
// "Private foundation planning", with the legal service's "Foundation governance and compliance"
// and education's "Foundation scholarship programs"); the rules are in core/estate/private-foundation.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: false });
const pct = formatBasisPoints;

export const GIFT_KIND_LABELS: Readonly<Record<GiftKind, string>> = {
  cash: "Cash",
  stock: "Listed stock held over a year",
};

export const VEHICLE_LABELS: Readonly<Record<Vehicle, string>> = {
  foundation: "Private foundation",
  daf: "Donor-advised fund",
};

export const FOUNDATION_FIELD = {
  kind: "must be cash or stock",
} as const;

/** What each deadline of the foundation's year is; the tax deadlines' words are the family calendar's. */
export const PAYOUT_DEADLINE = (year: number) => `Pay out the ${year} distributable amount`;
export const PAYOUT_FORM = "IRC §4942";

export const FOUNDATION_FINDINGS = {
  deduction: (vehicle: Vehicle, kind: GiftKind, giftCents: number, limitBp: number, capCents: number, deductedCents: number, lostCents: number, lastYear: number) =>
    `Given ${kind === "cash" ? "in cash" : "in stock"} to ${vehicle === "foundation" ? "your foundation" : "a donor-advised fund"}, your ${usd(giftCents)} deducts up to ${usd(capCents)} a year (${pct(limitBp)} of your income)` +
    (lostCents > 0 ? `: ${usd(deductedCents)} by ${lastYear}, and ${usd(lostCents)} never, since a carryover lasts ${CARRYOVER_YEARS} years.` : `: all of it by ${lastYear}.`),
  firstMinimum: (minimumCents: number, assetsCents: number, exciseCents: number, deadlineYear: number) =>
    `In its first year the foundation must pay out at least ${usd(minimumCents)}: ${pct(MINIMUM_PAYOUT_BP)} of its ${usd(assetsCents)} less the ${usd(exciseCents)} excise tax, by December 31, ${deadlineYear}.`,
  overYears: (years: number, payoutBp: number, grantsCents: number, costsCents: number, exciseCents: number, endCents: number) =>
    `Over ${years} years, paying out ${pct(payoutBp)} a year, it makes ${usd(grantsCents)} of grants, spends ${usd(costsCents)} running itself and pays ${usd(exciseCents)} of excise tax, and ends with ${usd(endCents)}.`,
  grows: "At this return it outlasts its payout: it can give for as long as the family wishes.",
  shrinks: (startCents: number, endCents: number) => `At this return it pays out more than it earns: it shrinks from ${usd(startCents)} to ${usd(endCents)}, which suits a foundation meant to spend down.`,
  awards: (grantsCents: number, count: number, awardCents: number) =>
    count > 0
      ? `The first year's ${usd(grantsCents)} of grants would pay for ${count} ${count === 1 ? "scholarship" : "scholarships"} of ${usd(awardCents)}, once the IRS has approved how the students are chosen.`
      : `The first year's ${usd(grantsCents)} of grants would not pay for one scholarship of ${usd(awardCents)}.`,
} as const;

/** The two vehicles side by side, row by row: what a family weighs between them. */
export const VEHICLE_COMPARISON: ReadonlyArray<{ topic: string; foundation: string; daf: string }> = [
  {
    topic: "Who decides",
    foundation: "Your board: the grants, the investments and the staff, for as long as the foundation lasts.",
    daf: "The sponsoring charity, which owns the fund; you recommend grants and it almost always follows them.",
  },
  {
    topic: "Deduction a year",
    foundation: `Up to ${pct(DEDUCTION_LIMIT_BP.foundation.cash)} of your income for cash, ${pct(DEDUCTION_LIMIT_BP.foundation.stock)} for stock.`,
    daf: `Up to ${pct(DEDUCTION_LIMIT_BP.daf.cash)} of your income for cash, ${pct(DEDUCTION_LIMIT_BP.daf.stock)} for stock.`,
  },
  { topic: "Yearly payout", foundation: `At least ${pct(MINIMUM_PAYOUT_BP)} of its assets, less its excise tax.`, daf: "None required by law; the sponsor may set its own." },
  { topic: "Tax on investment income", foundation: `${pct(FOUNDATION_EXCISE_BP)} of net investment income.`, daf: "None." },
  { topic: "Privacy", foundation: "Form 990-PF is public: its assets, every grant, its managers and their pay.", daf: "Grants go out in the sponsor's name and can be anonymous." },
  { topic: "Grants to people", foundation: "Scholarships and awards, under procedures the IRS approves in advance.", daf: "Not allowed: grants go to charities only." },
  { topic: "Family roles", foundation: "Family members can sit on the board and be paid reasonably for real work.", daf: "An advisory role only, which the fund's rules may pass on to heirs." },
  { topic: "Cost and time to set up", foundation: "Legal formation and an application to the IRS (Form 1023), then a yearly return and administration.", daf: "Opened in days; the sponsor charges a yearly fee." },
];

/**
 * The rules a foundation lives by (the legal service's "Foundation governance and compliance"), each
 * with the tax the Code lays on breaking it.
 */
export const FOUNDATION_RULES = [
  "Self-dealing (IRC §4941): almost any dealing between the foundation and its substantial contributors, managers or their families (a sale, a loan, a lease, pay beyond what the work is worth) is taxed, even at a fair price: 10% of the amount on the self-dealer, 5% on a manager who knowingly agreed.",
  `Minimum distributions (IRC §4942): each year's distributable amount must be paid out by the end of the following year, or ${pct(UNDISTRIBUTED_TAX_BP)} of what is left is owed.`,
  "Excess business holdings (IRC §4943): the foundation and its disqualified persons together may generally hold no more than 20% of a business's voting stock; a foundation given more has five years to sell down.",
  "Jeopardizing investments (IRC §4944): the foundation's managers must invest with ordinary business care and prudence.",
  "Taxable expenditures (IRC §4945): no lobbying or election campaigning; grants to people only under approved procedures, and grants to organizations that are not public charities only with expenditure responsibility.",
  "Reporting: Form 990-PF every year, open to the public with its grants and managers' pay, and the excise tax paid in quarterly estimates.",
] as const;

/** The steps of a scholarship program (education's "Foundation scholarship programs"). */
export const SCHOLARSHIP_STEPS = [
  "Write the selection procedure: an objective, nondiscriminatory choice among a class of candidates large enough to be charitable, by a committee the donors do not control.",
  "Send it to the IRS for advance approval (IRC §4945(g), Form 8940) before the first award: a grant to a person without it is a taxable expenditure.",
  "Award nothing to the family of the foundation's founders, managers or committee members.",
  "Pay the school where you can, and keep each recipient's grades or reports for as long as the award runs.",
  "Count the awards and their administration toward the year's payout: they are qualifying distributions.",
] as const;

/** The steps of setting up and running a foundation, whatever the figures. */
export const FOUNDATION_STEPS = [
  "Settle the foundation's purpose and its first board, and who follows them: the family's governance decides who runs it in the next generation.",
  "Form it under state law, as a nonprofit corporation or a trust, and apply for recognition of exemption on Form 1023 within 27 months so it dates from its formation.",
  "Adopt bylaws, a conflict-of-interest policy and a grant-making policy; keep minutes of every board decision.",
  "Check any dealing with the family against the self-dealing rules before it happens, not after.",
  "Budget each year's payout of grants and running costs, and review the investments and the return with your attorney and accountant once a year.",
] as const;

export function foundationAssumptions(input: { year: number }): string[] {
  return [
    `One gift, in ${input.year}, at the same income each year and with no other gifts; stock is deducted at its value. From 2026 the law (Public Law 119-21) also disallows a year's gifts up to 0.5% of income and limits the deduction's worth in the top bracket; neither is applied here.`,
    "The return is the same every year, after investment fees; the excise tax falls on its realized part only.",
    `The distributable amount is ${pct(MINIMUM_PAYOUT_BP)} of the assets at the start of each year, where the law takes their average over the year and leaves out assets used for charity and a cash reserve.`,
    "Running costs count toward the payout as the law allows for reasonable costs of charitable work; grants are what is paid out beyond them.",
  ];
}

export const FOUNDATION_DISCLAIMER =
  "This is an illustration for planning with your attorney and accountant, not tax or legal advice. They confirm the foundation's structure, its filings and each year's payout.";

