// Every member-facing string of the estate size calculator (the estate service's Bronze
// calculators): the names of the assets and of the ways they pass, the field messages, the
// checklist the answer builds, and the assumptions it states.
import { formatBasisPoints } from "../format";
import { asCents, formatUsd } from "../money";
import { ESTATE_TAX_TOP_RATE_BP, type EstateAsset, type EstateRoute, type EstateSize } from "../planning/estate-size";

const whole = (cents: number) => formatUsd(asCents(cents), { cents: false });

export const ESTATE_ASSET_LABELS: Readonly<Record<EstateAsset, string>> = {
  home: "Home and other real estate",
  accounts: "Bank and investment accounts",
  retirement: "Retirement accounts",
  insurance: "Life insurance you own",
  business: "Business interests",
  other: "Vehicles, valuables and other property",
};

/** How an asset passes, as a choice beside it (the note below says what each means). */
export const ESTATE_ROUTE_CHOICES: Readonly<Record<EstateRoute, string>> = {
  will: "By will",
  beneficiary: "Beneficiary",
  joint: "Joint owner",
  trust: "Living trust",
};

/** What each choice means, under the form's heading. */
export const ESTATE_ROUTE_NOTE =
  "By will: in your name alone. Beneficiary: a beneficiary designation, or a transfer-on-death (TOD) or payable-on-death (POD) registration. Joint owner: owned with someone with right of survivorship. Living trust: titled in your revocable trust's name.";

/** The same ways in a chart's and a table's few words. */
export const ESTATE_ROUTE_TITLES: Readonly<Record<EstateRoute, string>> = {
  will: "Will (probate)",
  beneficiary: "Beneficiary",
  joint: "Joint owner",
  trust: "Living trust",
};

export const ESTATE_FIELD = {
  // In the page's words, not the API's keys: only a hand-edited URL reaches it, and it is shown.
  route: (choices: readonly EstateRoute[]) => `must be one of: ${choices.map((c) => ESTATE_ROUTE_CHOICES[c]).join(", ")}`,
} as const;

/** The documents to gather, whatever the estate. */
export const ESTATE_DOCUMENTS = [
  "Your will and any codicils, and where the signed originals are kept",
  "Trust agreements and the deeds or statements that show what is in the trust",
  "Beneficiary designation forms for retirement accounts, life insurance and TOD or POD accounts",
  "Deeds, titles and recent statements for each asset, and how each is titled",
  "A list of debts: mortgage, loans, cards, with the lender and the balance",
  "Your durable power of attorney and your health care directive",
  "Where to find passwords and digital accounts, and whom to call first",
] as const;

/** The checklist the answer builds from the figures: the people to name and the steps to take. */
export const ESTATE_STEPS = {
  executor: "Make or review your will and name an executor in it: the person who gathers what passes by it, pays the debts and hands out the rest. Without a will, your state's law decides who inherits.",
  probate: (probate: number, shareBp: number) =>
    `${whole(probate)}, ${formatBasisPoints(shareBp)} of what you own, would pass through probate, which is public and can take months. A beneficiary designation, a transfer-on-death registration, joint ownership or a living trust passes an asset without it.`,
  noBeneficiary: (assets: string) => `Name a beneficiary for your ${assets}: with none, it goes to your estate and through probate, and a retirement account can lose the time its heirs have to draw it down.`,
  beneficiaries: "Check the beneficiaries on your accounts and policies after a marriage, a divorce, a birth or a death: they take precedence over your will.",
  trustee: "Name a successor trustee for your living trust, and retitle into it whatever it should hold: an asset left in your own name passes by your will instead.",
  guardian: (minors: number) => `Name a guardian for your ${minors === 1 ? "child" : `${minors} children`} under 18 in your will, and someone to manage what they inherit until they are adults.`,
  agents: "Name an agent under a durable power of attorney and a health care agent, who can act for you if you cannot.",
  jointOwner: "Joint ownership passes the asset to the other owner whatever your will says; check that this is what you want.",
  debts: (debts: number, net: number) => `Your debts (${whole(debts)}) are more than what you own: ${whole(-net)} would go unpaid, and nothing would pass to your heirs.`,
  underExclusion: (room: number, exclusion: number, year: number) => `No federal estate tax: your estate is ${whole(room)} under the ${year} exclusion of ${whole(exclusion)}.`,
  overExclusion: (tax: number, over: number, year: number) =>
    `About ${whole(tax)} of federal estate tax: ${ESTATE_TAX_TOP_RATE_BP / 100}% of the ${whole(over)} above the ${year} exclusion. Gifts in life, a spouse's share and charitable bequests can lower it: talk to an estate planning attorney.`,
} as const;

export const ESTATE_DISCLAIMER =
  "This is an estimate to help you prepare, not legal or tax advice. Your estate planning attorney drafts your documents and can tell you how your state's law applies.";

export function estateAssumptions(input: { year: number; exclusionCents: number }): string[] {
  return [
    "Values are today's, as you entered them: for anything you own with others, your share.",
    "Life insurance you own on your own life counts in your estate at its death benefit; a policy held by a life insurance trust does not, and belongs outside this list.",
    `The federal estate tax for a death in ${input.year}: an exclusion of ${whole(input.exclusionCents)}, less the taxable gifts you made in life, and ${ESTATE_TAX_TOP_RATE_BP / 100}% on what is above it. What goes to a spouse who is a US citizen and to charity is deducted.`,
    "A surviving spouse's unused exclusion carried over from a spouse who died before (portability), state estate and inheritance taxes, and the costs of probate and administration are not included.",
  ];
}

/**
 * The checklist for an estate's figures, in order: who passes what without a will, what probate
 * takes, the beneficiaries, the trust, the people to name, then the tax.
 */
export function estateSteps(input: {
  assets: Readonly<Record<EstateAsset, { valueCents: number; route: EstateRoute }>>;
  minors: number;
  year: number;
  size: EstateSize;
}): string[] {
  const { size } = input;
  const route = (r: EstateRoute) => size.routes.find((x) => x.route === r)!;
  const steps: string[] = [];
  if (size.netCents < 0) steps.push(ESTATE_STEPS.debts(size.grossCents - size.netCents, size.netCents));
  const probate = route("will");
  if (probate.cents > 0) steps.push(ESTATE_STEPS.probate(probate.cents, probate.shareBp));
  const unnamed = (["retirement", "insurance"] as const).filter((a) => input.assets[a].valueCents > 0 && input.assets[a].route === "will");
  if (unnamed.length > 0) steps.push(ESTATE_STEPS.noBeneficiary(unnamed.map((a) => (a === "retirement" ? "retirement accounts" : "life insurance")).join(" and ")));
  if (route("beneficiary").cents > 0) steps.push(ESTATE_STEPS.beneficiaries);
  if (route("joint").cents > 0) steps.push(ESTATE_STEPS.jointOwner);
  if (route("trust").cents > 0) steps.push(ESTATE_STEPS.trustee);
  steps.push(ESTATE_STEPS.executor);
  if (input.minors > 0) steps.push(ESTATE_STEPS.guardian(input.minors));
  steps.push(ESTATE_STEPS.agents);
  if (size.estateTaxCents > 0) steps.push(ESTATE_STEPS.overExclusion(size.estateTaxCents, size.taxBaseCents - size.exclusionCents, input.year));
  else if (size.netCents >= 0) steps.push(ESTATE_STEPS.underExclusion(size.roomCents, size.exclusionCents, input.year));
  return steps;
}
