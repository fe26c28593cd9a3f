// How the portfolio's answers write numbers (core/contracts/portfolio.ts): whole cents as money
// strings, percentages with two decimals (never "-0.00": a share that rounds to nothing has no sign).
import { toMoneyString } from "../../../core/contracts/investor";
import { tenths } from "../../../core/format";
import { asCents } from "../../../core/money";

export const money = (cents: number) => toMoneyString(asCents(cents));

export function pct(value: number): string {
  const text = value.toFixed(2);
  return text === "-0.00" ? "0.00" : text;
}

/** One decimal kept even when whole ("4.0"): the analysis's effective holdings and average risk. */
export const oneDecimal = (value: number) => tenths(value, true);
