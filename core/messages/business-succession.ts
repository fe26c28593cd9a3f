import { SUCCESSION_TAX_YEAR } from "../entrepreneurship/business-succession";
import { formatBasisPoints } from "../format";
import { asCents, formatUsd } from "../money";

// Every member-facing string of the business succession page (the entrepreneurship service's
// Taaffeite card "Business succession and family office"); the rules are in
// core/entrepreneurship/business-succession.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: false });
/** Millionths of the business as a percent with up to four decimals: 4,071 → "0.4071%". */
export const sharePercent = (ppm: number) => `${(ppm / 10_000).toFixed(4).replace(/\.?0+$/, "")}%`;

export const SUCCESSION_WAY_LABELS = {
  keep: "Keep it until the horizon",
  yearly: "Give shares each year",
  now: "Give it all now",
} as const;
export type SuccessionWayKey = keyof typeof SUCCESSION_WAY_LABELS;

export const SUCCESSION_FIELD = {
  active: "must be at most the number of heirs",
} as const;

export const SUCCESSION_FINDINGS = {
  yearly: (budgetCents: number, heirs: number, donors: number, years: number, giftedPpm: number, discountBp: number) =>
    `Giving ${usd(budgetCents)} a year (${heirs} ${heirs === 1 ? "heir" : "heirs"} × ${donors === 2 ? "2 donors" : "1 donor"} × the yearly exclusion) moves ${sharePercent(giftedPpm)} of the business to the next generation in ${years === 1 ? "1 year" : `${years} years`}${discountBp > 0 ? `, each share valued ${formatBasisPoints(discountBp)} below its part of the whole` : ""}, free of gift tax and without using the lifetime exclusion.`,
  saves: (savedCents: number) => `The yearly gifts take their shares' growth out of the estate: ${usd(savedCents)} less estate tax than keeping the business.`,
  noSaving: "The business and the rest of the estate stay within the exclusion: keeping it costs no estate tax, and the yearly gifts save none.",
  now: (giftCents: number, taxableCents: number, giftTaxCents: number, savedCents: number) =>
    `Giving it all now is a gift of ${usd(giftCents)} at the minority value: ${usd(taxableCents)} taxable${giftTaxCents > 0 ? `, ${usd(giftTaxCents)} of gift tax due with the return` : ", within the lifetime exclusion"}; ${savedCents > 0 ? `${usd(savedCents)} less transfer tax than keeping it, because the growth from today happens in the heirs' hands` : "no less transfer tax than keeping it"}.`,
  nowUsesExclusion: (usedCents: number, exclusionCents: number) =>
    `It uses ${usd(usedCents)} of the ${usd(exclusionCents)} lifetime exclusion, which then no longer shelters the rest of the estate.`,
  activeSome: (active: number, heirs: number) =>
    `${active} of ${heirs} heirs ${active === 1 ? "works" : "work"} in the business: voting shares to ${active === 1 ? "that heir" : "them"} and non-voting shares or other assets to the others keep control with those who run it and fairness with those who do not.`,
  activeNone: "No heir works in the business: plan who will run it (professional managers under a family board) or when to sell it, before the shares pass.",
  activeAll: "Every heir works in the business: a shareholder agreement should say how they decide, how one leaves, and at what price the others buy.",
} as const;

/** The family office's steps for a succession, whatever the figures. */
export const SUCCESSION_STEPS = [
  "Have the business appraised by a qualified appraiser for each year's gifts, and report them on Form 709 with the appraisal, so the valuation's time for challenge starts to run.",
  "Recapitalize into voting and non-voting shares, so shares can pass without control passing with them.",
  "Sign a buy-sell agreement among the owners, funded by life insurance, that sets who may buy a departing owner's shares and at what price.",
  "Name the successor in management and a timeline, and give the family a board or council where owners who do not work in the business have a voice.",
  "Write a family employment policy: what qualifies a family member to work in the business, and how they are paid.",
] as const;

export const SUCCESSION_ASSUMPTIONS = [
  `The ${SUCCESSION_TAX_YEAR} figures throughout: a yearly exclusion of $19,000 per donor and heir (IRC §2503(b), Rev. Proc. 2025-32) and a lifetime exclusion of $15,000,000 per donor (IRC §2010(c) as amended in 2025), taxed at 40 % beyond it (IRC §2001(c)).`,
  "With 2 donors, each spouse consents to split the gifts (IRC §2513) and each has a full lifetime exclusion at the horizon.",
  "The discount is the member's; an appraiser sets it from the shares' rights, and the IRS may challenge it.",
  "The business grows at the same rate each year; the horizon is the end of the last year of gifts, as if the estate were valued then.",
  "The rest of the estate is measured against the exclusion first; the estate tax shown is what the business adds to it. State estate and inheritance taxes and the heirs' income tax basis (carried over on a gift, stepped up at death) are not included.",
];

export const SUCCESSION_DISCLAIMER = "This comparison helps the family and its advisers plan; it is not tax or legal advice. Gifts of a business's shares need an appraisal, a gift tax return and counsel.";
