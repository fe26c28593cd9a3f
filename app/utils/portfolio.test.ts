import { describe, expect, it } from "vitest";
import { PORTFOLIO_MESSAGES } from "#core/messages/portfolio";
import { targetFromForm } from "./portfolio";

describe("the target allocation form", () => {
  it("reads whole points per class, empty and zero left out, adding up to 100", () => {
    expect(targetFromForm({ index_etf: "60", government_bond: " 40 ", cd: "", money_market: "0", intent: "target" })).toEqual({ ok: true, allocation: { index_etf: 60, government_bond: 40 } });
  });
  it("names each field that is not a whole number from 0 to 100, and refuses a sum other than 100", () => {
    expect(targetFromForm({ index_etf: "99.5", cd: "-1", money_market: "101", government_bond: "abc" })).toEqual({
      ok: false,
      fieldErrors: { index_etf: PORTFOLIO_MESSAGES.targetPoints, cd: PORTFOLIO_MESSAGES.targetPoints, money_market: PORTFOLIO_MESSAGES.targetPoints, government_bond: PORTFOLIO_MESSAGES.targetPoints },
    });
    // 60 + 30 = 90.
    expect(targetFromForm({ index_etf: "60", cd: "30" })).toEqual({ ok: false, fieldErrors: {}, formError: PORTFOLIO_MESSAGES.targetSum(90) });
    expect(targetFromForm({})).toEqual({ ok: false, fieldErrors: {}, formError: PORTFOLIO_MESSAGES.targetSum(0) });
  });
});
