import { asCents, type Cents } from "./cents";
import { formatUsd } from "./format-money";
import { AMOUNT_PROBLEMS, MONEY_MESSAGES, overLimitMessage } from "./messages";

export type MoneyRefusal = "empty" | "invalid" | "too-many-decimals" | "negative" | "zero" | "too-large" | "over-limit";

export type MoneyResult = { ok: true; cents: Cents } | { ok: false; reason: MoneyRefusal; message: string };

export type MoneyOptions = {
  /** Whether $0 is an amount here (a balance) or not (a transfer). Default: not. */
  allowZero?: boolean;
  /** The largest amount accepted, e.g. a per-transfer limit. */
  max?: Cents;
};

// "$1,234.56", "1234.5", ".5", "12.": an optional dollar sign, the dollars with commas between
// every three digits or none at all, and the cents. Digits are ASCII only (no u flag).
const AMOUNT = /^\$?\s*(?<dollars>\d{1,3}(?:,\d{3})+|\d*)(?:\.(?<cents>\d*))?$/;
const AMOUNT_CHARACTERS = /^[-$\d,.\s]*$/;
// Longer than any amount that can be held, commas and all: not worth reading further.
const MAX_INPUT_LENGTH = 40;
// 90,071,992,547,409 dollars is the most a safe integer holds in cents.
const MAX_DOLLAR_DIGITS = 14;

const refuse = (reason: MoneyRefusal, message: string): MoneyResult => ({ ok: false, reason, message });
const MESSAGE_OF: Record<Exclude<MoneyRefusal, "over-limit">, string> = {
  empty: MONEY_MESSAGES.empty,
  invalid: MONEY_MESSAGES.invalid,
  "too-many-decimals": MONEY_MESSAGES.tooManyDecimals,
  negative: MONEY_MESSAGES.negative,
  zero: MONEY_MESSAGES.zero,
  "too-large": MONEY_MESSAGES.tooLarge,
};
const refused = (reason: Exclude<MoneyRefusal, "over-limit">) => refuse(reason, MESSAGE_OF[reason]);

/**
 * Reads an amount a member typed ("1,234.56", "$1,234.56", " 12 ") or a JSON number with at most
 * 2 decimals (150000.5) into cents, or says clearly why not. A number is read through its decimal
 * form (String(n)), never multiplied by 100, so 0.1 + 0.2 (0.30000000000000004) is refused as too
 * many decimals instead of rounded into 30 cents. Refused: more than 2 decimals (even "1.500"),
 * any minus sign (even "-0"; the number -0 is just 0), $0 unless allowZero, more than max,
 * exponents ("1e3"), and anything else that is not an amount.
 */
export function parseMoney(input: string | number, options: MoneyOptions = {}): MoneyResult {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return refused("invalid");
    text = String(input); // -0 reads "0"
    // Exponent form is 1e21 and up or under 1e-6: neither is a whole number of cents.
    if (text.includes("e")) return refused(input < 0 ? "negative" : Math.abs(input) >= 1 ? "too-large" : "too-many-decimals");
  } else {
    text = input.trim();
  }
  if (text === "") return refused("empty");
  if (text.length > MAX_INPUT_LENGTH) return refused(AMOUNT_CHARACTERS.test(text) ? "too-large" : "invalid");

  const negative = /^-|^\$\s*-/.test(text);
  const match = AMOUNT.exec(negative ? text.replace("-", "") : text);
  const dollarDigits = match?.groups?.dollars?.replace(/,/g, "") ?? "";
  const centDigits = match?.groups?.cents ?? "";
  if (!match || (dollarDigits === "" && centDigits === "")) return refused("invalid");
  if (negative) return refused("negative");
  if (centDigits.length > 2) return refused("too-many-decimals");

  const cents = centsOfDigits(dollarDigits, centDigits);
  if (cents === null) return refused("too-large");
  if (cents === 0 && !options.allowZero) return refused("zero");
  if (options.max !== undefined && cents > options.max) return refuse("over-limit", overLimitMessage(formatUsd(options.max)));
  return { ok: true, cents };
}

/** Dollar and cent digits (at most 2 of them) to cents, or null past the safe integers. */
function centsOfDigits(dollarDigits: string, centDigits: string): Cents | null {
  const significant = dollarDigits.replace(/^0+/, "");
  if (significant.length > MAX_DOLLAR_DIGITS) return null;
  // Integers of at most 14 and 2 digits: exact as numbers, and so is this sum until it passes 2^53.
  const cents = Number(significant || "0") * 100 + Number(centDigits.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? asCents(cents) : null;
}

/** The number as the API writes it: an optional minus, digits, and any decimals (more than 2 are refused by name). */
const API_AMOUNT = /^(-?)(\d+)(?:\.(\d+))?$/;

export type AmountOptions = {
  /** Whether a negative amount is taken (a capital loss) or refused. Default: refused. "-0" is 0. */
  allowNegative?: boolean;
  /** The largest amount, either way from zero. */
  max?: Cents;
};

export type AmountResult = { ok: true; cents: Cents } | { ok: false; reason: MoneyRefusal; problem: string };

/**
 * An amount as the API takes it, in a JSON body or a query string: a JSON number or a decimal
 * string with at most 2 decimals ("150000.00", "1234.5", "-300", 85000.15), into cents, or the
 * problem in the words of an API answer ("must have at most 2 decimals"), for the caller to put
 * after the field's name. Stricter than parseMoney: no dollar sign, no thousands separators, no
 * exponent; a number is read through its decimal form, never multiplied, as parseMoney does.
 */
export function parseAmount(value: unknown, options: AmountOptions = {}): AmountResult {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return { ok: false, reason: "invalid", problem: AMOUNT_PROBLEMS.notFinite };
    text = String(value);
    // Exponent form is 1e21 and up or under 1e-6: neither is a whole number of cents.
    if (text.includes("e")) return amountRefused(Math.abs(value) >= 1 ? tooLarge(options) : "too-many-decimals", options);
  } else if (typeof value === "string") {
    text = value.trim();
  } else {
    return amountRefused("invalid", options);
  }
  if (text.length > MAX_INPUT_LENGTH) return amountRefused(/^-?[\d.]*$/.test(text) ? tooLarge(options) : "invalid", options);
  const match = API_AMOUNT.exec(text);
  if (!match) return amountRefused(text === "" ? "empty" : "invalid", options);
  const [, sign = "", dollarDigits = "", centDigits = ""] = match;
  if (centDigits.length > 2) return amountRefused("too-many-decimals", options);
  const magnitude = centsOfDigits(dollarDigits, centDigits);
  if (magnitude === null || (options.max !== undefined && magnitude > options.max)) return amountRefused(tooLarge(options), options);
  if (sign === "-" && magnitude !== 0 && !options.allowNegative) return amountRefused("negative", options);
  return { ok: true, cents: sign === "-" ? asCents(-magnitude) : magnitude };
}

const tooLarge = (options: AmountOptions): MoneyRefusal => (options.max === undefined ? "too-large" : "over-limit");

function amountRefused(reason: MoneyRefusal, options: AmountOptions): AmountResult {
  const problem =
    reason === "too-many-decimals"
      ? AMOUNT_PROBLEMS.tooManyDecimals
      : reason === "negative"
        ? AMOUNT_PROBLEMS.negative
        : reason === "over-limit" && options.max !== undefined
          ? AMOUNT_PROBLEMS.atMost(formatUsd(options.max, { symbol: false }))
          : reason === "too-large" || reason === "over-limit"
            ? AMOUNT_PROBLEMS.tooLarge
            : AMOUNT_PROBLEMS.notAnAmount;
  return { ok: false, reason, problem };
}

/**
 * Dollars as a number, as the API's answers carry them today (65000, 0.01), into cents. Throws a
 * RangeError for anything that is not a whole number of cents from $0 up: such a number is a bug
 * in the caller, not something a member typed.
 */
export function centsFromDollars(dollars: number): Cents {
  const result = parseMoney(dollars, { allowZero: true });
  if (!result.ok) throw new RangeError(`${dollars} is not an amount in dollars and cents: ${result.message}`);
  return result.cents;
}
