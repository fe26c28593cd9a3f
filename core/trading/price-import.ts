// Real closes from a CSV file (issue "Trading" §1: `npm run prices:import FILE.csv`): a header
// `date,symbol,close`, then one close per line. Every line is checked before anything is imported;
// a file with any bad line imports nothing, and each problem names its line.
import { PRODUCTS } from "./catalogue";
import { isBusinessDay, isIsoDate, TICKS_PER_DOLLAR } from "./prices";

export type ImportedClose = { productId: string; date: string; closeTicks: number };
export type ImportProblem = { line: number; message: string };
export type ImportResult = { ok: true; closes: ImportedClose[] } | { ok: false; problems: ImportProblem[] };

const BY_SYMBOL = new Map(PRODUCTS.map((p) => [p.symbol, p]));
/** The most lines one file may hold. */
export const MAX_IMPORT_LINES = 1_000_000;
const MAX_CLOSE_TICKS = 1_000_000_000 * TICKS_PER_DOLLAR;

/** "123.45" → 1,234,500 ticks; null unless a positive number with at most 4 decimals, at most $1,000,000,000. */
export function parseClose(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  const ticks = Number(match[1]) * TICKS_PER_DOLLAR + Number((match[2] ?? "").padEnd(4, "0"));
  return ticks > 0 && ticks <= MAX_CLOSE_TICKS ? ticks : null;
}

export function parsePriceCsv(text: string): ImportResult {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)!.trim() === "") lines.pop();
  const problems: ImportProblem[] = [];
  if (lines.length === 0) return { ok: false, problems: [{ line: 1, message: "The file is empty: expected the header date,symbol,close" }] };
  if (lines.length - 1 > MAX_IMPORT_LINES) return { ok: false, problems: [{ line: MAX_IMPORT_LINES + 2, message: `At most ${MAX_IMPORT_LINES} closes in one file` }] };
  const header = lines[0]!.split(",").map((h) => h.trim().toLowerCase());
  if (header.join(",") !== "date,symbol,close") problems.push({ line: 1, message: "The first line must be the header date,symbol,close" });
  const closes: ImportedClose[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < lines.length; i += 1) {
    const line = i + 1;
    const cells = lines[i]!.split(",").map((c) => c.trim());
    if (cells.length !== 3) {
      problems.push({ line, message: `Expected 3 values (date, symbol, close), found ${cells.length}` });
      continue;
    }
    const [date, symbol, close] = cells as [string, string, string];
    const product = BY_SYMBOL.get(symbol.toUpperCase());
    const ticks = parseClose(close);
    if (!isIsoDate(date)) problems.push({ line, message: `"${date.slice(0, 40)}" is not a date (YYYY-MM-DD)` });
    else if (!isBusinessDay(date)) problems.push({ line, message: `${date} is a weekend: closes are for business days` });
    if (!product) problems.push({ line, message: `"${symbol.slice(0, 40)}" is not the symbol of a product` });
    if (ticks === null) problems.push({ line, message: `"${close.slice(0, 40)}" is not a close (a positive price with at most 4 decimals)` });
    if (!product || ticks === null || !isIsoDate(date) || !isBusinessDay(date)) continue;
    const key = `${product.id}|${date}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ line, message: `${symbol.toUpperCase()} on ${date} is already on line ${first}` });
      continue;
    }
    seen.set(key, line);
    closes.push({ productId: product.id, date, closeTicks: ticks });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, closes };
}
