import { describe, expect, it } from "vitest";
import { INVESTOR_MESSAGES } from "../messages/investor";
import { checkDateOfBirth, isAdultOn } from "./age";

describe("the age rule", () => {
  it("is 18 on the 18th birthday, not the day before", () => {
    expect(checkDateOfBirth("2008-06-15", "2026-06-15")).toEqual({ ok: true, value: "2008-06-15", age: 18 });
    expect(checkDateOfBirth("2008-06-15", "2026-06-14")).toEqual({ ok: false, message: INVESTOR_MESSAGES.underage });
    expect(checkDateOfBirth("2008-06-15", "2026-05-31")).toMatchObject({ ok: false });
    expect(checkDateOfBirth("1950-01-01", "2026-11-23")).toEqual({ ok: true, value: "1950-01-01", age: 76 });
  });

  it("gives a 29 February birthday on 1 March in years without one", () => {
    expect(isAdultOn("2008-02-29", "2026-02-28")).toBe(false);
    expect(isAdultOn("2008-02-29", "2026-03-01")).toBe(true);
    // 18 years after a leap year can be a leap year too: the birthday is then the day itself.
    expect(isAdultOn("2004-02-29", "2022-02-28")).toBe(false);
    expect(isAdultOn("2004-02-29", "2022-03-01")).toBe(true);
    expect(isAdultOn("2010-02-28", "2028-02-28")).toBe(true);
    expect(isAdultOn("2010-03-01", "2028-02-29")).toBe(false);
  });

  it("reads the birthday on a leap today", () => {
    expect(checkDateOfBirth("2010-02-29", "2028-02-29")).toEqual({ ok: false, message: INVESTOR_MESSAGES.dateFormat }); // 2010 had no 29 February
    expect(checkDateOfBirth("2000-02-29", "2028-02-29")).toEqual({ ok: true, value: "2000-02-29", age: 28 });
  });

  it.each([
    ["", INVESTOR_MESSAGES.required],
    ["  ", INVESTOR_MESSAGES.required],
    ["1990-13-01", INVESTOR_MESSAGES.dateFormat],
    ["1990-02-30", INVESTOR_MESSAGES.dateFormat],
    ["1990-04-31", INVESTOR_MESSAGES.dateFormat],
    ["1990-00-10", INVESTOR_MESSAGES.dateFormat],
    ["1990-1-1", INVESTOR_MESSAGES.dateFormat],
    ["01/02/1990", INVESTOR_MESSAGES.dateFormat],
    ["1990-01-01T00:00:00Z", INVESTOR_MESSAGES.dateFormat],
    ["1899-12-31", INVESTOR_MESSAGES.dateTooEarly],
    ["2026-11-24", INVESTOR_MESSAGES.dateInFuture],
    ["2030-01-01", INVESTOR_MESSAGES.dateInFuture],
    ["2026-11-23", INVESTOR_MESSAGES.underage],
  ])("refuses %j on 2026-11-23", (input, message) => {
    expect(checkDateOfBirth(input, "2026-11-23")).toEqual({ ok: false, message });
  });

  it("trims the date", () => {
    expect(checkDateOfBirth(" 1990-01-01 ", "2026-11-23")).toMatchObject({ ok: true, value: "1990-01-01" });
  });

  it("takes today as a date, never the clock", () => {
    expect(() => checkDateOfBirth("1990-01-01", "today")).toThrow(RangeError);
    expect(isAdultOn("1990-01-01", "1991-01-01")).toBe(false);
  });
});
