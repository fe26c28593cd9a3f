// POST /api/tax/estimate: the one request schema (the API validates with it) and the one response
// schema (tests and the web client parse answers with it). Amounts travel as dollars (JSON numbers
// or decimal strings, at most two decimals) and are cents from the schema on.
import { z } from "zod";
import { TAX_MESSAGES } from "../messages/tax";
import { decimalAmount } from "./amount";
import { asCents, parseAmount, toDecimalString } from "../money";
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
const rate = z.string().regex(/^\d+\.\d{4}$/, "a fraction with four decimals");

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
function bpToFraction(bp: number): string {
  const rest = bp % 10_000;
  return `${(bp - rest) / 10_000}.${String(rest).padStart(4, "0")}`;
}

/** The estimate as the API sends it: money as decimal strings, rates as fractions. */
export function toTaxEstimateResponse(e: FederalTaxEstimate): TaxEstimateResponse {
  const d = (cents: TaxCents) => toDecimalString(asCents(cents));
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
