import { describe, expect, it } from "vitest";
import { centsOf, hasPendingTransfer, nextStep, previousStep, reasonsByStep, resumeStep, stepOf, stepOfField, tierProgress } from "./investor";
import { asCents } from "#core/money";

describe("centsOf", () => {
  it("reads the API's decimal strings exactly", () => {
    expect(centsOf("150000.00")).toBe(15_000_000);
    expect(centsOf("0.10")).toBe(10);
    expect(centsOf("-12.50")).toBe(-1250);
    expect(centsOf("0.00")).toBe(0);
  });
  it("refuses anything else loudly", () => {
    for (const bad of ["1", "1.5", "1,000.00", "01.00", "", "1e3"]) expect(() => centsOf(bad)).toThrow();
  });
});

describe("application steps", () => {
  it("defaults to the first step and walks in order", () => {
    expect(stepOf(null)).toBe("personal");
    expect(stepOf("nonsense")).toBe("personal");
    expect(stepOf("finances")).toBe("finances");
    expect(nextStep("personal")).toBe("address");
    expect(nextStep("review")).toBe("review");
    expect(previousStep("personal")).toBeNull();
    expect(previousStep("address")).toBe("personal");
  });
  it("knows the step of each field and groups reasons by step", () => {
    expect(stepOfField("dateOfBirth")).toBe("personal");
    expect(stepOfField("zipCode")).toBe("address");
    expect(stepOfField("agreementsAccepted")).toBe("agreements");
    expect(stepOfField("unknown")).toBe("review");
    expect(reasonsByStep({ signature: "Sign", dateOfBirth: "Too young" })).toEqual([
      { step: "personal", field: "dateOfBirth", message: "Too young" },
      { step: "agreements", field: "signature", message: "Sign" },
    ]);
  });
});

describe("transfers and tiers", () => {
  it("looks again while a transfer is pending", () => {
    expect(hasPendingTransfer([{ status: "settled" }, { status: "pending" }])).toBe(true);
    expect(hasPendingTransfer([{ status: "settled" }])).toBe(false);
    expect(hasPendingTransfer([])).toBe(false);
  });
  it("measures the way to the next tier", () => {
    expect(tierProgress(asCents(50), asCents(0), asCents(100))).toBe(50);
    expect(tierProgress(null, asCents(0), asCents(100))).toBe(0);
    expect(tierProgress(asCents(500), asCents(0), null)).toBe(100);
    expect(tierProgress(asCents(500), asCents(0), asCents(100))).toBe(100);
  });
});

describe("resumeStep", () => {
  const complete = {
    firstName: "Ada", lastName: "Lovelace", dateOfBirth: "1990-01-31", ssnMasked: "•••-••-6789", citizenship: "US", address: "1 Main St", cityCode: "CA-x",
    stateCode: "CA", zipCode: "94105", countryCode: "US", employmentStatus: "retired", industry: "", annualIncome: "under_25k", netWorth: "over_1m",
    signature: "Ada Lovelace", agreementsAccepted: true,
  };
  it("comes back to the first step with something missing", () => {
    expect(resumeStep({ application: { ...complete, firstName: "" }, assessmentDone: true })).toBe("personal");
    expect(resumeStep({ application: { ...complete, ssnMasked: "" }, assessmentDone: true })).toBe("personal");
    expect(resumeStep({ application: { ...complete, zipCode: "" }, assessmentDone: true })).toBe("address");
    expect(resumeStep({ application: { ...complete, employmentStatus: "employed" }, assessmentDone: true })).toBe("employment");
    expect(resumeStep({ application: complete, assessmentDone: false })).toBe("assessment");
    expect(resumeStep({ application: { ...complete, agreementsAccepted: false }, assessmentDone: true })).toBe("agreements");
    expect(resumeStep({ application: complete, assessmentDone: true })).toBe("review");
  });
});
