import type { Random } from "./random";

// Malformed values for every place input arrives: fields, query strings, path segments, headers.
// Each generator returns the value with a short note naming what kind of input it is, so a
// failure report says what was sent without printing 100 KB.

export type Generated<T> = { value: T; note: string };

const STRING_FAMILIES: Record<string, readonly string[]> = {
  // What has broken things before: NUL (the database refuses it), characters a header cannot
  // carry, numbers past 2^53, Object.prototype names, lone surrogates. A quarter of all picks.
  sharp: ["\u0000", "a\u0000b", "/\u200bx", "é", "\ud800", "9".repeat(400), "-9".repeat(200), "constructor", "%", "'"],
  empty: ["", " ", "   ", "\t", "\n", "\r\n", "\u00a0", "\u3000"],
  control: ["\u0000", "abc\u0000def", "trailing\u0000", "\u0007\u001b[31mred", "line\r\nX-Injected: 1", "\u007f", "tab\there", "\u0085", "\b\f\v"],
  unicode: [
    "\ud800", // lone high surrogate
    "\udfff", // lone low surrogate
    "a\ud83d", // half an emoji
    "\ufeffadmin", // byte-order mark
    "\u202eevil\u202c", // right-to-left override
    "zero\u200bwidth\u200d",
    "e\u0301".repeat(40), // combining marks
    "Z\u0338\u0321\u031b\u0354\u035d\u0330",
    "👩‍👩‍👧‍👦",
    "ｅｘａｍｐｌｅ＠ｍａｉｌ．ｃｏｍ", // full-width
    "١٢٣٤٥٦", // Arabic-Indic digits
    "İıß",
    "\u{10ffff}\ufffe\uffff",
    "\u2028\u2029",
    "用户名",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  ],
  sql: ["' OR '1'='1", "admin'--", "'; DROP TABLE users; --", "%", "_", "%_%", "\\", "1; SELECT pg_sleep(10)", "$1", "E'\\x00'", '"', "`", "1' union select null--"],
  html: ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "&lt;&amp;&#0;", "javascript:alert(1)", "<!--", "]]>", "<svg/onload=alert(1)>"],
  path: ["../../etc/passwd", "..%2F..%2F", "%00", "%zz", "%E0%A4%A", "//evil.example", "/\\evil.example", "https://evil.example/", "/%0d%0aSet-Cookie:x=1", "/a/../../b", "?", "#"],
  numeric: ["-1", "0", "1e309", "NaN", "Infinity", "-Infinity", "0x1F", "99999999999999999999999", " 7 ", "1.5", "+1", "١", "1_000", "0b101", "-0"],
  jsonish: ["{}", "[]", "null", "true", "undefined", "__proto__", "constructor", "toString", "hasOwnProperty"],
  format: ["%s%s%n", "{{7*7}}", "${7*7}", "#{7*7}", "%d", "%x%x%x"],
};

const HUGE_SIZES = [300, 5_000, 60_000] as const;

function hugeString(random: Random): Generated<string> {
  const size = random.pick(HUGE_SIZES);
  const unit = random.pick(["a", "7", "<", "𝔘", "é", "%", "\u0000", "-"]);
  return { value: unit.repeat(Math.ceil(size / unit.length)), note: `huge ${JSON.stringify(unit)} x${size}` };
}

/** A string from one of the malformed families, or a huge one. */
export function malformedString(random: Random): Generated<string> {
  if (random.chance(0.12)) return hugeString(random);
  const family = random.chance(0.25) ? "sharp" : random.pick(Object.keys(STRING_FAMILIES));
  const value = random.pick(STRING_FAMILIES[family]!);
  return { value, note: `${family} ${preview(value)}` };
}

/** A valid value bent slightly: these reach the checks behind the first line of validation. */
export function nearValid(valid: string, random: Random): Generated<string> {
  const bends: Array<[string, () => string]> = [
    ["padded", () => `  ${valid}  `],
    ["upper", () => valid.toUpperCase()],
    ["truncated", () => valid.slice(0, Math.max(0, valid.length - 1))],
    ["repeated", () => valid.repeat(30)],
    ["with NUL", () => `${valid}\u0000`],
    ["with zero-width", () => `${valid.slice(0, 1)}\u200b${valid.slice(1)}`],
    ["with quote", () => `${valid}'`],
    ["with markup", () => `${valid}<b>`],
    ["full-width", () => valid.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0))],
    ["with surrogate", () => `${valid}\ud800`],
  ];
  const [note, bend] = random.pick(bends);
  return { value: bend(), note: `near-valid ${note}` };
}

const WRONG_TYPES: ReadonlyArray<[string, () => unknown]> = [
  ["null", () => null],
  ["true", () => true],
  ["false", () => false],
  ["0", () => 0],
  ["-1", () => -1],
  ["1.5", () => 1.5],
  ["1e308", () => 1e308],
  ["empty array", () => []],
  ["array", () => ["a", "b"]],
  ["empty object", () => ({})],
  ["operator object", () => ({ $ne: null, $gt: "" })],
  ["toString object", () => ({ toString: "x", valueOf: 1 })],
  ["nested arrays", () => nested(200)],
  ["number string array", () => ["1", 1]],
];

function nested(depth: number): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** A JSON value of the wrong type for a text field. */
export function wrongType(random: Random): Generated<unknown> {
  const [note, make] = random.pick(WRONG_TYPES);
  return { value: make(), note: `wrong type ${note}` };
}

/** Any bad value for one field: malformed text, a bent valid value or a wrong type. */
export function badFieldValue(valid: unknown, random: Random, { text = false } = {}): Generated<unknown> {
  const roll = random.next();
  if (roll < 0.45) return malformedString(random);
  if (roll < 0.7 && typeof valid === "string" && valid !== "") return nearValid(valid, random);
  if (text) return malformedString(random);
  return wrongType(random);
}

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, where encodeURIComponent throws). */
export function encodeComponent(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`))
    .join("");
}

/**
 * A header value as raw bytes arriving on a socket: UTF-8 read as Latin-1, minus what no HTTP
 * stack lets through (NUL, CR, LF), so the Request can be built at all.
 */
export function asHeaderValue(value: string): string {
  return Buffer.from(value, "utf8").toString("latin1").replace(/[\u0000\r\n]/g, "").trim();
}

/** A malformed header value, sometimes huge. */
export function malformedHeader(random: Random): Generated<string> {
  if (random.chance(0.15)) {
    const size = random.pick([8_000, 64_000]);
    return { value: "A".repeat(size), note: `huge header x${size}` };
  }
  const { value, note } = malformedString(random);
  return { value: asHeaderValue(value), note };
}

export function preview(value: unknown, max = 60): string {
  let text: string;
  try {
    text = typeof value === "string" ? value : JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  const shown = JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
  return text.length > max ? `${shown} (${text.length} chars)` : shown;
}
