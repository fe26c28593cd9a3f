import { describe, expect, it } from "vitest";
import { returnSectionsSchema } from "#core/contracts/tax";
import { PROFILE_MESSAGES } from "#core/profile";
import { readStep, sectionsFromForm, stepOf, yearOf } from "./tax-filing";

describe("reading the filing wizard's forms", () => {
  it("reads the W-2 rows, leaving blank rows out, and amounts as typed ($ and commas dropped)", () => {
    const form = {
      "income.w2.rows": "3",
      "income.w2.0.employer": "Analytical Engines",
      "income.w2.0.wages": "$85,000",
      "income.w2.0.withheld": "10,000.00",
      "income.w2.1.employer": "",
      "income.w2.1.wages": "",
      "income.w2.2.employer": "Difference Engines",
      "income.w2.2.wages": "40000",
      "income.taxableInterest": " 12.50 ",
      "income.longTermCapitalGains": "-1,500",
    };
    expect(sectionsFromForm("income", form)).toEqual({
      income: {
        w2: [
          { employer: "Analytical Engines", wages: "85000", withheld: "10000.00" },
          { employer: "Difference Engines", wages: "40000" },
        ],
        taxableInterest: "12.50",
        longTermCapitalGains: "-1500",
      },
    });
    const read = readStep("income", form);
    expect(read.ok).toBe(true);
    // The API's schema takes the body: cents from here on.
    const parsed = returnSectionsSchema.parse(read.ok ? read.body : {});
    expect(parsed.income?.w2).toEqual([
      { employer: "Analytical Engines", wages: 8_500_000, withheld: 1_000_000 },
      { employer: "Difference Engines", wages: 4_000_000, withheld: 0 },
    ]);
    expect(parsed.income?.longTermCapitalGains).toBe(-150_000);
  });

  it("names each refused field by its form name", () => {
    const read = readStep("status", { filingStatus: "single", "taxpayer.firstName": "Ada!", "taxpayer.ssn": "12-3", "taxpayer.dateOfBirth": "2020-02-30" });
    expect(read).toEqual({
      ok: false,
      fieldErrors: { "taxpayer.firstName": PROFILE_MESSAGES.invalidName, "taxpayer.ssn": PROFILE_MESSAGES.invalidSsn, "taxpayer.dateOfBirth": PROFILE_MESSAGES.invalidDate },
    });
    const amounts = readStep("adjustments", { "adjustments.hsa": "1.234", "adjustments.traditionalIra": "-5" });
    expect(amounts.ok).toBe(false);
    expect(Object.keys(amounts.ok ? {} : amounts.fieldErrors).sort()).toEqual(["adjustments.hsa", "adjustments.traditionalIra"]);
  });

  it("keeps a dependent's key, and a blank SSN is sent blank (the API keeps the one on file)", () => {
    const form = { "dependents.rows": "2", "dependents.0.key": "abc", "dependents.0.firstName": "Kit", "dependents.0.lastName": "L", "dependents.0.ssn": "", "dependents.0.dateOfBirth": "2015-01-01", "dependents.0.relationship": "child" };
    expect(sectionsFromForm("dependents", form)).toEqual({ dependents: [{ key: "abc", firstName: "Kit", lastName: "L", ssn: "", dateOfBirth: "2015-01-01", relationship: "child" }] });
    // A row count beyond the limit reads at most one row more than the API takes, which it then refuses.
    expect(sectionsFromForm("dependents", { "dependents.rows": "999" })).toEqual({ dependents: [] });
  });

  it("reads a checkbox as ticked only when posted", () => {
    expect(sectionsFromForm("status", { "taxpayer.blind": "on" })).toMatchObject({ taxpayer: { blind: true }, spouse: { blind: false } });
  });

  it("knows the years and the steps; anything else falls back", () => {
    expect(yearOf("2026")).toBe(2026);
    expect(yearOf("2024")).toBe(2025);
    expect(yearOf(null)).toBe(2025);
    expect(stepOf("income")).toBe("income");
    expect(stepOf("nope")).toBeNull();
  });
});
