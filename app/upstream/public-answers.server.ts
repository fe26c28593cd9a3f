// Answers the API gives every caller alike, kept by this process's upstream client for as long as
// the API says (docs/decisions/042, docs/api.md "Answers that may be kept").

/** What is kept of an answer: enough to read it again as if it had just come. */
export type KeptAnswer = { status: number; text: string };

/** The headers of an answer that decide whether it may be kept, and for how long. */
export type AnswerCaching = { cacheControl: string | null; vary: string | null };

/** A caller header an answer may vary on and still be kept: it is part of every key. */
const KEYED_HEADERS = new Set(["time-zone"]);

/**
 * How many seconds an answer may be kept for every caller, or null for not at all: only a
 * `public` answer with a positive `max-age`, nothing that forbids keeping it (`private`,
 * `no-store`, `no-cache`), and no Vary but on headers the key already holds (`*` varies on
 * everything). At most `capSeconds`, whatever the API says.
 */
export function keepableSeconds({ cacheControl, vary }: AnswerCaching, capSeconds: number): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl.split(",").map((directive) => directive.trim().toLowerCase());
  if (!directives.includes("public")) return null;
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache" || d.startsWith("private=") || d.startsWith("no-cache="))) return null;
  const maxAge = directives.find((d) => d.startsWith("max-age="));
  const seconds = maxAge === undefined ? Number.NaN : Number(maxAge.slice("max-age=".length));
  if (!Number.isInteger(seconds) || seconds <= 0) return null;
  const varied = (vary ?? "").split(",").map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (varied.some((name) => !KEYED_HEADERS.has(name))) return null;
  return Math.min(seconds, capSeconds);
}

/**
 * The key of a GET call: its path, its query as the call gives it, and the caller's time zone
 * (the one caller header a kept answer may vary on). A time zone is part of every key, varied on
 * or not: a few copies of an answer are cheaper than remembering which answers vary.
 */
export function publicAnswerKey(path: string, query: Record<string, string | number | undefined> | undefined, timeZone: string): string {
  let key = path;
  let separator = "?";
  for (const name in query) {
    const value = query[name];
    if (value === undefined) continue;
    key += `${separator}${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`;
    separator = "&";
  }
  return `${key}\n${timeZone}`;
}

export type PublicAnswersOptions = {
  maxEntries: number;
  /** An answer longer than this (in characters) is never kept. */
  maxAnswerLength: number;
  /** The longest an answer is kept, whatever its max-age. */
  capSeconds: number;
  now?: () => number;
};

/**
 * The server's store: a few hundred short answers (the tip per time zone, the first pages and
 * categories of each editorial area), none over 256 kB, none kept past a minute.
 */
export const PUBLIC_ANSWERS: PublicAnswersOptions = { maxEntries: 500, maxAnswerLength: 256 * 1024, capSeconds: 60 };

type Entry = KeptAnswer & { expiresAt: number };

/**
 * The kept answers of one process: each until its max-age runs out, at most `maxEntries` of them
 * (the oldest kept first to go), all forgotten at once by `clear()` when this process seeds the
 * content again.
 */
export class PublicAnswers {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly options: PublicAnswersOptions) {
    this.now = options.now ?? Date.now;
  }

  get size() {
    return this.entries.size;
  }

  /** The answer kept under `key` while it is fresh; null otherwise. */
  find(key: string): KeptAnswer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() < entry.expiresAt) return entry;
    this.entries.delete(key);
    return null;
  }

  /** Keeps a successful answer whose headers allow it; any other is left alone. */
  keep(key: string, answer: KeptAnswer, caching: AnswerCaching): void {
    if (answer.status < 200 || answer.status > 299 || answer.text.length > this.options.maxAnswerLength) return;
    const seconds = keepableSeconds(caching, this.options.capSeconds);
    if (seconds === null) return;
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { status: answer.status, text: answer.text, expiresAt: this.now() + seconds * 1000 });
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * What `read` makes of a kept answer (its envelope, its data parsed by a contract's schema),
   * made once per answer kept and `reader`, and frozen, since every caller until the answer expires
   * shares it: a page rendered every time read and validated the same text on every request.
   */
  readOnce<T>(answer: KeptAnswer, reader: object, read: () => T): T {
    let readings = this.readings.get(answer);
    if (readings === undefined) this.readings.set(answer, (readings = new Map()));
    if (readings.has(reader)) return readings.get(reader) as T;
    const reading = deepFreeze(read());
    readings.set(reader, reading);
    return reading;
  }

  /** Each kept answer's readings, forgotten with the answer. */
  private readonly readings = new WeakMap<KeptAnswer, Map<object, unknown>>();
}

/** `value` and everything it holds made read-only (plain data, as JSON and zod make it). */
function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
