import { describe, expect, it } from "vitest";
import {
  calculatorInputs,
  compactUsd,
  fieldMessage,
  fieldProblems,
  LOAN_KEYS,
  MAX_VALUE_LENGTH,
  monthsInWords,
  monthYear,
  pageFrom,
  percentChance,
  searchFromFields,
  shortMonthYear,
  usd,
  usdWhole,
  usdWithMinus,
  withPage,
} from "./calculators";

const EXAMPLE = { principal: "250000", rate: "6.5", years: "30" };

describe("calculatorInputs", () => {
  it("shows the example on a fresh visit (none of the calculator's keys in the URL)", () => {
    expect(calculatorInputs(new URLSearchParams("page=3&utm=x"), LOAN_KEYS, EXAMPLE)).toEqual({ values: EXAMPLE, fresh: true });
  });

  it("takes the URL's own keys only, trimmed, the first of a repeated key, blank ones left out", () => {
    const search = new URLSearchParams("principal=%20200000%20&rate=6&rate=9&years=&extra=100&other=1");
    expect(calculatorInputs(search, LOAN_KEYS, EXAMPLE)).toEqual({ values: { principal: "200000", rate: "6", extra: "100" }, fresh: false });
  });

  it("cuts a value longer than any field takes", () => {
    const { values } = calculatorInputs(new URLSearchParams({ principal: "9".repeat(500) }), LOAN_KEYS, EXAMPLE);
    expect(values.principal).toHaveLength(MAX_VALUE_LENGTH);
  });
});

describe("pages of the amortization table", () => {
  it("reads a whole page number, 1 otherwise, and never past the last", () => {
    expect(pageFrom(new URLSearchParams("page=3"), 30)).toBe(3);
    expect(pageFrom(new URLSearchParams("page=31"), 30)).toBe(30);
    for (const bad of ["", "0", "-1", "1.5", "abc", "1e3", "0x10", "9999999"]) expect(pageFrom(new URLSearchParams({ page: bad }), 30)).toBe(1);
  });

  it("links to another page of the same URL; page 1 leaves the key out", () => {
    const search = new URLSearchParams("principal=200000&rate=6&years=30&page=2");
    expect(withPage(search, 3)).toBe("?principal=200000&rate=6&years=30&page=3");
    expect(withPage(search, 1)).toBe("?principal=200000&rate=6&years=30");
    expect(withPage(new URLSearchParams("page=2"), 1)).toBe("?");
  });
});

describe("searchFromFields", () => {
  it("leaves out blank fields, so a typed URL stays short", () => {
    expect(searchFromFields([["principal", " 200000 "], ["extra", ""], ["rate", "6"], ["years", "  "]]).toString()).toBe("principal=200000&rate=6");
  });
});

describe("fieldProblems", () => {
  it("gives each field the API named its message, and anything else to the form", () => {
    expect(fieldProblems("rate: must be at most 30", LOAN_KEYS)).toEqual({ fieldErrors: { rate: "must be at most 30" }, formError: null });
    expect(fieldProblems("principal: is required; years: must be a whole number", LOAN_KEYS)).toEqual({
      fieldErrors: { principal: "is required", years: "must be a whole number" },
      formError: null,
    });
    expect(fieldProblems("page: must be at most 600", LOAN_KEYS)).toEqual({ fieldErrors: {}, formError: "page: must be at most 600" });
    expect(fieldProblems(undefined, LOAN_KEYS)).toEqual({ fieldErrors: {}, formError: null });
    // Keys numbered by row, as the family pages' loans and filers are.
    expect(fieldProblems("b5: is required; n1: must be at most 80 characters", ["n1", "b5"] as const)).toEqual({ fieldErrors: { b5: "is required", n1: "must be at most 80 characters" }, formError: null });
  });
});

describe("fieldMessage", () => {
  it("continues the label with the API's words, or lets a sentence of its own stand alone", () => {
    expect(fieldMessage("Annual interest rate", "must be at most 30")).toBe("Annual interest rate must be at most 30");
    expect(fieldMessage("Amount borrowed", "is required")).toBe("Amount borrowed is required");
    expect(fieldMessage("Or a rate", "give a yearly amount (withdrawal) or a rate (withdrawalRate), not both")).toBe(
      "Give a yearly amount (withdrawal) or a rate (withdrawalRate), not both",
    );
  });
});

describe("figures in words", () => {
  it("writes the API's amounts as dollars", () => {
    expect(usd("1199.10")).toBe("$1,199.10");
    expect(usd("0.00")).toBe("$0.00");
    expect(usdWhole("1250000.49")).toBe("$1,250,000");
    // A shortfall with a true minus sign (U+2212), not a hyphen.
    expect(usdWithMinus("-700.00")).toBe("\u2212$700.00");
    expect(usdWithMinus("1250.50")).toBe("$1,250.50");
  });

  it("labels a chart's axis compactly", () => {
    expect(compactUsd(0)).toBe("$0");
    expect(compactUsd(950)).toBe("$950");
    expect(compactUsd(12_345)).toBe("$12.3k");
    expect(compactUsd(200_000)).toBe("$200k");
    expect(compactUsd(1_500_000)).toBe("$1.5M");
  });

  it("never rounds a chance to certainty", () => {
    expect(percentChance(0.873)).toBe("87%");
    expect(percentChance(0.9991)).toBe("over 99%");
    expect(percentChance(0.004)).toBe("under 1%");
    expect(percentChance(1)).toBe("100%");
    expect(percentChance(0)).toBe("0%");
  });

  it("writes dates and durations", () => {
    expect(monthYear("2056-01-01")).toBe("January 2056");
    expect(shortMonthYear("2056-09-01")).toBe("Sep 2056");
    expect(monthYear("not a date")).toBe("not a date");
    expect(monthsInWords(358)).toBe("29 years 10 months");
    expect(monthsInWords(12)).toBe("1 year");
    expect(monthsInWords(1)).toBe("1 month");
    expect(monthsInWords(0)).toBe("0 months");
    expect(monthsInWords(25)).toBe("2 years 1 month");
  });
});
