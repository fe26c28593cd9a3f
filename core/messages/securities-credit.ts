import { formatBasisPoints } from "../format";
import { asCents, formatUsd } from "../money";

// Every member-facing string of the securities-backed line of credit page (the loans service's
// Platinum card); the rules are in core/loans/securities-credit.ts.

const usd = (cents: number) => formatUsd(asCents(cents), { cents: true });
const months = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;

export const SECURITIES_CREDIT_FIELD = {
  rate: "must be a yearly rate between 0 and 100 with at most 2 decimals, like 6.75",
  overLine: (line: number) => `must be at most your line, ${usd(line)}`,
  noLine: "can't be drawn: nothing you hold on the platform can secure a line yet",
} as const;

export const SECURITIES_CREDIT_FINDINGS = {
  noCollateral: "Nothing you hold on the platform can secure a line yet: cash, bond funds and broad funds can, private investments can't.",
  line: (line: number, value: number) => `Your holdings of ${usd(value)} could secure a line of up to ${usd(line)} without selling anything.`,
  fall: (drawn: number, fallBp: number) =>
    `With ${usd(drawn)} drawn, a fall of ${formatBasisPoints(fallBp)} in your funds that move with the markets would bring a call for more collateral. If it isn't met, the lender may sell holdings, possibly at a bad time.`,
  covered: (drawn: number) => `Your cash and money market holdings alone cover ${usd(drawn)}: no market fall would bring a call on it.`,
  atLine: "Drawing the whole line leaves no room: any fall in your funds would bring a call.",
  cost: (monthly: number, rateBp: number, n: number, total: number) =>
    `Interest-only at ${formatBasisPoints(rateBp)}: ${usd(monthly)} a month, ${usd(total)} over ${months(n)}. The rate usually floats with a benchmark, so it can rise.`,
  highShare: (shareBp: number) => `You would be drawing ${formatBasisPoints(shareBp)} of your line: many advisers suggest staying under half, to leave room for a fall.`,
} as const;

export const securitiesCreditAssumptions = () => [
  "Advance rates are the platform's illustration of common practice by kind of holding; a lender sets its own, and may lend less against a concentrated position.",
  "A fall applies to every holding that moves with the markets alike; cash, money market funds and CDs keep their value. Bond funds can fall too, usually less.",
  "A call is the amount drawn beyond the line left after a fall; lenders often call a little before that, at a maintenance level of their own.",
  "Interest is charged monthly on the amount drawn at the yearly rate ÷ 12, to the cent, and not repaid in the months shown.",
];

export const SECURITIES_CREDIT_DISCLAIMER =
  "This is an illustration, not an offer of credit. Terms, rates and risks are set out in full before you apply; all lines are subject to eligibility and approval, and proceeds generally may not be used to buy securities.";
