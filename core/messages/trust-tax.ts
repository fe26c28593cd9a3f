import { asCents, formatUsd } from "../money";
import { NIIT_SOURCE } from "../tax/trust-income-tax";

// Every member-facing string of the trust tax planner (the tax service's Diamond card "Trust tax
// planning"); the rules are in core/tax/trust-income-tax.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });

export const TRUST_CHOICE_LABELS = {
  keep: "Keep the income in the trust",
  entered: (distributionCents: number) => `Pay out ${usd(distributionCents)}`,
  all: "Pay out all the income",
} as const;

/** Shown on its own under the first field (not after the label: it is a sentence of its own). */
export const TRUST_TAX_FIELD = { noIncome: "Enter the trust's income: an amount here, in dividends or in gains." } as const;

export const TRUST_TAX_FINDINGS = {
  compressed: (year: number, trustTopCents: number, singleTopCents: number) =>
    `In ${year} a trust's taxable income over ${usd(trustTopCents)} is taxed at 37%, and the 3.8% net investment income tax begins there too; a single person reaches 37% only over ${usd(singleTopCents)}.`,
  payOutSaves: (label: string, familyCents: number, keepCents: number) =>
    `${label}: the trust and its beneficiaries pay ${usd(familyCents)} of federal income tax together, ${usd(keepCents - familyCents)} less than the ${usd(keepCents)} the trust pays keeping it.`,
  keepSaves: (keepCents: number, allCents: number) =>
    `Keeping the income in the trust costs ${usd(keepCents)} of federal income tax, ${usd(allCents - keepCents)} less than the ${usd(allCents)} paying it all out costs: at the beneficiaries' rates, their tax on it is higher than the trust's.`,
  toTopBracket: (distributionCents: number, topCents: number) =>
    `Paying out ${usd(distributionCents)} brings the trust's taxable income down to ${usd(topCents)}: nothing it keeps is then taxed at 37% or owes the 3.8% tax.`,
  niit: (niitCents: number) =>
    `Kept, the income owes ${usd(niitCents)} of the 3.8% net investment income tax. Paid out, it is the beneficiaries', who owe that tax only on income over $200,000 ($250,000 on a joint return).`,
  gains: (gainsCents: number) =>
    `The ${usd(gainsCents)} of capital gains stays in the trust's principal and is taxed to the trust however much income it pays out, unless the trust document or state law lets the trustee treat gains as income.`,
  sixtyFiveDays: (year: number) =>
    `A distribution made in the first 65 days of ${year + 1} can count as paid in ${year} if the trustee elects it on the trust's ${year} return, so the amount can be set once the year's income is known.`,
} as const;

/** What to weigh beside the tax, shown as a list under the figures. */
export const TRUST_TAX_NOTES = [
  "A grantor trust, such as a revocable living trust, pays no tax of its own: its income is reported on the grantor's return at the grantor's rates, and these figures do not apply.",
  "Paying income out puts the money in the beneficiary's hands: weigh the trust's purpose, such as protection from creditors, a young beneficiary or benefits that depend on need, before the tax.",
  "A trust with $600 or more of gross income files Form 1041 and gives each beneficiary a Schedule K-1 of the income carried out to them, for their own return.",
  "States tax trusts too, by where the grantor, the trustee or the beneficiaries live; a state with no income tax can change the answer.",
] as const;

export const trustTaxAssumptions = (source: string) => [
  "The trust may keep or pay out its income (a complex trust) and is not a grantor trust; its exemption is $100.",
  "Interest, other ordinary income and qualified dividends are the income it can pay out; capital gains stay in principal. Trustee fees and other deductions are not counted.",
  "A distribution carries out interest and dividends in their shares of that income, to the cent; the beneficiaries pay the rates entered on them, without the net investment income tax.",
  `All the trust's income is investment income for the 3.8% tax (${NIIT_SOURCE}). Federal income tax only: no alternative minimum tax, credits or state tax.`,
  `The trust's rates: ${source}.`,
];

export const TRUST_TAX_DISCLAIMER =
  "An illustration of federal income tax, not tax or legal advice. The trustee decides distributions under the trust's terms; review them with the trust's tax adviser and attorney.";
