import { badFieldValue, encodeComponent, malformedString, preview, type Generated } from "./inputs";
import type { Random } from "./random";

// Request bodies built from a valid template: bad fields, missing and duplicated fields, broken
// JSON and forms, invalid UTF-8, oversize bodies and Content-Type lies.

export type Body = { payload: string | Uint8Array<ArrayBuffer>; contentType: string | null; note: string };

/** Larger than the API's 100 KB limit (api/platform/base-app.ts MAX_BODY_BYTES). */
const OVERSIZE = 200 * 1024;

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

/** The template with one or more fields broken, dropped or joined by unknown ones. */
export function mutatedFields(template: Record<string, unknown>, random: Random, { text = false } = {}): Generated<Record<string, unknown>> {
  const keys = Object.keys(template);
  const roll = random.next();
  if (keys.length === 0 || roll < 0.06) {
    if (random.chance(0.5)) return { value: { ...template }, note: "valid template" };
    return { value: { ...template, [malformedString(random).value.slice(0, 40) || "x"]: "1", isAdmin: true, role: "admin" }, note: "unknown fields" };
  }
  const fields = { ...template };
  if (roll < 0.48) {
    const key = random.pick(keys);
    const bad = badFieldValue(template[key], random, { text });
    fields[key] = bad.value;
    return { value: fields, note: `${key}: ${bad.note}` };
  }
  if (roll < 0.58) {
    // One bad value everywhere reaches whichever field lets it through.
    const bad = malformedString(random);
    for (const key of keys) if (key !== "intent") fields[key] = bad.value;
    return { value: fields, note: `every field: ${bad.note}` };
  }
  if (roll < 0.7) {
    const notes: string[] = [];
    for (const key of keys) {
      if (!random.chance(0.5)) continue;
      const bad = badFieldValue(template[key], random, { text });
      fields[key] = bad.value;
      notes.push(`${key}: ${bad.note}`);
    }
    return { value: fields, note: notes.length ? notes.join("; ") : "valid template" };
  }
  if (roll < 0.85) {
    const key = random.pick(keys);
    delete fields[key];
    return { value: fields, note: `missing ${key}` };
  }
  if (roll < 0.92) return { value: {}, note: "no fields" };
  return { value: { ...fields, extra: malformedString(random).value, isAdmin: true }, note: "unknown fields" };
}

const BROKEN_JSON: ReadonlyArray<[string, (valid: string) => string]> = [
  ["truncated", (valid) => valid.slice(0, Math.max(1, Math.floor(valid.length / 2)))],
  ["single quotes", (valid) => valid.replace(/"/g, "'")],
  ["trailing comma", (valid) => valid.replace(/}$/, ",}")],
  ["comment", (valid) => `/* c */${valid}`],
  ["NaN literal", () => '{"value": NaN}'],
  ["raw control character", (valid) => valid.replace(/":"/, '":"\u0001')],
  ["byte-order mark", (valid) => `\ufeff${valid}`],
  ["two documents", (valid) => `${valid}${valid}`],
  ["deep nesting", () => "[".repeat(50_000)],
  ["empty", () => ""],
  ["whitespace", () => " \n\t "],
  ["bare string", () => '"just a string"'],
  ["null", () => "null"],
  ["unterminated string", () => '{"a": "'],
  ["lone surrogate escape", (valid) => valid.replace(/":"/, '":"\\ud800')],
];

function jsonWithDuplicateKey(template: Record<string, unknown>, random: Random): string {
  const keys = Object.keys(template);
  if (keys.length === 0) return '{"a":1,"a":2}';
  const key = random.pick(keys);
  const bad = JSON.stringify(badFieldValue(template[key], random).value ?? null);
  const valid = JSON.stringify(template[key] ?? null);
  const [first, second] = random.chance(0.5) ? [valid, bad] : [bad, valid];
  const rest = keys.filter((k) => k !== key).map((k) => `${JSON.stringify(k)}:${JSON.stringify(template[k])}`);
  return `{${[...rest, `${JSON.stringify(key)}:${first}`, `${JSON.stringify(key)}:${second}`].join(",")}}`;
}

/** `text` with invalid UTF-8 bytes spliced in right after the first `separator` (inside a value). */
function withInvalidUtf8(text: string, separator: string): Uint8Array<ArrayBuffer> {
  const at = text.indexOf(separator);
  const [head, tail] = at >= 0 ? [text.slice(0, at + separator.length), text.slice(at + separator.length)] : [text, ""];
  // Overlong "/", a UTF-16 surrogate encoded in UTF-8, a lone continuation byte, a truncated sequence.
  const garbage = [0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x80, 0xff, 0xfe, 0xe2, 0x82];
  return new Uint8Array([...Buffer.from(head), ...garbage, ...Buffer.from(tail)]);
}

/** A JSON body for `template`, usually with the right Content-Type. */
export function jsonBody(template: Record<string, unknown>, random: Random): Body {
  const valid = JSON.stringify(template);
  const roll = random.next();
  let body: Body;
  if (roll < 0.6) {
    const fields = mutatedFields(template, random);
    body = { payload: JSON.stringify(fields.value), contentType: JSON_TYPE, note: fields.note };
  } else if (roll < 0.67) {
    const value = random.pick<unknown>([[template], "text", 42, null, true, []]);
    body = { payload: JSON.stringify(value), contentType: JSON_TYPE, note: `not an object ${preview(value)}` };
  } else if (roll < 0.74) {
    body = { payload: jsonWithDuplicateKey(template, random), contentType: JSON_TYPE, note: "duplicated field" };
  } else if (roll < 0.86) {
    const [note, make] = random.pick(BROKEN_JSON);
    body = { payload: make(valid), contentType: JSON_TYPE, note: `broken JSON: ${note}` };
  } else if (roll < 0.91) {
    body = { payload: withInvalidUtf8(valid, '":"'), contentType: JSON_TYPE, note: "invalid UTF-8 bytes" };
  } else if (roll < 0.93) {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(valid, "utf16le")]);
    body = { payload: new Uint8Array(utf16), contentType: `${JSON_TYPE}; charset=utf-16`, note: "UTF-16 JSON" };
  } else if (roll < 0.96) {
    const key = Object.keys(template)[0] ?? "pad";
    body = { payload: JSON.stringify({ ...template, [key]: "x".repeat(OVERSIZE) }), contentType: JSON_TYPE, note: "oversize body" };
  } else {
    const payload = `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}},${valid.slice(1)}`;
    body = { payload: valid === "{}" ? '{"__proto__":{"isAdmin":true}}' : payload, contentType: JSON_TYPE, note: "prototype keys" };
  }
  return random.chance(0.12) ? lieAboutType(body, random) : body;
}

function encodeForm(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(typeof value === "string" ? value : JSON.stringify(value) ?? "")}`)
    .join("&");
}

function multipart(fields: Record<string, unknown>, withFile: boolean): { payload: string; contentType: string } {
  const boundary = "----fuzzboundary7MA4YWxkTrZu0gW";
  const parts = Object.entries(fields).map(([key, value], index) =>
    withFile && index === 0
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${key}"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\n${String(value)}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${typeof value === "string" ? value : JSON.stringify(value)}\r\n`,
  );
  return { payload: `${parts.join("")}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A form-encoded body for `template` (fields are text; wrong types arrive as their JSON text). */
export function formBody(template: Record<string, string>, random: Random): Body {
  const valid = encodeForm(template);
  const keys = Object.keys(template);
  const key = keys.length ? random.pick(keys) : "field";
  const roll = random.next();
  let body: Body;
  if (roll < 0.6) {
    const fields = mutatedFields(template, random, { text: true });
    body = { payload: encodeForm(fields.value), contentType: FORM_TYPE, note: fields.note };
  } else if (roll < 0.68) {
    const bad = encodeComponent(malformedString(random).value);
    const [first, second] = random.chance(0.5) ? [encodeComponent(template[key] ?? ""), bad] : [bad, encodeComponent(template[key] ?? "")];
    body = { payload: `${valid}&${key}=${first}&${key}=${second}`, contentType: FORM_TYPE, note: `duplicated ${key}` };
  } else if (roll < 0.72) {
    body = { payload: `${key}[]=a&${key}[]=b&${key}[x]=c&${valid}`, contentType: FORM_TYPE, note: "array syntax" };
  } else if (roll < 0.78) {
    const broken = random.pick(["%zz", "%", "%E0%A4%A", "%FF%FE%C0%AF", "%00", "+%2B+", "%uD800"]);
    body = { payload: `${valid}&${key}=${broken}`.replace(/^&/, ""), contentType: FORM_TYPE, note: `broken encoding ${broken}` };
  } else if (roll < 0.82) {
    body = { payload: withInvalidUtf8(valid, "="), contentType: FORM_TYPE, note: "invalid UTF-8 bytes" };
  } else if (roll < 0.86) {
    body = { payload: random.pick(["&&&", "=", "=x", "a", "&=&", "a=1=2=3"]), contentType: FORM_TYPE, note: "degenerate form" };
  } else if (roll < 0.91) {
    const parts = multipart(template, random.chance(0.5));
    body = { ...parts, note: parts.payload.includes("filename=") ? "multipart with a file" : "multipart" };
  } else if (roll < 0.94) {
    body = { payload: "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nunterminated", contentType: random.pick(["multipart/form-data", "multipart/form-data; boundary=x"]), note: "broken multipart" };
  } else if (roll < 0.97) {
    body = { payload: `${valid}&${key}=${"x".repeat(OVERSIZE)}`, contentType: FORM_TYPE, note: "oversize body" };
  } else {
    body = { payload: "", contentType: FORM_TYPE, note: "empty body" };
  }
  return random.chance(0.12) ? lieAboutType(body, random) : body;
}

const CONTENT_TYPE_LIES = [
  null,
  "text/plain",
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/xml",
  "application/json; charset=utf-16",
  "a/b/c;;;=",
  "",
] as const;

/** The same body with a Content-Type that does not describe it (or none). */
export function lieAboutType(body: Body, random: Random): Body {
  const contentType = random.pick(CONTENT_TYPE_LIES);
  return { ...body, contentType, note: `${body.note}; Content-Type ${contentType === null ? "absent" : JSON.stringify(contentType)}` };
}

/** A body sent where none is expected. */
export function strayBody(random: Random): Body {
  return random.chance(0.5) ? jsonBody({ anything: "x" }, random) : formBody({ anything: "x" }, random);
}
