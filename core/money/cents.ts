// Money as integer cents: the one representation of an amount from the database to the page.
//
// Why a plain number and not a bigint: a JavaScript number holds every integer up to
// Number.MAX_SAFE_INTEGER exactly, which in cents is about ±90 trillion dollars, far beyond any
// balance here. Numbers travel through JSON, the database driver (bigint columns in "number"
// mode), React props and Intl without conversions; a bigint does none of that by itself. The
// price is a check that a result is still a safe integer, which every function below makes.
// Only percentOf falls back to bigint inside, when cents × basis points passes 2^53 before the
// division brings it back; percentOfMicro refuses such a product instead.

declare const centsBrand: unique symbol;
/** A whole number of cents, always a safe integer. May be negative (a difference). */
export type Cents = number & { readonly [centsBrand]: true };

export const ZERO_CENTS = 0 as Cents;

/** Checks that a number is a whole number of cents: the way into the type from a database row. */
export function asCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  // -0 and 0 are the same amount; keep one of them.
  return (value === 0 ? 0 : value) as Cents;
}

/** The amount as a decimal string with two decimals, the form amounts take in the API: 15000000 → "150000.00". */
export function toDecimalString(cents: Cents): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const rest = abs % 100; // exact on integers, unlike abs / 100
  const dollars = (abs - rest) / 100; // a multiple of 100 divides exactly
  return `${sign}${dollars}.${String(rest).padStart(2, "0")}`;
}

/**
 * A formula's whole-cent result (a plain number) as the API's decimal string, checked on the way:
 * the one step every answer that carries money takes.
 */
export function centsToDecimalString(cents: number): string {
  return toDecimalString(asCents(cents));
}

/**
 * The amount as a JSON number of dollars (65000, 0.01), for the answers that still carry dollars
 * as numbers. Read from the decimal string, so it is the double nearest the exact amount.
 */
export function centsToDollars(cents: Cents): number {
  return Number(toDecimalString(cents));
}

/** a + b, refusing a result past the safe integers instead of rounding it. */
export function addCents(a: Cents, b: Cents): Cents {
  return checked(a + b, "sum");
}

/** a − b, refusing a result past the safe integers instead of rounding it. */
export function subtractCents(a: Cents, b: Cents): Cents {
  return checked(a - b, "difference");
}

export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = ZERO_CENTS;
  for (const amount of amounts) total = addCents(total, amount);
  return total;
}

/**
 * basisPoints / 10,000 of an amount (2,000 basis points = 20%), rounded to the cent half away from
 * zero (half-up for the positive amounts money usually is): 20% of 0.03 is 0.006 → 0.01, and
 * 50% of 0.05 is 0.025 → 0.03. Not banker's rounding: an amount here is rounded once, so the
 * bias banker's rounding removes over many roundings does not arise.
 */
export function percentOf(cents: Cents, basisPoints: number): Cents {
  if (!Number.isSafeInteger(basisPoints)) throw new RangeError(`Basis points must be a whole number, got ${basisPoints}`);
  const micro = cents * basisPoints;
  // The usual case, in plain numbers: the product is exact while it stays a safe integer.
  if (Number.isSafeInteger(micro)) return roundMicroCents(micro);
  const product = BigInt(cents) * BigInt(basisPoints);
  let quotient = product / 10_000n; // truncates toward zero
  const remainder = product % 10_000n;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice >= 10_000n) quotient += product < 0n ? -1n : 1n;
  return checked(Number(quotient), "percentage");
}

/**
 * An amount × basis points kept exact, in micro-cents (1/10,000 of a cent), for figures that add
 * several rates' shares before rounding once (the tax on income, band by band): sum these, then
 * roundMicroCents. Refuses, rather than rounds, a product past the safe integers.
 */
export function percentOfMicro(cents: number, basisPoints: number): number {
  const micro = cents * basisPoints;
  if (!Number.isSafeInteger(micro) || !Number.isSafeInteger(cents) || !Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`Too large for exact arithmetic: ${cents} cents × ${basisPoints} basis points`);
  }
  return micro;
}

/**
 * An amount as the API writes it, a decimal string with two decimals ("150000.00", "-12.50"), back
 * to cents: the inverse of centsToDecimalString. Anything else is a bug of the caller (the
 * contracts check every answer), so it throws.
 */
export function centsOfDecimalString(amount: string): Cents {
  const match = /^(-?)(0|[1-9][0-9]*)\.([0-9]{2})$/.exec(amount);
  if (!match) throw new Error(`not an amount with 2 decimals: ${JSON.stringify(amount)}`);
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return checked(match[1] === "-" && cents !== 0 ? -cents : cents, "amount");
}

/** Micro-cents to cents, half away from zero like percentOf: 5,000 micro-cents (half a cent) is 1 cent. */
export function roundMicroCents(micro: number): Cents {
  if (!Number.isSafeInteger(micro)) throw new RangeError(`Not a whole number of micro-cents: ${micro}`);
  const abs = micro < 0 ? -micro : micro;
  const rest = abs % 10_000; // exact on integers
  const whole = (abs - rest) / 10_000 + (rest >= 5_000 ? 1 : 0);
  return (micro < 0 && whole !== 0 ? -whole : whole) as Cents;
}

/**
 * A figure a model computed in fractional cents (interest on a balance, a balance grown at a rate),
 * to the nearest cent, half away from zero. Refuses what is not finite or past the safe integers:
 * such a figure cannot be shown exactly.
 */
export function roundCents(fractionalCents: number): Cents {
  const whole = fractionalCents < 0 ? -Math.round(-fractionalCents) : Math.round(fractionalCents);
  return checked(whole, "rounded figure");
}

/**
 * A figure a model computed in fractional cents, up to the next whole cent (toward +∞): for an
 * amount that must be enough, like a monthly saving that reaches a goal.
 */
export function roundCentsUp(fractionalCents: number): Cents {
  return checked(Math.ceil(fractionalCents), "rounded figure");
}

/** A figure a model computed in dollars (a float), to the nearest cent, as roundCents. */
export const roundDollarsToCents = (dollars: number): Cents => roundCents(dollars * 100);

/**
 * A whole number of units (cents, basis points) split in proportion to non-negative whole weights,
 * the parts adding up to the whole exactly: each part is floored, and the units left over go one
 * each to the largest remainders (the earlier part first on a tie). Integer arithmetic throughout
 * (bigint where a product would pass 2^53), so a third of a cent is never a float's guess. No
 * weight at all, or weights of zero only, split nothing: every part is 0.
 */
export function apportion(whole: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(whole) || whole < 0) throw new RangeError(`The whole to apportion must be a non-negative whole number, got ${whole}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError("Weights must be non-negative whole numbers");
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return weights.map(() => 0);
  const W = BigInt(total);
  const exact = weights.map((w) => BigInt(whole) * BigInt(w));
  const parts = exact.map((p) => Number(p / W));
  let left = whole - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((p, i) => ({ i, rest: p % W })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

function checked(value: number, what: string): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`The ${what} of these amounts is too large to hold exactly`);
  return asCents(value);
}
