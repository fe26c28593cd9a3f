import { customDateSchema, nameSchema } from "../profile";
import { checkSsn } from "../investor/ssn";
import { TAX_FILING_MESSAGES as M } from "../messages/tax";
import type { FederalTaxInput, TaxCents } from "./estimate-federal-tax";
import type { FilingStatus, TaxYear } from "./federal-tax-tables";

// The individual return of the filing wizard (issue "Tax" §2): its steps, its fields, the checks a
// submission must pass (each problem keyed by its step and field) and the mapping onto the
// estimator's input. Pure: amounts are integer cents, "today" and the SSNs come in as arguments.

export const FILING_STEPS = ["status", "dependents", "income", "adjustments", "deductions", "credits", "review"] as const;
export type FilingStep = (typeof FILING_STEPS)[number];

export const RELATIONSHIPS = ["child", "other"] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** At most this many W-2s and dependents on one return (the form's rows). */
export const MAX_W2 = 10;
export const MAX_DEPENDENTS = 10;

/** A person on the return. `ssn` is the 9 digits ("" when none is on file); only the server holds it. */
export type ReturnPerson = { firstName: string; lastName: string; ssn: string; dateOfBirth: string; blind: boolean };
export type ReturnDependent = { key: string; firstName: string; lastName: string; ssn: string; dateOfBirth: string; relationship: Relationship | "" };
export type W2 = { employer: string; wages: TaxCents; withheld: TaxCents };

export type TaxReturnData = {
  filingStatus: FilingStatus | "";
  taxpayer: ReturnPerson;
  spouse: ReturnPerson;
  dependents: ReturnDependent[];
  income: {
    w2: W2[];
    /** 1099-INT box 1. */
    taxableInterest: TaxCents;
    /** 1099-DIV box 1a, and 1b (part of 1a). */
    ordinaryDividends: TaxCents;
    qualifiedDividends: TaxCents;
    /** The capital gains summary (Schedule D): net short- and long-term, a loss negative. */
    shortTermCapitalGains: TaxCents;
    longTermCapitalGains: TaxCents;
    /** Net profit from self-employment (Schedule C). */
    selfEmploymentIncome: TaxCents;
    otherIncome: TaxCents;
  };
  adjustments: { traditionalIra: TaxCents; hsa: TaxCents; studentLoanInterest: TaxCents };
  deductions: { stateAndLocalTaxes: TaxCents; mortgageInterest: TaxCents; charitable: TaxCents; medical: TaxCents };
  credits: { estimatedPayments: TaxCents };
};

const emptyPerson = (): ReturnPerson => ({ firstName: "", lastName: "", ssn: "", dateOfBirth: "", blind: false });

export function emptyReturn(): TaxReturnData {
  return {
    filingStatus: "",
    taxpayer: emptyPerson(),
    spouse: emptyPerson(),
    dependents: [],
    income: { w2: [], taxableInterest: 0, ordinaryDividends: 0, qualifiedDividends: 0, shortTermCapitalGains: 0, longTermCapitalGains: 0, selfEmploymentIncome: 0, otherIncome: 0 },
    adjustments: { traditionalIra: 0, hsa: 0, studentLoanInterest: 0 },
    deductions: { stateAndLocalTaxes: 0, mortgageInterest: 0, charitable: 0, medical: 0 },
    credits: { estimatedPayments: 0 },
  };
}

/** Statuses with a spouse on the return. */
export const hasSpouse = (status: FilingStatus | ""): boolean => status === "married_filing_jointly" || status === "married_filing_separately";

/**
 * 65 or older at the end of the tax year: the IRS counts a person 65 on the day before the 65th
 * birthday, so one born before January 2 of (year − 64) is.
 */
export function is65OrOlder(dateOfBirth: string, year: number): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return false;
  return dateOfBirth < `${year - 64}-01-02`;
}

/** A child for the child tax credit: the member's child, under 17 at the end of the year. */
export function isQualifyingChild(dependent: Pick<ReturnDependent, "relationship" | "dateOfBirth">, year: number): boolean {
  return dependent.relationship === "child" && /^\d{4}-\d{2}-\d{2}$/.test(dependent.dateOfBirth) && dependent.dateOfBirth >= `${year - 16}-01-01`;
}

export const sumW2 = (w2: readonly W2[], box: "wages" | "withheld"): TaxCents => w2.reduce((total, row) => total + row[box], 0);

/**
 * The wizard's return as the estimator's input. Itemized deductions are given whenever any is
 * entered: the estimator takes the larger of them and the standard deduction, and says which.
 * Before a filing status is chosen the estimate is figured as single.
 */
export function toEstimateInput(year: TaxYear, data: TaxReturnData): FederalTaxInput {
  const status: FilingStatus = data.filingStatus === "" ? "single" : data.filingStatus;
  const joint = status === "married_filing_jointly";
  const children = data.dependents.filter((d) => isQualifyingChild(d, year)).length;
  const d = data.deductions;
  const itemizing = d.stateAndLocalTaxes + d.mortgageInterest + d.charitable + d.medical > 0;
  return {
    taxYear: year,
    filingStatus: status,
    taxpayerAge65OrOlder: is65OrOlder(data.taxpayer.dateOfBirth, year),
    spouseAge65OrOlder: joint && is65OrOlder(data.spouse.dateOfBirth, year),
    taxpayerBlind: data.taxpayer.blind,
    spouseBlind: joint && data.spouse.blind,
    dependents: { qualifyingChildren: children, otherDependents: data.dependents.length - children },
    income: {
      wages: sumW2(data.income.w2, "wages"),
      taxableInterest: data.income.taxableInterest,
      ordinaryDividends: data.income.ordinaryDividends,
      qualifiedDividends: Math.min(data.income.qualifiedDividends, data.income.ordinaryDividends),
      shortTermCapitalGains: data.income.shortTermCapitalGains,
      longTermCapitalGains: data.income.longTermCapitalGains,
      selfEmploymentIncome: data.income.selfEmploymentIncome,
      otherIncome: data.income.otherIncome,
    },
    adjustments: { ...data.adjustments },
    itemized: itemizing ? { ...d } : null,
    payments: { withholding: sumW2(data.income.w2, "withheld"), estimatedPayments: data.credits.estimatedPayments },
  };
}

export type ReturnIssue = { step: FilingStep; field: string; message: string };

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? M.required);

function checkPerson(person: ReturnPerson, prefix: string, step: FilingStep, issues: ReturnIssue[], options: { dateRequired: boolean }) {
  for (const field of ["firstName", "lastName"] as const) {
    if (person[field].trim() === "") issues.push({ step, field: `${prefix}.${field}`, message: M.required });
    else {
      const problem = firstMessage(nameSchema.safeParse(person[field]));
      if (problem) issues.push({ step, field: `${prefix}.${field}`, message: problem });
    }
  }
  const ssn = checkSsn(person.ssn);
  if (!ssn.ok) issues.push({ step, field: `${prefix}.ssn`, message: ssn.message });
  if (options.dateRequired || person.dateOfBirth !== "") {
    const problem = firstMessage(customDateSchema.safeParse(person.dateOfBirth));
    if (problem) issues.push({ step, field: `${prefix}.dateOfBirth`, message: problem });
  }
}

/** One step's problems: what a submission refuses (issue "Tax" §2, "each error linked to its step"). */
export function validateStep(step: FilingStep, year: TaxYear, data: TaxReturnData): ReturnIssue[] {
  const issues: ReturnIssue[] = [];
  const add = (field: string, message: string) => issues.push({ step, field, message });
  switch (step) {
    case "status": {
      if (data.filingStatus === "") add("filingStatus", M.chooseStatus);
      checkPerson(data.taxpayer, "taxpayer", step, issues, { dateRequired: true });
      if (hasSpouse(data.filingStatus)) checkPerson(data.spouse, "spouse", step, issues, { dateRequired: data.filingStatus === "married_filing_jointly" });
      if (hasSpouse(data.filingStatus) && data.taxpayer.ssn !== "" && data.taxpayer.ssn === data.spouse.ssn) add("spouse.ssn", M.sameSsn);
      break;
    }
    case "dependents": {
      if ((data.filingStatus === "head_of_household" || data.filingStatus === "qualifying_surviving_spouse") && data.dependents.length === 0) {
        add("dependents", M.needsQualifyingPerson);
      }
      const seen = new Set([data.taxpayer.ssn, data.spouse.ssn].filter((s) => s !== ""));
      data.dependents.forEach((dependent, i) => {
        checkPerson({ ...dependent, blind: false }, `dependents.${i}`, step, issues, { dateRequired: true });
        if (dependent.dateOfBirth > `${year}-12-31`) add(`dependents.${i}.dateOfBirth`, M.bornAfterYear(year));
        if (dependent.relationship === "") add(`dependents.${i}.relationship`, M.required);
        if (dependent.ssn !== "" && seen.has(dependent.ssn)) add(`dependents.${i}.ssn`, M.sameSsn);
        seen.add(dependent.ssn);
      });
      break;
    }
    case "income": {
      data.income.w2.forEach((row, i) => {
        if (row.employer.trim() === "") add(`income.w2.${i}.employer`, M.required);
        if (row.withheld > row.wages) add(`income.w2.${i}.withheld`, M.withheldOverWages);
      });
      if (data.income.qualifiedDividends > data.income.ordinaryDividends) add("income.qualifiedDividends", M.qualifiedOverOrdinary);
      break;
    }
    case "adjustments":
    case "deductions":
    case "credits":
    case "review":
      break;
  }
  return issues;
}

/** Every step's problems, in the order of the steps. An empty list: the return may be submitted. */
export const validateReturn = (year: TaxYear, data: TaxReturnData): ReturnIssue[] => FILING_STEPS.flatMap((step) => validateStep(step, year, data));
