import { formatBasisPoints } from "../format";
import { asCents, formatUsd } from "../money";

// The words the Gold reviews of accounts held elsewhere share (retirement, education savings): the
// mix's fields, the range it is measured against, and what the funds' costs take.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });
const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;

export const MIX_FIELD = { mixTotal: "must make 100% with bonds and cash" } as const;

/** A target share in stocks and the band either side: "about 66% (56% to 76%)". */
export const mixRange = (targetBp: number, bandBp: number) =>
  `about ${formatBasisPoints(targetBp)} (${formatBasisPoints(Math.max(0, targetBp - bandBp))} to ${formatBasisPoints(Math.min(10_000, targetBp + bandBp))})`;

export const MIX_FEE_FINDINGS = {
  fees: (feeBp: number, yearly: number, span: number, cost: number, lowFeeBp: number) =>
    `Your funds' costs of ${formatBasisPoints(feeBp)} a year take ${usd(yearly)} this year; over ${years(span)} they would leave ${usd(cost)} less than funds at ${formatBasisPoints(lowFeeBp)}.`,
  feesLow: (feeBp: number, yearly: number) => `Your funds' costs of ${formatBasisPoints(feeBp)} a year, ${usd(yearly)} this year, are as low as broad index funds'.`,
} as const;
