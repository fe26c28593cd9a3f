// Counts and percentages for people, en-US. Amounts of money are core/money's formatUsd.

const COUNT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const percents = new Map<number, Intl.NumberFormat>();

/** A count with thousands separators: 1234 → "1,234". */
export function formatCount(count: number): string {
  return COUNT.format(count);
}

/** A fraction as a percentage: 0.5 → "50%", 0.12345 with 1 decimal → "12.3%". */
export function formatPercent(fraction: number, decimals = 0): string {
  let format = percents.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: decimals });
    percents.set(decimals, format);
  }
  return format.format(fraction);
}

/**
 * Whole basis points as a percentage, exactly, with no trailing zeros: 2199 → "21.99%", 700 → "7%",
 * 450 → "4.5%", -125 → "-1.25%". Rates and shares are kept in basis points so that no float stands
 * between the rule and the words; this turns them into words the same way everywhere.
 */
export function formatBasisPoints(basisPoints: number): string {
  const size = Math.abs(Math.round(basisPoints));
  const fraction = String(size % 100).padStart(2, "0").replace(/0+$/, "");
  return `${basisPoints < 0 && size > 0 ? "-" : ""}${formatCount(Math.floor(size / 100))}${fraction ? `.${fraction}` : ""}%`;
}

/**
 * A figure to one decimal, rounded half up as the analysis computes it: 42.46 → "42.5", 40 → "40"
 * in a sentence ("40%", "3 points"), or "40.0" where a column keeps its decimal (`keepWhole`).
 */
export function tenths(value: number, keepWhole = false): string {
  const text = (Math.round(value * 10) / 10).toFixed(1);
  return keepWhole ? text : text.replace(/\.0$/, "");
}
