// POST /api/tax/estimate: the one request schema (the API validates with it) and the one response
// schema (tests and the web client parse answers with it). Amounts travel as dollars (JSON numbers
// or decimal strings, at most two decimals) and are cents from the schema on.
import { z } from "zod";
import { CONTROL_CHARACTERS_ISSUE, hasControlCharacters } from "../control-characters";
import { BUSINESS_TAX_MESSAGES, TAX_FILING_MESSAGES, TAX_MESSAGES } from "../messages/tax";
import { BUSINESS_ENTITIES, EXPENSE_CATEGORIES, REVENUE_CATEGORIES, type BusinessInput, type BusinessResult } from "../tax/business";
import { endpoint } from "./endpoint";
import { maskSsn } from "../investor/ssn";
import { customDateSchema, nameSchema, ssnSchema } from "../profile";
import { FILING_STEPS, MAX_DEPENDENTS, MAX_W2, RELATIONSHIPS, type TaxReturnData } from "../tax/filing";
import { decimalAmount } from "./amount";
import { asCents, centsToDecimalString as d, parseAmount } from "../money";
import type { FederalTaxEstimate, FederalTaxInput, TaxCents } from "../tax/estimate-federal-tax";
import { FEDERAL_TAX_YEARS, FILING_STATUSES, isTaxYear, type TaxYear } from "../tax/federal-tax-tables";

/** The largest amount a single field may carry: one billion dollars. */
const MAX_FIELD_CENTS = asCents(100_000_000_000);

/** A dollar amount to cents; a missing field is 0. Only capital gains may be negative (losses). */
const amount = (allowNegative = false) =>
  z.unknown().transform((value, ctx): TaxCents => {
    if (value === undefined) return 0;
    const parsed = parseAmount(value, { allowNegative, max: MAX_FIELD_CENTS });
    if (!parsed.ok) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.problem });
      return z.NEVER;
    }
    return parsed.cents;
  });

const flag = z.boolean().optional().transform((value) => value ?? false);
const count = z
  .number({ invalid_type_error: TAX_MESSAGES.wholeCount })
  .int(TAX_MESSAGES.wholeCount)
  .min(0, TAX_MESSAGES.wholeCount)
  .max(20, TAX_MESSAGES.wholeCount)
  .optional()
  .transform((value) => value ?? 0);

const dependentsSchema = z.object({ qualifyingChildren: count, otherDependents: count }).strict();
const incomeSchema = z
  .object({
    wages: amount(),
    taxableInterest: amount(),
    ordinaryDividends: amount(),
    qualifiedDividends: amount(),
    shortTermCapitalGains: amount(true),
    longTermCapitalGains: amount(true),
    selfEmploymentIncome: amount(),
    otherIncome: amount(),
  })
  .strict();
const adjustmentsSchema = z.object({ traditionalIra: amount(), hsa: amount(), studentLoanInterest: amount() }).strict();
const itemizedSchema = z.object({ stateAndLocalTaxes: amount(), mortgageInterest: amount(), charitable: amount(), medical: amount() }).strict();
const paymentsSchema = z.object({ withholding: amount(), estimatedPayments: amount() }).strict();

const withDefaults = <S extends z.ZodTypeAny>(schema: S) => schema.optional().transform((value): z.output<S> => value ?? schema.parse({}));

export const taxEstimateRequestSchema = z
  .object({
    taxYear: z.custom<TaxYear>(isTaxYear, TAX_MESSAGES.taxYear(FEDERAL_TAX_YEARS)),
    filingStatus: z.enum(FILING_STATUSES),
    taxpayerAge65OrOlder: flag,
    spouseAge65OrOlder: flag,
    taxpayerBlind: flag,
    spouseBlind: flag,
    dependents: withDefaults(dependentsSchema),
    income: withDefaults(incomeSchema),
    adjustments: withDefaults(adjustmentsSchema),
    itemized: itemizedSchema.nullable().optional().transform((value) => value ?? null),
    payments: withDefaults(paymentsSchema),
  })
  .strict()
  .superRefine((request, ctx) => {
    if (request.income.qualifiedDividends > request.income.ordinaryDividends) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["income", "qualifiedDividends"], message: TAX_MESSAGES.qualifiedOverOrdinary });
    }
  })
  .transform((request): FederalTaxInput => request);

/** The request as a client writes it (dollars), and as the estimator takes it (cents). */
export type TaxEstimateRequest = z.input<typeof taxEstimateRequestSchema>;
export type TaxEstimateInput = z.output<typeof taxEstimateRequestSchema>;

const money = decimalAmount;
/** A rate as the API writes it: a fraction with four decimals ("0.2200" is 22 %). */
export const rate = z.string().regex(/^\d+\.\d{4}$/, "a fraction with four decimals");

export const taxEstimateResponseSchema = z
  .object({
    agi: money,
    deductionType: z.enum(["standard", "itemized"]),
    deduction: money,
    seniorDeduction: money,
    qbiDeduction: money,
    taxableIncome: money,
    ordinaryIncomeTax: money,
    capitalGainsTax: money,
    selfEmploymentTax: money,
    additionalMedicareTax: money,
    netInvestmentIncomeTax: money,
    childTaxCredit: money,
    otherDependentCredit: money,
    refundableChildTaxCredit: money,
    totalTax: money,
    totalPayments: money,
    refundOrBalanceDue: money,
    /** A fraction: "0.2200" is 22 %. */
    marginalRate: rate,
    effectiveRate: rate,
    lines: z.array(z.object({ key: z.string(), text: z.string() }).strict()),
  })
  .strict();
export type TaxEstimateResponse = z.infer<typeof taxEstimateResponseSchema>;

/** Basis points as a fraction with four decimals: 2200 → "0.2200". */
export function bpToFraction(bp: number): string {
  const rest = bp % 10_000;
  return `${(bp - rest) / 10_000}.${String(rest).padStart(4, "0")}`;
}

/** The estimate as the API sends it: money as decimal strings, rates as fractions. */
export function toTaxEstimateResponse(e: FederalTaxEstimate): TaxEstimateResponse {
  return {
    agi: d(e.agi),
    deductionType: e.deductionType,
    deduction: d(e.deduction),
    seniorDeduction: d(e.seniorDeduction),
    qbiDeduction: d(e.qbiDeduction),
    taxableIncome: d(e.taxableIncome),
    ordinaryIncomeTax: d(e.ordinaryIncomeTax),
    capitalGainsTax: d(e.capitalGainsTax),
    selfEmploymentTax: d(e.selfEmploymentTax),
    additionalMedicareTax: d(e.additionalMedicareTax),
    netInvestmentIncomeTax: d(e.netInvestmentIncomeTax),
    childTaxCredit: d(e.childTaxCredit),
    otherDependentCredit: d(e.otherDependentCredit),
    refundableChildTaxCredit: d(e.refundableChildTaxCredit),
    totalTax: d(e.totalTax),
    totalPayments: d(e.totalPayments),
    refundOrBalanceDue: d(e.refundOrBalanceDue),
    marginalRate: bpToFraction(e.marginalRateBp),
    effectiveRate: bpToFraction(e.effectiveRateBp),
    lines: e.lines,
  };
}

// ---- The filing wizard (issue "Tax" §2) ---------------------------------------------------------
// POST /api/taxing/save { year, data }, GET /api/taxing/info?year, POST /api/taxing/submit { year },
// POST /api/taxing/amend { year }. `data` carries any of the wizard's sections; each section given
// replaces the one saved. A blank SSN keeps the one on file (SSNs are never answered, only masked).

const yearField = z.custom<TaxYear>(isTaxYear, TAX_MESSAGES.taxYear(FEDERAL_TAX_YEARS));
const text = (max: number) =>
  z
    .string({ invalid_type_error: "must be text" })
    .max(max, "is too long")
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_ISSUE)
    .transform((v) => v.trim())
    .optional()
    .transform((v) => v ?? "");
const blankOr = <S extends z.ZodTypeAny>(schema: S) =>
  z
    .string({ invalid_type_error: "must be text" })
    .optional()
    .transform((v) => (v ?? "").trim())
    .superRefine((v, ctx) => {
      if (v === "") return;
      const result = schema.safeParse(v);
      if (!result.success) ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.error.issues[0]?.message ?? "is not valid" });
    });
const personName = nameSchema.optional().transform((v) => v ?? "");
const ssnField = ssnSchema.optional().transform((v) => (v ?? "").replace(/-/g, ""));
const dateField = blankOr(customDateSchema);

const personSchema = z
  .object({ firstName: personName, lastName: personName, ssn: ssnField, dateOfBirth: dateField, blind: flag })
  .strict();
const dependentSchema = z
  .object({
    /** Which dependent this is across saves (its SSN stays with it); the server gives one to a new row. */
    key: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, "must be 1 to 32 letters, digits, - or _").optional(),
    firstName: personName,
    lastName: personName,
    ssn: ssnField,
    dateOfBirth: dateField,
    relationship: z.union([z.enum(RELATIONSHIPS), z.literal("")]).optional().transform((v) => v ?? ""),
  })
  .strict();
const w2Schema = z.object({ employer: text(100), wages: amount(), withheld: amount() }).strict();

export const returnSectionsSchema = z
  .object({
    filingStatus: z.union([z.enum(FILING_STATUSES), z.literal("")]),
    taxpayer: personSchema,
    spouse: personSchema,
    dependents: z.array(dependentSchema).max(MAX_DEPENDENTS, TAX_FILING_MESSAGES.tooManyRows(MAX_DEPENDENTS)),
    income: z
      .object({
        w2: z.array(w2Schema).max(MAX_W2, TAX_FILING_MESSAGES.tooManyRows(MAX_W2)).optional().transform((v) => v ?? []),
        taxableInterest: amount(),
        ordinaryDividends: amount(),
        qualifiedDividends: amount(),
        shortTermCapitalGains: amount(true),
        longTermCapitalGains: amount(true),
        selfEmploymentIncome: amount(),
        otherIncome: amount(),
      })
      .strict(),
    adjustments: adjustmentsSchema,
    deductions: itemizedSchema,
    credits: z.object({ estimatedPayments: amount() }).strict(),
  })
  .partial()
  .strict();
/** What a save carries: any of the sections, amounts in cents, SSNs as 9 digits or "" (keep). */
export type ReturnSections = z.output<typeof returnSectionsSchema>;

export const taxingSaveRequestSchema = z.object({ year: yearField, data: returnSectionsSchema }).strict();
export const taxingYearRequestSchema = z.object({ year: yearField }).strict();
export const taxingInfoQuerySchema = z
  .object({ year: z.coerce.number({ invalid_type_error: TAX_MESSAGES.taxYear(FEDERAL_TAX_YEARS) }).pipe(yearField) })
  .strict();

const personView = z.object({ firstName: z.string(), lastName: z.string(), ssnMasked: z.string(), dateOfBirth: z.string(), blind: z.boolean() });
export const returnDataViewSchema = z.object({
  filingStatus: z.union([z.enum(FILING_STATUSES), z.literal("")]),
  taxpayer: personView,
  spouse: personView,
  dependents: z.array(
    z.object({ key: z.string(), firstName: z.string(), lastName: z.string(), ssnMasked: z.string(), dateOfBirth: z.string(), relationship: z.union([z.enum(RELATIONSHIPS), z.literal("")]) }),
  ),
  income: z.object({
    w2: z.array(z.object({ employer: z.string(), wages: money, withheld: money })),
    taxableInterest: money,
    ordinaryDividends: money,
    qualifiedDividends: money,
    shortTermCapitalGains: money,
    longTermCapitalGains: money,
    selfEmploymentIncome: money,
    otherIncome: money,
  }),
  adjustments: z.object({ traditionalIra: money, hsa: money, studentLoanInterest: money }),
  deductions: z.object({ stateAndLocalTaxes: money, mortgageInterest: money, charitable: money, medical: money }),
  credits: z.object({ estimatedPayments: money }),
});
export type ReturnDataView = z.infer<typeof returnDataViewSchema>;

export const returnIssueSchema = z.object({ step: z.enum(FILING_STEPS), field: z.string(), message: z.string() });

/** The answer of info, save, submit and amend: the return, its estimate and what it still needs. */
export const taxReturnResponseSchema = z.object({
  year: z.number().int(),
  status: z.enum(["draft", "submitted"]),
  /** Whether a draft has been saved (a year never saved answers an empty draft). */
  saved: z.boolean(),
  data: returnDataViewSchema,
  estimate: taxEstimateResponseSchema,
  /** What a submission would refuse, by step and field; [] when it may be submitted. */
  issues: z.array(returnIssueSchema),
  confirmationNumber: z.string().nullable(),
  submittedAt: z.string().datetime({ offset: true }).nullable(),
  updatedAt: z.string().datetime({ offset: true }).nullable(),
  /** The confirmation number of the submitted return this draft (or return) amends. */
  amends: z.string().nullable(),
});
export type TaxReturnResponse = z.infer<typeof taxReturnResponseSchema>;

export const taxingSave = endpoint({ method: "POST", path: "/api/taxing/save", body: taxingSaveRequestSchema, response: taxReturnResponseSchema });
export const taxingInfo = endpoint({ method: "GET", path: "/api/taxing/info", query: taxingInfoQuerySchema, response: taxReturnResponseSchema });
export const taxingSubmit = endpoint({ method: "POST", path: "/api/taxing/submit", body: taxingYearRequestSchema, response: taxReturnResponseSchema });
export const taxingAmend = endpoint({ method: "POST", path: "/api/taxing/amend", body: taxingYearRequestSchema, response: taxReturnResponseSchema });

/** The view of a return: cents as decimal strings, SSNs masked. */
export function toReturnDataView(data: TaxReturnData): ReturnDataView {
  const person = (p: TaxReturnData["taxpayer"]) => ({ firstName: p.firstName, lastName: p.lastName, ssnMasked: p.ssn ? maskSsn(p.ssn) : "", dateOfBirth: p.dateOfBirth, blind: p.blind });
  const cents = <K extends string>(o: Record<K, TaxCents>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, d(v as TaxCents)])) as Record<K, string>;
  const { w2, ...income } = data.income;
  return {
    filingStatus: data.filingStatus,
    taxpayer: person(data.taxpayer),
    spouse: person(data.spouse),
    dependents: data.dependents.map((x) => ({ key: x.key, firstName: x.firstName, lastName: x.lastName, ssnMasked: x.ssn ? maskSsn(x.ssn) : "", dateOfBirth: x.dateOfBirth, relationship: x.relationship })),
    income: { w2: w2.map((row) => ({ employer: row.employer, wages: d(row.wages), withheld: d(row.withheld) })), ...cents(income) },
    adjustments: cents(data.adjustments),
    deductions: cents(data.deductions),
    credits: cents(data.credits),
  };
}

// ---- Business tax (issue "Tax" §3, Platinum) ----------------------------------------------------
// POST /api/tax/business/estimate and POST /api/tax/business/reminders take the same body.

const categories = <K extends string>(keys: readonly K[]) =>
  z
    .object(Object.fromEntries(keys.map((k) => [k, amount()])) as Record<K, ReturnType<typeof amount>>)
    .strict()
    .optional()
    .transform((v) => (v ?? Object.fromEntries(keys.map((k) => [k, 0]))) as Record<K, TaxCents>);

/** A percentage with at most 2 decimals, 0 to 100, as basis points (50 → 5000). */
const percentBp = z
  .union([z.number(), z.string()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return 10_000;
    const text = String(value).trim();
    const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
    const bp = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : NaN;
    if (!match || bp > 10_000) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: BUSINESS_TAX_MESSAGES.ownershipShare });
      return z.NEVER;
    }
    return bp;
  });

export const businessTaxRequestSchema = z
  .object({
    taxYear: yearField,
    entity: z.enum(BUSINESS_ENTITIES),
    revenue: categories(REVENUE_CATEGORIES),
    expenses: categories(EXPENSE_CATEGORIES),
    filingStatus: z.enum(FILING_STATUSES).optional().transform((v) => v ?? "single"),
    otherWages: amount(),
    withholding: amount(),
    reasonableSalary: amount(),
    /** Partnership: your share of the profit, a percentage (default 100). */
    ownershipShare: percentBp,
    priorYearTax: amount().nullable().optional().transform((v) => (v === undefined ? null : v)),
    priorYearAgi: amount().nullable().optional().transform((v) => (v === undefined ? null : v)),
  })
  .strict()
  .transform(({ ownershipShare, ...rest }): BusinessInput => ({ ...rest, ownershipShareBp: ownershipShare }));
export type BusinessTaxRequest = z.input<typeof businessTaxRequestSchema>;

export const businessTaxResponseSchema = z.object({
  entity: z.enum(BUSINESS_ENTITIES),
  revenue: money,
  expenses: money,
  profit: money,
  selfEmploymentIncome: money,
  selfEmploymentTax: money,
  individualTax: money,
  individualTaxWithoutBusiness: money,
  corporateTax: money,
  salary: money,
  distribution: money,
  payrollTaxes: money,
  projectedTax: money,
  safeHarbour: z.object({ rule: z.enum(["current-year-90", "prior-year-100", "prior-year-110"]), text: z.string(), required: money }),
  payments: z.array(z.object({ quarter: z.number().int().min(1).max(4), dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), amount: money })),
  notes: z.array(z.string()),
  /** POST …/reminders only: the reminders scheduled, a week before each due date still ahead. */
  reminders: z.array(z.object({ quarter: z.number().int(), remindAt: z.string().datetime({ offset: true }) })).optional(),
});
export type BusinessTaxResponse = z.infer<typeof businessTaxResponseSchema>;

export const businessTaxEstimate = endpoint({ method: "POST", path: "/api/tax/business/estimate", body: businessTaxRequestSchema, response: businessTaxResponseSchema });
export const businessTaxReminders = endpoint({ method: "POST", path: "/api/tax/business/reminders", body: businessTaxRequestSchema, response: businessTaxResponseSchema });

export function toBusinessTaxResponse(input: BusinessInput, r: BusinessResult): BusinessTaxResponse {
  return {
    entity: input.entity,
    revenue: d(r.revenue),
    expenses: d(r.expenses),
    profit: d(r.profit),
    selfEmploymentIncome: d(r.selfEmploymentIncome),
    selfEmploymentTax: d(r.selfEmploymentTax),
    individualTax: d(r.individualTax),
    individualTaxWithoutBusiness: d(r.individualTaxWithoutBusiness),
    corporateTax: d(r.corporateTax),
    salary: d(r.salary),
    distribution: d(r.distribution),
    payrollTaxes: d(r.payrollTaxes),
    projectedTax: d(r.projectedTax),
    safeHarbour: { rule: r.safeHarbour.rule, text: BUSINESS_TAX_MESSAGES.safeHarbour[r.safeHarbour.rule]!, required: d(r.safeHarbour.required) },
    payments: r.payments.map((p) => ({ quarter: p.quarter, dueDate: p.dueDate, amount: d(p.amount) })),
    notes: r.notes.map((n) => BUSINESS_TAX_MESSAGES.notes[n] ?? n),
  };
}
