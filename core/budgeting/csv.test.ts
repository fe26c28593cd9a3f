import { describe, expect, it } from "vitest";
import { detectCsv, detectSeparator, duplicateKey, exportCsv, parseCsv, safeCell } from "./csv";
import { detectAmountFormat, detectDateFormat, parseBankAmount, parseBankDate } from "./formats";
import { asCents } from "../money";

describe("separator detection", () => {
  it("finds a semicolon file whose amounts have decimal commas", () => {
    const text = "Datum;Beschreibung;Betrag\n05.03.2026;Miete;-1.200,00\n06.03.2026;Kaffee, groß;-3,50\n";
    expect(detectSeparator(text)).toBe(";");
  });
  it("finds a tab file and a comma file", () => {
    expect(detectSeparator("Date\tDescription\tAmount\n2026-03-01\tRent\t-1200.00\n")).toBe("\t");
    expect(detectSeparator('Date,Description,Amount\n2026-03-01,"Rent; March",-1200.00\n2026-03-02,Coffee,-3.50\n')).toBe(",");
  });
});

describe("date formats", () => {
  it("reads ISO, US and European dates, and refuses impossible ones", () => {
    expect(parseBankDate("2026-03-05", "iso")).toBe("2026-03-05");
    expect(parseBankDate("03/05/2026", "mdy")).toBe("2026-03-05");
    expect(parseBankDate("05/03/2026", "dmy")).toBe("2026-03-05");
    expect(parseBankDate("5.3.2026", "dmy")).toBe("2026-03-05");
    expect(parseBankDate("2026-02-29", "iso")).toBeNull();
    expect(parseBankDate("31/03/2026", "mdy")).toBeNull();
    expect(parseBankDate("2024-02-29 10:15", "iso")).toBe("2024-02-29");
  });
  it("detects European dates from a day above 12, and calls 01/02 ambiguous", () => {
    expect(detectDateFormat(["05/03/2026", "28/03/2026"])).toEqual({ detected: "dmy", candidates: ["dmy"], ambiguous: false });
    expect(detectDateFormat(["03/28/2026"])).toEqual({ detected: "mdy", candidates: ["mdy"], ambiguous: false });
    expect(detectDateFormat(["01/02/2026"])).toEqual({ detected: "mdy", candidates: ["mdy", "dmy"], ambiguous: true });
    expect(detectDateFormat(["01.02.2026"]).detected).toBe("dmy");
  });
});

describe("amount formats", () => {
  it("reads 1,234.56 and 1.234,56, parentheses and trailing minus as negative", () => {
    expect(parseBankAmount("1,234.56", "dot")).toEqual({ ok: true, cents: 123456 });
    expect(parseBankAmount("1.234,56", "comma")).toEqual({ ok: true, cents: 123456 });
    expect(parseBankAmount("(12.50)", "dot")).toEqual({ ok: true, cents: -1250 });
    expect(parseBankAmount("12,50-", "comma")).toEqual({ ok: true, cents: -1250 });
    expect(parseBankAmount("$ -7", "dot")).toEqual({ ok: true, cents: -700 });
    expect(parseBankAmount("0.1", "dot")).toEqual({ ok: true, cents: 10 });
    expect(parseBankAmount("1.234,56", "dot").ok).toBe(false);
    expect(parseBankAmount("12.345", "dot")).toEqual({ ok: false, problem: "has more than 2 decimals" });
    expect(parseBankAmount("abc", "dot").ok).toBe(false);
    expect(parseBankAmount("", "dot").ok).toBe(false);
    expect(parseBankAmount("9".repeat(20), "dot")).toEqual({ ok: false, problem: "is too large" });
  });
  it("detects the decimal comma", () => {
    expect(detectAmountFormat(["-3,50", "1.200,00"]).detected).toBe("comma");
    expect(detectAmountFormat(["-3.50", "1,200.00"]).detected).toBe("dot");
  });
});

describe("parsing with a mapping", () => {
  it("reads a semicolon file with European dates and separate debit and credit columns", () => {
    const text = [
      "Buchungstag;Verwendungszweck;Soll;Haben",
      "28.02.2026;Gehalt Februar;;2.500,00",
      "01.03.2026;Miete März;1.200,00;",
      '02.03.2026;"Bäcker; Brötchen";3,20;',
      "03.03.2026;Rückbuchung;;",
    ].join("\n");
    const detection = detectCsv(text);
    expect(detection.separator).toBe(";");
    expect(detection.date.detected).toBe("dmy");
    expect(detection.amount.detected).toBe("comma");
    const result = parseCsv(text, { separator: ";", mapping: { date: 0, description: 1, debit: 2, credit: 3 }, dateFormat: "dmy", amountFormat: "comma" });
    expect(result.rows).toEqual([
      { line: 2, date: "2026-02-28", amountCents: 250000, description: "Gehalt Februar", category: null },
      { line: 3, date: "2026-03-01", amountCents: -120000, description: "Miete März", category: null },
      { line: 4, date: "2026-03-02", amountCents: -320, description: "Bäcker; Brötchen", category: null },
    ]);
    expect(result.errors).toEqual([{ line: 5, message: "Line 5: has neither a debit nor a credit" }]);
  });

  it("guesses the mapping of a US file and reports bad rows by their line", () => {
    const text = 'Date,Description,Amount,Category\n03/01/2026,Coffee,(3.50),Food\n\n03/32/2026,Bad date,1.00,\n03/02/2026,"Two\nlines",abc,\n03/04/2026,Short\n';
    const detection = detectCsv(text);
    expect(detection.mapping).toEqual({ date: 0, description: 1, amount: 2, category: 3 });
    const result = parseCsv(text, { separator: ",", mapping: { date: 0, description: 1, amount: 2, category: 3 }, dateFormat: "mdy", amountFormat: "dot" });
    expect(result.rows).toEqual([{ line: 2, date: "2026-03-01", amountCents: -350, description: "Coffee", category: "Food" }]);
    expect(result.errors.map((e) => e.line)).toEqual([4, 5, 7]);
    expect(result.errors[0]!.message).toBe('Line 4: date "03/32/2026" is not a date in the chosen format');
    expect(result.errors[1]!.message).toBe('Line 5: amount "abc" is not an amount');
    expect(result.errors[2]!.message).toBe("Line 7 has no column 3 (amount)");
  });

  it("drops a stray control character from a cell, keeping the row", () => {
    const text = "Date,Description,Amount,Category\n2026-03-01,Cor\u0000ner\u000bshop,-12.40,Fo\u007fod\n2026-03-02,\u0000,1.00,\n";
    const result = parseCsv(text, { separator: ",", mapping: { date: 0, description: 1, amount: 2, category: 3 }, dateFormat: "iso", amountFormat: "dot" });
    expect(result.rows).toEqual([{ line: 2, date: "2026-03-01", amountCents: -1240, description: "Cornershop", category: "Food" }]);
    // A description of nothing but a control character is no description.
    expect(result.errors).toEqual([{ line: 3, message: "Line 3: has no description" }]);
  });

  it("refuses a huge line and an unclosed quote without throwing", () => {
    const text = `Date,Description,Amount\n2026-03-01,${"x".repeat(5000)},1.00\n2026-03-02,"open,1.00\n`;
    const result = parseCsv(text, { separator: ",", mapping: { date: 0, description: 1, amount: 2 }, dateFormat: "iso", amountFormat: "dot" });
    expect(result.rows).toEqual([]);
    expect(result.errors[0]).toEqual({ line: 2, message: "Line 2 is longer than 4000 characters" });
    expect(result.errors.length).toBe(2);
  });
});

describe("duplicates and export", () => {
  it("keys a transaction by account, date, amount and description, case and spaces aside", () => {
    expect(duplicateKey(1, "2026-03-01", -350, " Coffee  Shop")).toBe(duplicateKey(1, "2026-03-01", -350, "coffee shop"));
    expect(duplicateKey(1, "2026-03-01", -350, "Coffee")).not.toBe(duplicateKey(2, "2026-03-01", -350, "Coffee"));
  });
  it("protects cells that start with = + - @ with a single quote", () => {
    expect(safeCell("=HYPERLINK(\"x\")")).toBe("'=HYPERLINK(\"x\")");
    expect(safeCell("+1")).toBe("'+1");
    expect(safeCell("-2+3")).toBe("'-2+3");
    expect(safeCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(safeCell("Coffee = good")).toBe("Coffee = good");
    const csv = exportCsv([{ date: "2026-03-01", account: "Checking", description: '=cmd|" /C calc"!A0', category: "Other", amountCents: asCents(-1250) }]);
    expect(csv).toBe('"Date","Account","Description","Category","Amount"\r\n"2026-03-01","Checking","\'=cmd|"" /C calc""!A0","Other","-12.50"');
  });
});
