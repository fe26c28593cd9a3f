// Dates and amounts as banks write them in their CSV exports, into ISO dates and integer cents.
import { asCents, type Cents } from "../money";

/** ISO (2026-03-05), US (03/05/2026) or European (05/03/2026, 05.03.2026). */
export const DATE_FORMATS = ["iso", "mdy", "dmy"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DATE_FORMAT_LABELS: Readonly<Record<DateFormat, string>> = {
  iso: "Year-month-day (2026-03-31)",
  mdy: "Month/day/year (03/31/2026)",
  dmy: "Day/month/year (31/03/2026 or 31.03.2026)",
};

/** "dot": 1,234.56 (US, UK); "comma": 1.234,56 (most of Europe). */
export const AMOUNT_FORMATS = ["dot", "comma"] as const;
export type AmountFormat = (typeof AMOUNT_FORMATS)[number];
export const AMOUNT_FORMAT_LABELS: Readonly<Record<AmountFormat, string>> = {
  dot: "1,234.56 (decimal point)",
  comma: "1.234,56 (decimal comma)",
};

/** The largest amount one imported row may carry: $1,000,000,000.00. */
export const MAX_ROW_CENTS = 100_000_000_000;

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const NUMERIC = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, "0");

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A bank's date in `format` as YYYY-MM-DD, or null when it is not a real date in that format. A time after the date is ignored. */
export function parseBankDate(raw: string, format: DateFormat): string | null {
  const text = raw.trim().split(/[ T]/)[0] ?? "";
  if (format === "iso") {
    const m = ISO.exec(text);
    return m ? isoOf(Number(m[1]), Number(m[2]), Number(m[3])) : null;
  }
  const m = NUMERIC.exec(text);
  if (!m) return null;
  const [a, b, year] = [Number(m[1]), Number(m[3]), Number(m[4])];
  return format === "mdy" ? isoOf(year, a, b) : isoOf(year, b, a);
}

export type DateDetection = {
  /** The format chosen: the only one that reads every value, or the likelier of several. */
  detected: DateFormat | null;
  /** The formats that read the most values; more than one means the member should confirm. */
  candidates: DateFormat[];
  ambiguous: boolean;
};

/**
 * Which formats read the most non-empty values (all of them, in a clean file). When day/month and month/day both fit (no day above
 * 12 in the sample), a dot separator suggests Europe, anything else the US: ambiguous, to confirm.
 */
export function detectDateFormat(values: readonly string[]): DateDetection {
  const sample = values.map((v) => v.trim()).filter((v) => v !== "");
  if (sample.length === 0) return { detected: null, candidates: [], ambiguous: false };
  // The formats that read the most values: a bad row or two (reported later by line) must not hide the format.
  const read = DATE_FORMATS.map((format) => sample.filter((v) => parseBankDate(v, format) !== null).length);
  const most = Math.max(...read);
  const candidates = most === 0 ? [] : DATE_FORMATS.filter((_, i) => read[i] === most);
  let detected: DateFormat | null = candidates[0] ?? null;
  if (candidates.includes("mdy") && candidates.includes("dmy")) detected = sample.some((v) => v.includes(".")) ? "dmy" : "mdy";
  return { detected, candidates, ambiguous: candidates.length > 1 };
}

export type AmountResult = { ok: true; cents: Cents } | { ok: false; problem: string };

export const AMOUNT_CELL_PROBLEMS = {
  notAnAmount: "is not an amount",
  tooManyDecimals: "has more than 2 decimals",
  tooLarge: "is too large",
} as const;

/**
 * A bank's amount in `format` into cents: currency signs and spaces ignored, thousands separators
 * dropped, "(12.50)" and "12.50-" negative. An empty cell is not an amount (the caller decides
 * whether it may be empty). Read from its digits, never through a float.
 */
export function parseBankAmount(raw: string, format: AmountFormat): AmountResult {
  let text = raw.trim().replace(/[\s\u00a0'$€£¥]|USD|EUR|GBP/g, "");
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith("-") || text.startsWith("−")) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith("+")) {
    text = text.slice(1);
  } else if (text.endsWith("-")) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  const [thousands, decimal] = format === "dot" ? [",", "."] : [".", ","];
  const grouped = format === "dot" ? /^\d{1,3}(,\d{3})+(\.\d+)?$/ : /^\d{1,3}(\.\d{3})+(,\d+)?$/;
  if (text.includes(thousands)) {
    if (!grouped.test(text)) return { ok: false, problem: AMOUNT_CELL_PROBLEMS.notAnAmount };
    text = text.split(thousands).join("");
  }
  const m = new RegExp(`^(\\d*)(?:\\${decimal}(\\d*))?$`).exec(text);
  if (!m || (m[1] === "" && (m[2] ?? "") === "")) return { ok: false, problem: AMOUNT_CELL_PROBLEMS.notAnAmount };
  const whole = m[1] ?? "";
  const fraction = m[2] ?? "";
  if (fraction.length > 2) return { ok: false, problem: AMOUNT_CELL_PROBLEMS.tooManyDecimals };
  const digits = whole.replace(/^0+/, "");
  if (digits.length > 12) return { ok: false, problem: AMOUNT_CELL_PROBLEMS.tooLarge };
  const cents = Number(digits || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (cents > MAX_ROW_CENTS) return { ok: false, problem: AMOUNT_CELL_PROBLEMS.tooLarge };
  return { ok: true, cents: asCents(negative ? -cents : cents) };
}

export type AmountDetection = { detected: AmountFormat; candidates: AmountFormat[]; ambiguous: boolean };

/**
 * Which format reads the values. A value like "3,50" or "1.234,56" votes for the decimal comma,
 * "3.50" or "1,234.56" for the decimal point; with no clear vote, the decimal point.
 */
export function detectAmountFormat(values: readonly string[]): AmountDetection {
  const sample = values.map((v) => v.trim()).filter((v) => v !== "");
  const candidates = AMOUNT_FORMATS.filter((format) => sample.every((v) => parseBankAmount(v, format).ok));
  let comma = 0;
  let dot = 0;
  for (const v of sample) {
    if (/,\d{1,2}\)?-?$/.test(v) || /\d\.\d{3},/.test(v)) comma += 1;
    if (/\.\d{1,2}\)?-?$/.test(v) || /\d,\d{3}\./.test(v)) dot += 1;
  }
  let detected: AmountFormat = comma > dot ? "comma" : "dot";
  if (candidates.length === 1) detected = candidates[0]!;
  return { detected, candidates: candidates.length ? candidates : [detected], ambiguous: candidates.length > 1 && comma === 0 && dot === 0 };
}
