// Bank CSV files: the separator, the columns, the formats, and each row into a transaction or an
// error with its line number (issue "Planning and budgeting" §2). Parsing is papaparse's.
import Papa from "papaparse";
import { withoutControlCharacters } from "../control-characters";
import { toDecimalString, type Cents } from "../money";
import {
  detectAmountFormat,
  detectDateFormat,
  parseBankAmount,
  parseBankDate,
  type AmountDetection,
  type AmountFormat,
  type DateDetection,
  type DateFormat,
} from "./formats";

export const SEPARATORS = [",", ";", "\t"] as const;
export type Separator = (typeof SEPARATORS)[number];
export const SEPARATOR_LABELS: Readonly<Record<Separator, string>> = { ",": "Comma", ";": "Semicolon", "\t": "Tab" };

/** Column numbers (0-based) of the file's fields; either `amount` or `debit` and `credit`. */
export type ColumnMapping = {
  date: number;
  description: number;
  amount?: number;
  debit?: number;
  credit?: number;
  category?: number;
};

/** A row read: its line in the file (the header is line 1), an ISO date, signed cents (spending is negative). */
export type ParsedRow = { line: number; date: string; amountCents: Cents; description: string; category: string | null };
export type RowError = { line: number; message: string };

/** The most a description keeps; longer ones are cut. */
export const MAX_DESCRIPTION = 200;
/** A line longer than this is refused as a row (a pasted binary or a broken quote). */
export const MAX_LINE_CHARS = 4_000;

export const CSV_PROBLEMS = {
  empty: "The file has no rows.",
  columnMissing: (name: string, column: number) => `has no column ${column + 1} (${name})`,
  date: (value: string) => `date "${clip(value)}" is not a date in the chosen format`,
  amount: (name: string, value: string, problem: string) => `${name} "${clip(value)}" ${problem}`,
  noAmount: "has neither a debit nor a credit",
  noDescription: "has no description",
  tooLong: `is longer than ${MAX_LINE_CHARS} characters`,
  quote: "has a quote that is never closed",
} as const;

const clip = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

type Table = { rows: string[][]; lines: number[]; quoteErrorLines: Set<number> };

/**
 * The file as rows of cells with the line each row starts on. papaparse's cursor gives where each
 * row ends; counting the line breaks up to it gives the next row's line, even when a quoted cell
 * holds a line break. `limit` stops early (detection only needs the top of the file).
 */
export function readTable(text: string, separator: Separator, limit?: number): Table {
  const rows: string[][] = [];
  const lines: number[] = [];
  const quoteErrorLines = new Set<number>();
  let line = 1;
  let cursor = 0;
  const body = text.replace(/^\uFEFF/, "");
  Papa.parse<string[]>(body, {
    delimiter: separator,
    skipEmptyLines: false,
    preview: limit ?? 0,
    step: (result) => {
      const end = result.meta.cursor;
      const data = result.data;
      const blank = data.length === 1 && data[0]!.trim() === "";
      if (!blank) {
        rows.push(data);
        lines.push(line);
        if (result.errors.some((e) => e.type === "Quotes")) quoteErrorLines.add(line);
      }
      for (let i = cursor; i < end; i += 1) if (body.charCodeAt(i) === 10) line += 1;
      // The row's own line break is not inside its cells: the next row starts after it.
      if (body.charCodeAt(end) === 13) cursor = end + 1;
      else cursor = end;
      if (body.charCodeAt(cursor) === 10) {
        line += 1;
        cursor += 1;
      }
    },
  });
  return { rows, lines, quoteErrorLines };
}

/** The separator that splits the top of the file into the same number (2 or more) of cells on most lines: tab, then semicolon, then comma. */
export function detectSeparator(text: string): Separator {
  let best: { separator: Separator; score: number } = { separator: ",", score: -1 };
  for (const separator of ["\t", ";", ","] as const) {
    const { rows } = readTable(text, separator, 30);
    if (rows.length === 0) continue;
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    const [width, times] = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!;
    if (width < 2) continue;
    const share = times / rows.length;
    // Consistency first; on a tie the earlier (rarer in text) separator stays.
    if (share > best.score + 0.05) best = { separator, score: share };
  }
  return best.separator;
}

const HEADER_GUESSES: Record<keyof ColumnMapping, RegExp> = {
  date: /date|datum|fecha|posted|booking|buchungstag|valuta|wertstellung/i,
  amount: /amount|betrag|montant|importe|value|sum/i,
  debit: /debit|withdrawal|out|paid out|money out|soll/i,
  credit: /credit|deposit|paid in|money in|haben/i,
  description: /desc|beschreibung|buchungstext|payee|narrative|memo|details|merchant|name|text|verwendungszweck|libell/i,
  category: /categ/i,
};

/** A first guess at the mapping from the header's names: the member confirms or changes it. */
export function guessMapping(headers: readonly string[]): Partial<ColumnMapping> {
  const taken = new Set<number>();
  const find = (key: keyof ColumnMapping) => {
    const index = headers.findIndex((h, i) => !taken.has(i) && HEADER_GUESSES[key].test(h));
    if (index >= 0) taken.add(index);
    return index >= 0 ? index : undefined;
  };
  const date = find("date");
  const category = find("category");
  const debit = find("debit");
  const credit = find("credit");
  const amount = debit !== undefined && credit !== undefined ? undefined : find("amount");
  const description = find("description");
  const mapping: Partial<ColumnMapping> = {};
  if (date !== undefined) mapping.date = date;
  if (description !== undefined) mapping.description = description;
  if (category !== undefined) mapping.category = category;
  if (amount !== undefined) mapping.amount = amount;
  else if (debit !== undefined && credit !== undefined) Object.assign(mapping, { debit, credit });
  return mapping;
}

export type CsvDetection = {
  separator: Separator;
  headers: string[];
  /** The first rows after the header, as cells. */
  sample: string[][];
  mapping: Partial<ColumnMapping>;
  date: DateDetection;
  amount: AmountDetection;
};

const DETECTION_ROWS = 200;

/** What the top of a file says: separator, header, a sample, the likely mapping and formats. */
export function detectCsv(text: string, chosen: { separator?: Separator; mapping?: Partial<ColumnMapping> } = {}): CsvDetection {
  const separator = chosen.separator ?? detectSeparator(text);
  const { rows } = readTable(text, separator, DETECTION_ROWS + 1);
  const headers = (rows[0] ?? []).map((h) => h.trim());
  const body = rows.slice(1);
  const mapping = chosen.mapping ?? guessMapping(headers);
  const column = (index: number | undefined) => (index === undefined ? [] : body.map((r) => r[index] ?? ""));
  return {
    separator,
    headers,
    sample: body.slice(0, 5),
    mapping,
    date: detectDateFormat(column(mapping.date)),
    amount: detectAmountFormat([...column(mapping.amount), ...column(mapping.debit), ...column(mapping.credit)]),
  };
}

export type ParseOptions = { separator: Separator; mapping: ColumnMapping; dateFormat: DateFormat; amountFormat: AmountFormat };
export type ParseResult = { rows: ParsedRow[]; errors: RowError[]; headers: string[] };

/** Every row after the header, read with the confirmed choices: a transaction or an error naming its line. */
export function parseCsv(text: string, options: ParseOptions): ParseResult {
  const table = readTable(text, options.separator);
  const headers = (table.rows[0] ?? []).map((h) => h.trim());
  const rows: ParsedRow[] = [];
  const errors: RowError[] = [];
  const { mapping } = options;
  const named: Array<[string, number | undefined]> = [
    ["date", mapping.date],
    ["description", mapping.description],
    ["amount", mapping.amount],
    ["debit", mapping.debit],
    ["credit", mapping.credit],
    ["category", mapping.category],
  ];
  for (let i = 1; i < table.rows.length; i += 1) {
    const cells = table.rows[i]!;
    const line = table.lines[i]!;
    const problems: string[] = [];
    if (table.quoteErrorLines.has(line)) problems.push(CSV_PROBLEMS.quote);
    if (cells.reduce((n, c) => n + c.length + 1, 0) > MAX_LINE_CHARS) {
      errors.push({ line, message: `Line ${line} ${CSV_PROBLEMS.tooLong}` });
      continue;
    }
    const missing = named.find(([, index]) => index !== undefined && index >= cells.length);
    if (missing) {
      errors.push({ line, message: `Line ${line} ${CSV_PROBLEMS.columnMissing(missing[0], missing[1]!)}` });
      continue;
    }
    // A bank's export may carry a stray control character (NUL, a form feed): it is dropped, not
    // the row (tabs and line breaks stay, and the description makes them spaces).
    const cell = (index: number | undefined) => (index === undefined ? "" : withoutControlCharacters(cells[index] ?? "").trim());
    const date = parseBankDate(cell(mapping.date), options.dateFormat);
    if (date === null) problems.push(CSV_PROBLEMS.date(cell(mapping.date)));
    let amountCents: number | null = null;
    if (mapping.amount !== undefined) {
      const parsed = parseBankAmount(cell(mapping.amount), options.amountFormat);
      if (parsed.ok) amountCents = parsed.cents;
      else problems.push(CSV_PROBLEMS.amount("amount", cell(mapping.amount), parsed.problem));
    } else {
      const debitText = cell(mapping.debit);
      const creditText = cell(mapping.credit);
      if (debitText === "" && creditText === "") problems.push(CSV_PROBLEMS.noAmount);
      else {
        let total = 0;
        for (const [name, value, sign] of [
          ["debit", debitText, -1],
          ["credit", creditText, 1],
        ] as const) {
          if (value === "") continue;
          const parsed = parseBankAmount(value, options.amountFormat);
          if (parsed.ok) total += sign * Math.abs(parsed.cents);
          else problems.push(CSV_PROBLEMS.amount(name, value, parsed.problem));
        }
        amountCents = total;
      }
    }
    const description = cell(mapping.description).replace(/\s+/g, " ").slice(0, MAX_DESCRIPTION);
    if (description === "") problems.push(CSV_PROBLEMS.noDescription);
    if (problems.length > 0 || date === null || amountCents === null) {
      errors.push({ line, message: `Line ${line}: ${problems.join("; ")}` });
      continue;
    }
    const category = mapping.category === undefined ? null : cell(mapping.category).slice(0, 60) || null;
    rows.push({ line, date, amountCents: amountCents as Cents, description, category });
  }
  return { rows, errors, headers };
}

/** Two rows are the same transaction when account, date, amount and description (case and spaces aside) match. */
export function duplicateKey(accountId: number, date: string, amountCents: number, description: string): string {
  return `${accountId}|${date}|${amountCents}|${description.trim().replace(/\s+/g, " ").toLowerCase()}`;
}

// ---- Export ----

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe for spreadsheets: one starting with = + - @ (or a tab or carriage return)
 * would run as a formula, so it gets a leading single quote. Amounts we format ourselves
 * ("-12.50") are written by exportCsv as numbers and never pass here.
 */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type ExportRow = { date: string; account: string; description: string; category: string; amountCents: Cents };

/** All transactions as a CSV file: comma-separated, every cell quoted, text cells protected against formulas. */
export function exportCsv(rows: readonly ExportRow[]): string {
  const data = rows.map((r) => [r.date, safeCell(r.account), safeCell(r.description), safeCell(r.category), toDecimalString(r.amountCents)]);
  return Papa.unparse({ fields: ["Date", "Account", "Description", "Category", "Amount"], data }, { quotes: true, newline: "\r\n", escapeFormulae: false });
}
