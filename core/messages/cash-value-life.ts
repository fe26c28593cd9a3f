import { formatBasisPoints } from "../format";
import { asCents, formatUsd } from "../money";

// Every member-facing string of the cash value life insurance review (the insurance service's Gold
// card "Annuity and policy analysis"); the rules are in core/insurance/cash-value-life.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });
const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;

export const CASH_VALUE_FIELD = {
  termOverPolicy: "must be less than the cash value policy's premium: the comparison invests the difference",
} as const;

export const CASH_VALUE_FINDINGS = {
  fundAhead: (yearsAhead: number, difference: number, fund: number, cashValue: number) =>
    `Buying term and investing the ${usd(difference)} a year it saves leaves ${usd(fund)} after tax in ${years(yearsAhead)}, ${usd(fund - cashValue)} more than the policy's cash value of ${usd(cashValue)}.`,
  policyAhead: (yearsAhead: number, difference: number, fund: number, cashValue: number) =>
    `The policy's cash value of ${usd(cashValue)} in ${years(yearsAhead)} is ${usd(cashValue - fund)} more than buying term and investing the ${usd(difference)} a year it saves, which leaves ${usd(fund)} after tax.`,
  policyReturn: (premiums: number, cashValue: number, bp: number) =>
    `The cash value of ${usd(cashValue)} on ${usd(premiums)} of premiums is a return of ${formatBasisPoints(bp)} a year on them: what the cover and the policy's charges leave of them.`,
  breakEven: (bp: number) => `The invested difference would match the cash value at a return of ${formatBasisPoints(bp)} a year before the fund's costs.`,
  breakEvenNone: "The invested difference matches the cash value even with no return at all.",
  breakEvenOut: "The invested difference would not match the cash value even at 30% a year: on these figures the policy's cash value is ahead.",
  cover: (yearsAhead: number, benefit: number) =>
    `After ${years(yearsAhead)} the term policy ends, and cover bought then costs more at an older age; the cash value policy's ${usd(benefit)} of cover goes on while its premiums are paid. Meanwhile, with term, the family would receive the fund as well as the cover.`,
  surrenderTax: (gain: number, tax: number, rateBp: number) =>
    `Surrendering the policy then would make its ${usd(gain)} gain over the premiums taxable as income: ${usd(tax)} at ${formatBasisPoints(rateBp)}. A loan against the cash value is not taxed while the policy stays in force.`,
} as const;

/** What to check before buying or replacing a cash value policy: the page's checklist. */
export const CASH_VALUE_CHECKLIST = [
  "Read the illustration's guaranteed column first: the non-guaranteed cash values assume today's dividends or crediting rates go on, and they may not.",
  "Early surrenders cost most: the first years' premiums pay the agent's commission and the policy's set-up, and surrender charges often run 10 to 15 years.",
  "Policy loans charge interest; an unpaid loan grows, and a policy that lapses with a loan outstanding can owe income tax on the gain without any cash to pay it.",
  "Paying in more than the seven-pay limit makes the policy a modified endowment contract: its loans and withdrawals are then taxed gain first, with 10% more before age 59½.",
  "A new policy restarts the two-year contestability and suicide periods, needs new medical underwriting, and prices cover at your age now.",
  "A 1035 exchange moves a policy's cash value into another policy or an annuity without tax on its gain; cash paid to you first is a surrender.",
  "A term policy's conversion privilege lets you change it to permanent cover later without new underwriting: check until what age.",
] as const;

export const cashValueAssumptions = () => [
  "Premiums are paid monthly, a twelfth of the yearly premium at each month's end, and the difference between the two premiums is invested the same day.",
  "The fund earns the return entered before costs: each month the return ÷ 12, then its yearly costs ÷ 12. It is held to the end and sold; its gain is taxed at the capital gains rate entered, with no tax on dividends or distributions along the way.",
  "The cash value is the illustration's figure at the end of the years compared, as you entered it; its return is the yearly rate at which the premiums, paid the same way at no cost, would grow to it.",
  "The term policy's premium stays level for the years compared, and both policies pay the same death benefit; a cash value policy's dividends, riders and loans are not counted.",
  "A surrendered policy's gain over its premiums is taxed at the income tax rate entered; state tax is not counted.",
];

export const CASH_VALUE_DISCLAIMER =
  "This is an illustration, not a recommendation to buy, keep or replace a life insurance policy. The insurer's illustration states the policy's guaranteed and non-guaranteed values; replacing a policy can give up cover you could not buy again, so review it with a licensed professional before you act.";
