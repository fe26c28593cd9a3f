import { formatBasisPoints } from "../format";
import { asCents, formatUsd } from "../money";

// Every member-facing string of the annuity review (the insurance service's Gold card "Annuity and
// policy analysis"); the rules are in core/insurance/annuity-review.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });
const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;

export const ANNUITY_CHOICES = ["keep", "exchange", "invest"] as const;
export const ANNUITY_CHOICE_LABELS = { keep: "Keep the annuity", exchange: "Exchange for a low-cost annuity", invest: "Surrender and invest" } as const;

export const ANNUITY_FINDINGS = {
  best: (label: string, yearsAhead: number, afterTax: number, others: ReadonlyArray<{ label: string; afterTax: number }>) =>
    `${label} leaves the most in ${years(yearsAhead)}, after every charge and tax: ${usd(afterTax)}, against ${others.map((o) => `${usd(o.afterTax)} to ${o.label.toLowerCase()}`).join(" and ")}.`,
  surrenderNow: (charge: number, bp: number, endsIn: number) =>
    `Leaving the annuity today costs a surrender charge of ${usd(charge)} (${formatBasisPoints(bp)} of its value). The charge falls a point a year and ends in ${years(endsIn)}; from then on, leaving costs no charge.`,
  surrenderOver: "The surrender charges have ended: the annuity can be left without one.",
  taxNow: (gain: number, tax: number, rateBp: number) =>
    `Surrendering makes the ${usd(gain)} the annuity has gained over what was paid in taxable this year, as income: ${usd(tax)} at ${formatBasisPoints(rateBp)}. A 1035 exchange moves the money to another annuity without that tax; it is owed when that one is cashed in.`,
  costs: (feeBp: number, fees: number, yearsAhead: number, lowFeeBp: number, lowFees: number) =>
    `The annuity's yearly costs of ${formatBasisPoints(feeBp)} would take ${usd(fees)} over ${years(yearsAhead)}; a low-cost annuity at ${formatBasisPoints(lowFeeBp)} would take ${usd(lowFees)}.`,
  deferral: (gainsTaxBp: number, incomeTaxBp: number) =>
    `An annuity's growth is taxed as income (${formatBasisPoints(incomeTaxBp)} here) when it is taken out, and a fund's at the capital gains rate (${formatBasisPoints(gainsTaxBp)}) when it is sold: the annuity's tax deferral pays for its costs only over long holding periods, or when income tax will be lower then.`,
} as const;

/** What to check before buying, keeping or replacing an annuity: the page's checklist. */
export const ANNUITY_CHECKLIST = [
  "Guarantees end with the contract: a death benefit above the value, a guaranteed income for life or a guaranteed minimum rate is lost on surrender, and a new contract's start again.",
  "Every guarantee is only as good as the insurer's claims-paying ability: check its financial strength ratings (AM Best, S&P Global, Moody's, Fitch).",
  "State guaranty associations protect annuities only up to a limit, often $250,000 of present value per person per insurer.",
  "Gains taken out before age 59½ usually add a 10% federal tax to the income tax, unless an exception applies.",
  "A 1035 exchange must go directly from one insurer to the other; money paid to you first is a surrender and taxed.",
  "Read the new contract's surrender charges, yearly costs, riders and free-look period (usually 10 to 30 days to cancel for a refund).",
  "Withdrawals come out gain first and are taxed as income, not at capital gains rates, and heirs owe income tax on the gain: an annuity's basis does not step up at death.",
] as const;

export const annuityAssumptions = () => [
  "Each choice grows at the return entered before costs: each month it earns the return ÷ 12, then its yearly costs ÷ 12 are taken, as an insurer's charges and a fund's expense ratio accrue.",
  "The surrender charge is the first year's percentage less a point for each year the contract has been held, of the whole value; many contracts let you take 10% a year without a charge, which is not counted.",
  "Surrendering taxes the gain over what was paid in at the income tax rate entered, this year. The fund is held to the end and sold; its gain is taxed at the capital gains rate entered, with no tax on dividends or distributions along the way.",
  "A 1035 exchange carries over what was paid in, so its tax waits until the new annuity is cashed in; the low-cost annuity has no surrender charges.",
  "At the end, each annuity is cashed in as a lump sum and its gain taxed at the income tax rate entered; the 10% additional tax before age 59½ and state tax are not counted, and a loss is not deducted.",
  "Returns are not guaranteed. An annuity's guarantees depend on the insurer's claims-paying ability.",
];

export const ANNUITY_DISCLAIMER =
  "This is an illustration, not a recommendation to buy, keep or replace an annuity. The contract and prospectus state its charges and guarantees; replacing a policy can give up benefits, so review it with a licensed professional before you act.";
