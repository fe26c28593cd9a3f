import { asCents, formatUsd } from "../money";

import { DONORS_FIELD } from "./gifts";

export { DONOR_LABELS } from "./gifts";

// Every member-facing string of the education trust planner (the education service's Diamond card
// "Trusts for education funding"); the rules are in core/education/education-trust.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });

export const SAVING_LABELS = { plan529: "529 plan", trust: "Education trust" } as const;
/** The third way to pay, which the qualities table sets beside the two accounts. */
export const DIRECT_LABEL = "Paying tuition directly";

export const GIVER_LABELS = { grandparent: "A grandparent", parent: "A parent" } as const;
export const RIGHTS_LABELS = { yes: "Yes, for a time after each gift", no: "No" } as const;

export const EDUCATION_TRUST_FIELD = {
  giver: "Choose a grandparent or a parent.",
  rights: "Choose whether the student may withdraw the gifts.",
  donors: DONORS_FIELD,
} as const;

export const EDUCATION_TRUST_FINDINGS = {
  trustTaxed: (plan529Cents: number, trustCents: number, taxCents: number) =>
    `When school starts the 529 plan holds ${usd(plan529Cents)}, ${usd(plan529Cents - trustCents)} more than the trust's ${usd(trustCents)}: the trust pays ${usd(taxCents)} of income tax on its interest and dividends on the way, at a trust's compressed rates, which reach 37% after about $16,000 of income.`,
  trustUntaxed: (valueCents: number) =>
    `The trust's yearly interest and dividends stay within its $100 exemption and the 0% rate on dividends, so it pays no income tax on the way: both accounts hold ${usd(valueCents)} when school starts. A larger trust, or one earning more interest, would pay tax that a 529 plan does not.`,
  trustGain: (gainCents: number) =>
    `${usd(gainCents)} of the trust's value is a rise in price it has not yet paid tax on: it is taxed when the trust sells to pay the bills, at the trust's rates or, when the income is paid out for the student, at the student's. A 529 plan's earnings are free of tax when spent on qualified costs.`,
  election: (electedCents: number, shareCents: number, taxableCents: number) =>
    taxableCents > 0
      ? `The 529 plan takes ${usd(electedCents)} of the gift now as made over five years (${usd(shareCents)} a year), by an election on Form 709; ${usd(taxableCents)} of the gifts is still over the yearly exclusions and uses your lifetime exclusion.`
      : `The 529 plan takes ${usd(electedCents)} of the gift now as made over five years (${usd(shareCents)} a year), by an election on Form 709: none of it uses your lifetime exclusion, but it fills those years' exclusions for this student.`,
  trustGifts: (taxableCents: number, lifetimeCents: number, withdrawalRights: boolean) =>
    withdrawalRights
      ? `Of your gifts to the trust, ${usd(taxableCents)} is over the yearly exclusion: taxable gifts, reported on Form 709, using as much of your ${usd(lifetimeCents)} lifetime exclusion. A trust has no five-year election.`
      : `Without a right to withdraw, each gift to the trust is of a future interest: no yearly exclusion applies, and all ${usd(taxableCents)} uses your ${usd(lifetimeCents)} lifetime exclusion. A withdrawal right (a Crummey power) brings the yearly exclusion back.`,
  lapse: (excessCents: number, year: number) =>
    `In ${year} the student's right to withdraw is ${usd(excessCents)} more than may lapse untaxed (the greater of $5,000 and 5% of the trust): the student would make a gift of that part back to the trust, unless the trust keeps it open as a "hanging" power. Ask your attorney to draft for this.`,
  aid: (trustAidCents: number, plan529AidCents: number, giver: "grandparent" | "parent") =>
    giver === "grandparent"
      ? `For financial aid, the trust counts as the student's asset: up to ${usd(trustAidCents)} less aid in the first year (20% of its value). A grandparent's 529 plan is not reported on the FAFSA at all, nor are its payments, though some colleges' own forms ask about them.`
      : `For financial aid, the trust counts as the student's asset: up to ${usd(trustAidCents)} less aid in the first year (20% of its value), against at most ${usd(plan529AidCents)} for a parent's 529 plan, counted as a parent's asset (at most 5.64%).`,
  direct: (tuitionCents: number, totalCents: number, taxableIfGivenCents: number) =>
    taxableIfGivenCents > 0
      ? `Paying the ${usd(tuitionCents)} tuition straight to the school each year, ${usd(totalCents)} over four years, is no gift at all (IRC §2503(e)) and leaves your yearly exclusions for the 529 plan or the trust. Given to the student instead, ${usd(taxableIfGivenCents)} of it would be taxable gifts.`
      : `Paying the ${usd(tuitionCents)} tuition straight to the school each year, ${usd(totalCents)} over four years, is no gift at all (IRC §2503(e)): it leaves your yearly exclusions free for the 529 plan or the trust, where giving it to the student would use them up.`,
} as const;

/** What each way of paying for school allows, beside the figures: rows of the qualities table. */
export const educationTrustTraits = (k12LimitCents: number) =>
  [
    {
      key: "control",
      term: "Who decides",
      plan529: "You, as the plan's owner: you choose when to withdraw and may change the student to another family member.",
      trust: "The trustee, by the terms you set: what it pays for, at what ages, and what happens to what is left.",
      direct: "You, each year: nothing is set aside, and the money stays yours until you pay.",
    },
    {
      key: "uses",
      term: "What it pays for",
      plan529: `Qualified costs: college tuition, fees, books, a computer, room and board while enrolled at least half time, apprenticeships; and up to ${formatUsd(asCents(k12LimitCents))} a year of tuition and other school costs from kindergarten to 12th grade.`,
      trust: "Whatever its terms allow: tuition and living costs, study abroad, a first home or a business later, for one student or several.",
      direct: "Tuition only; books, room and board paid for the student are gifts like any other.",
    },
    {
      key: "unused",
      term: "If the student does not go",
      plan529: "Change the student, or withdraw: the earnings are then taxed as income with a 10% additional tax. Up to $35,000 in a lifetime may move to the student's Roth IRA once the plan is 15 years old.",
      trust: "The trust goes on by its terms, for later study, for other beneficiaries or paid out at an age you chose.",
      direct: "Nothing is lost: you simply do not pay.",
    },
    {
      key: "tax",
      term: "Income tax",
      plan529: "None on earnings spent on qualified costs.",
      trust: "The trust pays tax on income it keeps, at rates that reach 37% after about $16,000; paid out for the student, the student pays it (the kiddie tax may apply).",
      direct: "Your own, on the money until it is paid.",
    },
    {
      key: "estate",
      term: "Your estate",
      plan529: "Out of it, though you keep control; a five-year election's later years come back if you die within them.",
      trust: "Out of it, for an irrevocable trust you do not control.",
      direct: "Out of it only as you pay.",
    },
  ] as const;

/** How an education trust is set up and kept, shown as a list under the figures. */
export const EDUCATION_TRUST_STEPS = [
  "Your estate planning attorney drafts an irrevocable trust: the students it serves, what it pays for and until what age, who is trustee and who follows, and where what is left goes.",
  "The trustee obtains the trust's taxpayer identification number and opens its account; you make the gifts to it.",
  "After each gift, the trustee tells the student (or a parent for a minor) in writing of the right to withdraw it, and keeps the money there until the period ends.",
  "Each year the trustee files the trust's return (Form 1041) and sends the student a Schedule K-1 for any income paid out.",
  "For a grandchild, allocate generation-skipping transfer exemption to the gifts on Form 709, so the trust can pay for school free of that tax.",
] as const;

export const educationTrustAssumptions = (year: number) => [
  `Gifts are made at the start of each year and the account earns the whole year; ${year}'s yearly exclusion, trust tax rates and lifetime exclusion are used for every year, though they rise with inflation.`,
  "The trust is irrevocable, not a grantor trust, and keeps its income until school starts; its interest is taxed as ordinary income and its dividends as qualified dividends. Its rise in price is taxed only when it sells.",
  "The 529 plan's withdrawals all pay qualified costs, free of federal tax. State tax deductions for 529 contributions, and state income tax, are not counted.",
  "Financial aid: the federal Student Aid Index's shares for the first year of school; a college's own aid formula may count more. Tuition paid directly is counted for four years at this year's amount.",
];

export const EDUCATION_TRUST_DISCLAIMER =
  "An illustration of federal tax and financial aid rules, not legal, tax or financial aid advice. A trust's terms decide much of this: your estate planning attorney drafts them.";
