import { describe, expect, it } from "vitest";
import { INVESTOR_MESSAGES } from "../messages/investor";
import { checkSsn, maskSsn, normaliseSsn, ssnLast4 } from "./ssn";

describe("the SSN rule", () => {
  it.each([
    ["123-45-6789", "123456789"],
    ["123456789", "123456789"],
    ["  123-45-6789 ", "123456789"],
    ["665-01-0001", "665010001"],
    ["667-99-9999", "667999999"],
    ["899-12-3456", "899123456"],
    ["001-01-0001", "001010001"],
  ])("accepts %j as %s", (input, digits) => {
    expect(checkSsn(input)).toEqual({ ok: true, digits, last4: digits.slice(5) });
    expect(normaliseSsn(input)).toBe(digits);
  });

  it.each([
    ["", INVESTOR_MESSAGES.required],
    ["   ", INVESTOR_MESSAGES.required],
    ["12345678", INVESTOR_MESSAGES.ssnFormat],
    ["1234567890", INVESTOR_MESSAGES.ssnFormat],
    ["123 45 6789", INVESTOR_MESSAGES.ssnFormat],
    ["123.45.6789", INVESTOR_MESSAGES.ssnFormat],
    ["abc-de-fghi", INVESTOR_MESSAGES.ssnFormat],
    ["１２３-45-6789", INVESTOR_MESSAGES.ssnFormat], // full-width digits
    ["000-12-3456", INVESTOR_MESSAGES.ssnArea],
    ["666-12-3456", INVESTOR_MESSAGES.ssnArea],
    ["900-12-3456", INVESTOR_MESSAGES.ssnArea],
    ["987-65-4321", INVESTOR_MESSAGES.ssnArea],
    ["999-99-9999", INVESTOR_MESSAGES.ssnArea],
    ["123-00-4567", INVESTOR_MESSAGES.ssnGroup],
    ["123-45-0000", INVESTOR_MESSAGES.ssnSerial],
  ])("refuses %j", (input, message) => {
    expect(checkSsn(input)).toEqual({ ok: false, message });
    expect(normaliseSsn(input)).toBeNull();
  });

  it("gives the last four", () => {
    expect(ssnLast4("123-45-6789")).toBe("6789");
    expect(ssnLast4("000-45-6789")).toBeNull();
  });

  it("shows a number masked", () => {
    expect(maskSsn("1234")).toBe("•••-••-1234");
    expect(maskSsn("123-45-6789")).toBe("•••-••-6789");
    expect(maskSsn("123456789")).toBe("•••-••-6789");
    expect(maskSsn("")).toBe("•••-••-••••");
    expect(maskSsn("12")).toBe("•••-••-••••");
  });
});
