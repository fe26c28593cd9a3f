import { describe, expect, it } from "vitest";
import { INVESTOR_MESSAGES } from "../messages/investor";
import { checkAccountNumber, checkRoutingNumber, hasValidAbaChecksum, maskAccountNumber } from "./bank";

describe("the ABA routing number", () => {
  // Published routing numbers of real banks: each passes the checksum.
  it.each(["011000015", "021000021", "026009593", "121000358", "111000025", "322271627"])("accepts %s", (routing) => {
    expect(hasValidAbaChecksum(routing)).toBe(true);
    expect(checkRoutingNumber(` ${routing} `)).toEqual({ ok: true, value: routing });
  });

  it("computes 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 mod 10", () => {
    // 021000021: 3·(0+0+0) + 7·(2+0+2) + (1+0+1) = 30
    expect(hasValidAbaChecksum("021000021")).toBe(true);
    // Any change of one digit breaks it.
    expect(hasValidAbaChecksum("021000022")).toBe(false);
    expect(hasValidAbaChecksum("121000021")).toBe(false);
    // 123456780: 3·(1+4+7) + 7·(2+5+8) + (3+6+0) = 36 + 105 + 9 = 150
    expect(hasValidAbaChecksum("123456780")).toBe(true);
    expect(hasValidAbaChecksum("123456789")).toBe(false);
  });

  it.each([
    ["", INVESTOR_MESSAGES.required],
    ["02100002", INVESTOR_MESSAGES.routingFormat],
    ["0210000211", INVESTOR_MESSAGES.routingFormat],
    ["021-000-021", INVESTOR_MESSAGES.routingFormat],
    ["02100002a", INVESTOR_MESSAGES.routingFormat],
    ["021000022", INVESTOR_MESSAGES.routingChecksum],
    ["123456789", INVESTOR_MESSAGES.routingChecksum],
  ])("refuses %j", (input, message) => {
    expect(checkRoutingNumber(input)).toEqual({ ok: false, message });
  });

  it("is false for anything but 9 digits", () => {
    expect(hasValidAbaChecksum("")).toBe(false);
    expect(hasValidAbaChecksum("0000000000")).toBe(false);
  });
});

describe("the bank account number", () => {
  it.each(["1234", "12345678901234567", " 000123456 "])("accepts %j", (input) => {
    expect(checkAccountNumber(input)).toEqual({ ok: true, value: input.trim() });
  });

  it.each([
    ["", INVESTOR_MESSAGES.required],
    ["123", INVESTOR_MESSAGES.accountNumberFormat],
    ["123456789012345678", INVESTOR_MESSAGES.accountNumberFormat],
    ["1234-5678", INVESTOR_MESSAGES.accountNumberFormat],
    ["12 34 56", INVESTOR_MESSAGES.accountNumberFormat],
    ["12345x", INVESTOR_MESSAGES.accountNumberFormat],
  ])("refuses %j", (input, message) => {
    expect(checkAccountNumber(input)).toEqual({ ok: false, message });
  });

  it("shows only the last four digits", () => {
    expect(maskAccountNumber("000123456789")).toBe("••••6789");
    expect(maskAccountNumber("1234")).toBe("••••1234");
  });
});
