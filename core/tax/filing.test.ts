import { describe, expect, it } from "vitest";
import { TAX_FILING_MESSAGES as M } from "../messages/tax";
import { INVESTOR_MESSAGES } from "../messages/investor";
import { PROFILE_MESSAGES } from "../profile";
import { emptyReturn, is65OrOlder, isQualifyingChild, toEstimateInput, validateReturn, validateStep, type TaxReturnData } from "./filing";

const person = (over: Partial<TaxReturnData["taxpayer"]> = {}) => ({ firstName: "Ada", lastName: "Lovelace", ssn: "123456789", dateOfBirth: "1980-05-01", blind: false, ...over });

function complete(over: Partial<TaxReturnData> = {}): TaxReturnData {
  return { ...emptyReturn(), filingStatus: "single", taxpayer: person(), ...over };
}

describe("is65OrOlder (65 the day before the 65th birthday)", () => {
  it.each([
    ["1960-12-31", 2025, true],
    ["1961-01-01", 2025, true], // 65 on December 31, 2025
    ["1961-01-02", 2025, false], // 65 on January 1, 2026
    ["1961-01-02", 2026, true],
    ["", 2025, false],
    ["not a date", 2025, false],
  ])("born %s, tax year %i → %s", (dob, year, expected) => {
    expect(is65OrOlder(dob, year)).toBe(expected);
  });
});

describe("isQualifyingChild (the member's child, under 17 at the end of the year)", () => {
  it.each([
    ["child", "2009-01-01", 2025, true], // 16 on December 31, 2025
    ["child", "2008-12-31", 2025, false], // 17 on December 31, 2025
    ["child", "2010-06-15", 2026, true],
    ["other", "2015-01-01", 2025, false],
    ["", "2015-01-01", 2025, false],
  ] as const)("%s born %s in %i → %s", (relationship, dateOfBirth, year, expected) => {
    expect(isQualifyingChild({ relationship, dateOfBirth }, year)).toBe(expected);
  });
});

describe("toEstimateInput: the wizard's return as the estimator's input", () => {
  it("adds up the W-2s: box 1 into wages, box 2 into withholding", () => {
    const data = complete({
      income: {
        ...emptyReturn().income,
        w2: [
          { employer: "A", wages: 5_000_000, withheld: 600_000 },
          { employer: "B", wages: 2_512_345, withheld: 100_001 },
        ],
      },
    });
    const input = toEstimateInput(2025, data);
    expect(input.income.wages).toBe(7_512_345);
    expect(input.payments).toEqual({ withholding: 700_001, estimatedPayments: 0 });
  });

  it("counts children under 17 for the child tax credit and every other dependent for the $500 credit", () => {
    const dependent = (relationship: "child" | "other", dateOfBirth: string) => ({ key: dateOfBirth, firstName: "K", lastName: "L", ssn: "", dateOfBirth, relationship });
    const data = complete({ dependents: [dependent("child", "2015-03-03"), dependent("child", "2005-03-03"), dependent("other", "1950-01-01")] });
    expect(toEstimateInput(2025, data).dependents).toEqual({ qualifyingChildren: 1, otherDependents: 2 });
  });

  it("passes itemized deductions only when some are entered (the estimator picks the larger)", () => {
    expect(toEstimateInput(2025, complete()).itemized).toBeNull();
    const data = complete({ deductions: { stateAndLocalTaxes: 1_000_000, mortgageInterest: 0, charitable: 50_000, medical: 0 } });
    expect(toEstimateInput(2025, data).itemized).toEqual({ stateAndLocalTaxes: 1_000_000, mortgageInterest: 0, charitable: 50_000, medical: 0 });
  });

  it("takes ages from the dates of birth; the spouse's age and blindness only on a joint return", () => {
    const data = complete({ filingStatus: "married_filing_jointly", taxpayer: person({ dateOfBirth: "1950-01-01" }), spouse: person({ dateOfBirth: "1955-01-01", blind: true }) });
    expect(toEstimateInput(2025, data)).toMatchObject({ filingStatus: "married_filing_jointly", taxpayerAge65OrOlder: true, spouseAge65OrOlder: true, spouseBlind: true });
    const separate = toEstimateInput(2025, { ...data, filingStatus: "married_filing_separately" });
    expect(separate).toMatchObject({ spouseAge65OrOlder: false, spouseBlind: false });
  });

  it("figures a return without a status as single, and maps the other sections field for field", () => {
    const data: TaxReturnData = {
      ...emptyReturn(),
      income: { w2: [], taxableInterest: 1, ordinaryDividends: 5, qualifiedDividends: 3, shortTermCapitalGains: -7, longTermCapitalGains: 11, selfEmploymentIncome: 13, otherIncome: 17 },
      adjustments: { traditionalIra: 19, hsa: 23, studentLoanInterest: 29 },
      credits: { estimatedPayments: 31 },
    };
    expect(toEstimateInput(2026, data)).toEqual({
      taxYear: 2026,
      filingStatus: "single",
      taxpayerAge65OrOlder: false,
      spouseAge65OrOlder: false,
      taxpayerBlind: false,
      spouseBlind: false,
      dependents: { qualifyingChildren: 0, otherDependents: 0 },
      income: { wages: 0, taxableInterest: 1, ordinaryDividends: 5, qualifiedDividends: 3, shortTermCapitalGains: -7, longTermCapitalGains: 11, selfEmploymentIncome: 13, otherIncome: 17 },
      adjustments: { traditionalIra: 19, hsa: 23, studentLoanInterest: 29 },
      itemized: null,
      payments: { withholding: 0, estimatedPayments: 31 },
    });
  });
});

describe("validation per step", () => {
  it("a complete single return has no problems", () => {
    expect(validateReturn(2025, complete())).toEqual([]);
  });

  it("status: the filing status, the taxpayer's name, SSN and date of birth (name, ssn, customDate rules)", () => {
    expect(validateStep("status", 2025, emptyReturn())).toEqual([
      { step: "status", field: "filingStatus", message: M.chooseStatus },
      { step: "status", field: "taxpayer.firstName", message: M.required },
      { step: "status", field: "taxpayer.lastName", message: M.required },
      { step: "status", field: "taxpayer.ssn", message: INVESTOR_MESSAGES.required },
      { step: "status", field: "taxpayer.dateOfBirth", message: "This is a required field" },
    ]);
    const bad = complete({ taxpayer: person({ firstName: "Ada!", ssn: "666123456", dateOfBirth: "2025-02-30" }) });
    expect(validateStep("status", 2025, bad)).toEqual([
      { step: "status", field: "taxpayer.firstName", message: PROFILE_MESSAGES.invalidName },
      { step: "status", field: "taxpayer.ssn", message: INVESTOR_MESSAGES.ssnArea },
      { step: "status", field: "taxpayer.dateOfBirth", message: PROFILE_MESSAGES.invalidDate },
    ]);
  });

  it("status: a joint return needs the spouse, with an SSN of their own", () => {
    const joint = complete({ filingStatus: "married_filing_jointly", spouse: person({ firstName: "Charles", ssn: "123456789" }) });
    expect(validateStep("status", 2025, joint)).toEqual([{ step: "status", field: "spouse.ssn", message: M.sameSsn }]);
    const noSpouse = complete({ filingStatus: "married_filing_separately" });
    expect(validateStep("status", 2025, noSpouse).map((i) => i.field)).toEqual(["spouse.firstName", "spouse.lastName", "spouse.ssn"]);
    // Single: whatever is in the spouse's section is not asked for.
    expect(validateStep("status", 2025, complete({ spouse: person({ firstName: "!!" }) }))).toEqual([]);
  });

  it("dependents: each complete, born by the end of the year; head of household needs one", () => {
    const kid = { key: "k1", firstName: "Kit", lastName: "Lovelace", ssn: "223456789", dateOfBirth: "2026-03-01", relationship: "" as const };
    expect(validateStep("dependents", 2025, complete({ dependents: [kid] }))).toEqual([
      { step: "dependents", field: "dependents.0.dateOfBirth", message: M.bornAfterYear(2025) },
      { step: "dependents", field: "dependents.0.relationship", message: M.required },
    ]);
    expect(validateStep("dependents", 2025, complete({ filingStatus: "head_of_household" }))).toEqual([
      { step: "dependents", field: "dependents", message: M.needsQualifyingPerson },
    ]);
    const twin = { ...kid, dateOfBirth: "2015-01-01", relationship: "child" as const, ssn: "123456789" };
    expect(validateStep("dependents", 2025, complete({ dependents: [twin] }))).toEqual([{ step: "dependents", field: "dependents.0.ssn", message: M.sameSsn }]);
  });

  it("income: each W-2 names its employer, box 2 not above box 1; qualified dividends within ordinary", () => {
    const data = complete({
      income: { ...emptyReturn().income, w2: [{ employer: " ", wages: 100, withheld: 101 }], ordinaryDividends: 10, qualifiedDividends: 11 },
    });
    expect(validateStep("income", 2025, data)).toEqual([
      { step: "income", field: "income.w2.0.employer", message: M.required },
      { step: "income", field: "income.w2.0.withheld", message: M.withheldOverWages },
      { step: "income", field: "income.qualifiedDividends", message: M.qualifiedOverOrdinary },
    ]);
  });

  it("adjustments, deductions, credits and review ask for nothing more (their amounts are checked as they are saved)", () => {
    for (const step of ["adjustments", "deductions", "credits", "review"] as const) expect(validateStep(step, 2025, emptyReturn())).toEqual([]);
  });
});
