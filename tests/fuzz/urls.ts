import { encodeComponent, malformedString, nearValid, type Generated } from "./inputs";
import type { Random } from "./random";

// Query strings and path segments: bad values, duplicated and array-style keys, broken escapes.

export function encodeQuery(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`)
    .join("&");
}

const BROKEN_ESCAPES = ["%zz", "%", "%E0%A4%A", "%FF%FE", "%C0%AF", "%00", "%uD800", "%%32%65", "%2e%2e%2f"] as const;

/** A query string for `template` with one kind of damage. */
export function mutatedQuery(template: Record<string, string>, random: Random): Generated<string> {
  const keys = Object.keys(template);
  const key = keys.length ? random.pick(keys) : random.pick(["page", "q", "id"]);
  const roll = random.next();
  if (roll < 0.45) {
    const bad = random.chance(0.7) || !template[key] ? malformedString(random) : nearValid(template[key]!, random);
    return { value: encodeQuery({ ...template, [key]: bad.value }), note: `?${key}: ${bad.note}` };
  }
  if (roll < 0.55) {
    const rest = { ...template };
    delete rest[key];
    return { value: encodeQuery(rest), note: `missing ?${key}` };
  }
  if (roll < 0.65) {
    const bad = encodeComponent(malformedString(random).value);
    return { value: `${encodeQuery(template)}&${key}=${bad}&${key}=${bad}${random.chance(0.5) ? "" : "&" + key}`, note: `duplicated ?${key}` };
  }
  if (roll < 0.72) return { value: `${key}[]=1&${key}[]=2&${key}[a]=3&${encodeQuery(template)}`, note: `array-style ?${key}` };
  if (roll < 0.84) {
    const broken = random.pick(BROKEN_ESCAPES);
    return { value: `${encodeQuery(template)}&${key}=${broken}`, note: `broken escape ?${key}=${broken}` };
  }
  if (roll < 0.9) return { value: `${"&".repeat(random.int(1, 5))}=${random.chance(0.5) ? "" : "x"}&&`, note: "degenerate query" };
  if (roll < 0.95) return { value: `${encodeQuery(template)}&pad=${"q".repeat(random.pick([5_000, 60_000]))}`, note: "huge query" };
  return { value: `${encodeQuery(template)}&__proto__[x]=1&constructor=1`, note: "prototype keys" };
}

/** A path segment in place of a valid one: malformed, bent, escaped wrongly, or huge. */
export function mutatedSegment(valid: string, random: Random): Generated<string> {
  const roll = random.next();
  if (roll < 0.4) {
    const bad = malformedString(random);
    return { value: encodeComponent(bad.value) || "%20", note: bad.note };
  }
  if (roll < 0.6 && valid) {
    const bent = nearValid(valid, random);
    return { value: encodeComponent(bent.value), note: bent.note };
  }
  if (roll < 0.85) {
    const raw = random.pick(["%zz", "%", "%2F", "%2e%2e", "..", ".", "%00", "%FF", "a%2Fb", "%E0%A4%A", "%5C", ";x=1"]);
    return { value: raw, note: `raw segment ${raw}` };
  }
  const size = random.pick([300, 9_000]);
  return { value: random.pick(["9", "a", "-"]).repeat(size), note: `huge segment x${size}` };
}

/** The Hono/Remix pattern with its parameters filled (":id" and optional ":tab?"). */
export function fillPath(pattern: string, values: Record<string, string | undefined>): string {
  const filled = pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const name = segment.slice(1).replace(/\?$/, "");
      return values[name];
    })
    .filter((segment) => segment !== undefined)
    .join("/");
  return filled || "/";
}

/** Names of a pattern's parameters, in order, with whether each is optional. */
export function pathParameters(pattern: string): Array<{ name: string; optional: boolean }> {
  return pattern
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => ({ name: segment.slice(1).replace(/\?$/, ""), optional: segment.endsWith("?") }));
}
