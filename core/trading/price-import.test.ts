import { describe, expect, it } from "vitest";
import { parseClose, parsePriceCsv } from "./price-import";

describe("importing closes from CSV", () => {
  it("reads a header and closes, symbols in any case, to ticks", () => {
    expect(parsePriceCsv("date,symbol,close\n2026-11-20,ENSPX,412.5\r\n2026-11-20,enbnd,71.2345\n\n")).toEqual({
      ok: true,
      closes: [
        { productId: "etf-sp500", date: "2026-11-20", closeTicks: 4_125_000 },
        { productId: "corp-total", date: "2026-11-20", closeTicks: 712_345 },
      ],
    });
    expect(parseClose("0.0001")).toBe(1);
    for (const bad of ["0", "0.00001", "-1", "1e3", "1,000", "abc", "", "10000000000"]) expect(parseClose(bad), bad).toBeNull();
  });

  it("names every bad line and imports nothing", () => {
    const text = ["Date,Sym,Close", "2026-11-20,ENSPX,412.50", "2026-02-30,ENSPX,1", "2026-11-21,ENSPX,1", "2026-11-19,NOPE,1", "2026-11-19,ENSPX,-3", "2026-11-20,ENSPX,413", "2026-11-18,ENSPX"].join("\n");
    const result = parsePriceCsv(text);
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 1, message: "The first line must be the header date,symbol,close" },
        { line: 3, message: '"2026-02-30" is not a date (YYYY-MM-DD)' },
        { line: 4, message: "2026-11-21 is a weekend: closes are for business days" },
        { line: 5, message: '"NOPE" is not the symbol of a product' },
        { line: 6, message: '"-3" is not a close (a positive price with at most 4 decimals)' },
        { line: 7, message: "ENSPX on 2026-11-20 is already on line 2" },
        { line: 8, message: "Expected 3 values (date, symbol, close), found 2" },
      ],
    });
    expect(parsePriceCsv("")).toEqual({ ok: false, problems: [{ line: 1, message: "The file is empty: expected the header date,symbol,close" }] });
  });
});

describe("importing broken files", () => {
  it("never throws, and refuses any file with a mangled line", async () => {
    const { seededRandom } = await import("./prices");
    const random = seededRandom(20261123);
    const alphabet = "0123456789,.-:;\"' \t\r\nABCENSPXéß\u0000\uFEFF";
    const good = "2026-11-20,ENSPX,412.50";
    for (let i = 0; i < 500; i += 1) {
      const mangled = Array.from({ length: 1 + Math.floor(random() * 30) }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      const lines = ["date,symbol,close", good, mangled.replace(/[\r\n]/g, ""), good.replace("20", "19")];
      const result = parsePriceCsv(lines.join("\n"));
      const cleanLine = /^\s*\d{4}-\d{2}-\d{2}\s*,\s*[A-Za-z]+\s*,\s*\d+(\.\d+)?\s*$/.test(mangled.replace(/[\r\n]/g, ""));
      if (!cleanLine && mangled.replace(/[\r\n]/g, "").trim() !== "") expect(result.ok, JSON.stringify(mangled)).toBe(false);
      if (!result.ok) expect(result.problems.every((p) => p.line >= 1 && p.line <= 4)).toBe(true);
    }
  });
});
