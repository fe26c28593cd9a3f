// Every member-facing string of the withholding and estimated tax check (the tax service's Bronze
// calculators): its field messages, the what-if titles, and the assumptions the answer states.
import { asCents, formatUsd } from "../money";
import { HIGH_INCOME_PRIOR_YEAR_AGI_CENTS, HIGH_INCOME_PRIOR_YEAR_AGI_SEPARATE_CENTS, UNDERPAYMENT_PENALTY_FLOOR_CENTS } from "../tax/estimated-tax";
import type { FilingStatus, TaxYear } from "../tax/federal-tax-tables";
import { MANDATORY_SUPPLEMENTAL_BP, MANDATORY_SUPPLEMENTAL_OVER_CENTS, SUPPLEMENTAL_WITHHOLDING_BP, type ScenarioKey } from "../tax/withholding";
import { FILING_STATUS_LABELS } from "./tax";

const whole = (cents: number) => formatUsd(asCents(cents), { cents: false });

export const WITHHOLDING_FIELD = {
  status: "must be one of the filing statuses listed",
  seniorsJoint: "must be 0 or 1 unless you are married filing jointly",
} as const;

export const WITHHOLDING_SCENARIO_TITLES: Readonly<Record<ScenarioKey, string>> = {
  "as-entered": "Your figures",
  bonus: "With the bonus",
  "side-business": "With the side business",
  both: "With the bonus and the side business",
};

/** The same cases in a chart's few words. */
export const WITHHOLDING_SCENARIO_SHORT: Readonly<Record<ScenarioKey, string>> = {
  "as-entered": "Yours",
  bonus: "Bonus",
  "side-business": "Side business",
  both: "Both",
};

export const WITHHOLDING_DISCLAIMER = "This is an estimate, not a substitute for a filed return or for tax advice. It rests on the assumptions above and on the figures you entered.";

export function withholdingAssumptions(input: { year: TaxYear; status: FilingStatus; seniors: number; priorYearGiven: boolean; bonus: boolean }): string[] {
  const sentences = [
    `The ${input.year} federal tables on a ${FILING_STATUS_LABELS[input.status]} return, with the standard deduction${input.seniors > 0 ? " and the extra amounts for being 65 or older, including the senior deduction" : ""}; itemized deductions are not considered.`,
    "Wages are the whole year's, as box 1 of a W-2 shows them: after pre-tax retirement and benefit deductions. Interest and dividends are taxed as ordinary income, though qualified dividends may be taxed less.",
    "Each remaining paycheck withholds what you entered. The IRS counts withholding as paid evenly through the year, whenever it was taken; an estimated payment counts from the day it is made.",
    `No underpayment penalty is due when withholding and timely estimated payments reach the smaller of 90 % of this year's tax and 100 % of last year's (110 % when last year's AGI was above ${whole(HIGH_INCOME_PRIOR_YEAR_AGI_CENTS)}, ${whole(HIGH_INCOME_PRIOR_YEAR_AGI_SEPARATE_CENTS)} married filing separately), or when less than ${whole(UNDERPAYMENT_PENALTY_FLOOR_CENTS)} is owed after withholding.${input.priorYearGiven ? "" : " Without last year's tax, only the 90 % rule is checked."}`,
  ];
  if (input.bonus) sentences.push(`A bonus is withheld at the flat ${SUPPLEMENTAL_WITHHOLDING_BP / 100} % supplemental rate most employers use, and at ${MANDATORY_SUPPLEMENTAL_BP / 100} % on any part of the year's supplemental wages over ${whole(MANDATORY_SUPPLEMENTAL_OVER_CENTS)} (IRS Publication 15).`);
  sentences.push("State and local income taxes, Social Security and Medicare taxes withheld from wages, and credits other than the child and other-dependent credits are not included.");
  return sentences;
}

const paychecks = (n: number) => (n === 1 ? "your 1 remaining paycheck" : `each of your ${n} remaining paychecks`);
const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });

/** What the check suggests, in the page's words: amounts in cents. */
export const WITHHOLDING_ADVICE = {
  addToOweNothing: (perPaycheck: number, left: number) => `Add ${whole(perPaycheck)} to ${paychecks(left)} to owe nothing at filing (Form W-4, step 4(c): extra withholding).`,
  addForSafeHarbor: (perPaycheck: number, left: number) => `Or add ${whole(perPaycheck)} to ${paychecks(left)} to reach the safe harbor and avoid a penalty.`,
  lessPerPaycheck: (perPaycheck: number, left: number) => `You could have ${whole(perPaycheck)} less withheld from ${paychecks(left)} and still owe nothing: the refund is your own money, paid back without interest.`,
  underFloor: (owed: number) => `Less than ${whole(UNDERPAYMENT_PENALTY_FLOOR_CENTS)} would be owed after withholding: ${usd(owed)} is due with the return, with no underpayment penalty.`,
  harborMet: (owed: number) => `Your payments reach the safe harbor: the ${usd(owed)} due with the return carries no underpayment penalty.`,
  harborShort: (shortfall: number) => `Your payments fall ${usd(shortfall)} short of the safe harbor, so an underpayment penalty may apply.`,
  evenlyThroughYear: (passed: number) =>
    `${passed === 1 ? "One of this year's due dates has" : `${passed} of this year's due dates have`} passed. Extra withholding counts as paid evenly through the year, so it also covers the earlier quarters; an estimated payment counts only from the day it is made.`,
  noPaychecks: "With no paycheck left this year, estimated payments are the way to pay ahead.",
  allDatesPassed: (year: number) => `All of ${year}'s due dates have passed: what is still owed is paid with the return, due April 15, ${year + 1}.`,
  onTrack: "Your withholding and payments cover the year's tax.",
} as const;
