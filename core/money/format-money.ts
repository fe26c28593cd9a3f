import type { Cents } from "./cents";

export type UsdOptions = {
  /** true: always the cents ("$70,000.00"); false: never, rounded to the dollar; default: when there are some. */
  cents?: boolean;
  /** false: without the dollar sign ("1,000,000,000"), for a limit in a sentence that names dollars. Default true. */
  symbol?: boolean;
};

/**
 * An amount in US dollars, en-US, exactly as Intl.NumberFormat("en-US", { style: "currency",
 * currency: "USD" }) writes it (a test holds the two together): "$1,234.56", "-$1.50". By default
 * the cents show only when there are some ("$70,000", "$0.01", "$1.50"); `cents: true` always
 * shows them ("$70,000.00"), and `cents: false` never does, rounding half away from zero to the
 * dollar ("$2.50" → "$3").
 *
 * Grouped by hand on the integer cents rather than through Intl: no floating-point value is made
 * of the amount, and it is several times faster, which counts where an explanation writes dozens
 * of amounts per request (the tax estimate).
 */
export function formatUsd(amount: Cents, options?: UsdOptions): string {
  const negative = amount < 0;
  let abs = negative ? -amount : amount;
  let fraction = abs % 100; // exact on integers
  const showCents = options?.cents ?? fraction !== 0;
  if (!showCents && fraction !== 0) {
    abs += fraction >= 50 ? 100 - fraction : -fraction;
    fraction = 0;
  }
  let whole = (abs - fraction) / 100; // a multiple of 100 divides exactly
  let groups = "";
  while (whole >= 1000) {
    const group = whole % 1000;
    groups = `,${group < 10 ? "00" : group < 100 ? "0" : ""}${group}${groups}`;
    whole = (whole - group) / 1000;
  }
  const cents = showCents ? `.${fraction < 10 ? "0" : ""}${fraction}` : "";
  return `${negative ? "-" : ""}${options?.symbol === false ? "" : "$"}${whole}${groups}${cents}`;
}

const PRICE = /^(-?)(\d+)(\.\d+)?$/;

/**
 * A unit price as the API writes it, with its four decimals ("28046.4125"), in dollars and
 * grouped as formatUsd groups amounts: "$28,046.4125". A price has more decimals than cents, so
 * it is worked on as a string, never as a number. A text that is not a decimal is returned as it
 * came, so a screen shows what it was given rather than "$NaN".
 */
export function formatUsdPrice(price: string): string {
  const parts = PRICE.exec(price);
  if (!parts) return price;
  const [, sign, whole, fraction = ""] = parts;
  let grouped = whole!;
  for (let end = whole!.length - 3; end > 0; end -= 3) grouped = `${grouped.slice(0, end)},${grouped.slice(end)}`;
  return `${sign}$${grouped}${fraction}`;
}
