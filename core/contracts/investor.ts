import { z } from "zod";
import { INVESTOR_MESSAGES } from "../messages/investor";
import { asCents, parseMoney, toDecimalString, type Cents } from "../money";
import { pageQuerySchema } from "../pagination";
import { nameSchema, personalInfoSchema, ssnSchema } from "../profile";
import { ACCOUNT_TYPES, MAX_LINKED_BANKS, checkAccountNumber, checkRoutingNumber } from "../investor/bank";
import { APPLICATION_FIELDS, EMPLOYMENT_STATUSES, WEALTH_BANDS } from "../investor/application";
import { RISK_PROFILES, scoreAssessment } from "../investor/assessment";

// The investor account's API contract (issue "Investor accounts for real" §6): one request schema
// and one response schema per endpoint. Requests refuse unknown fields (.strict()). Amounts travel
// as decimal strings with at most 2 decimals ("150000.00"); a request may send a JSON number with
// at most 2 decimals instead. Request amounts parse to integer cents (core/money); answers carry
// them as decimal strings again.

// ---- Money ------------------------------------------------------------------------------------

/** The most one deposit or withdrawal may move: $5,000,000.00. */
export const MAX_TRANSFER_CENTS = asCents(500_000_000);

/**
 * An amount in a request: a decimal string ("1,234.56", "150000.00") or a JSON number with at most
 * 2 decimals, positive, at most `max`; parsed to integer cents with core/money's messages.
 */
export function moneyAmount(options: { max?: Cents; allowZero?: boolean } = {}) {
  return z.union([z.string(), z.number()], { errorMap: () => ({ message: "Enter an amount in dollars and cents, like 1,234.56." }) }).transform((value, ctx): Cents => {
    const parsed = parseMoney(value, options);
    if (parsed.ok) return parsed.cents;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });
}

/** An amount in an answer: a decimal string with exactly 2 decimals, "150000.00". */
export const moneyString = z.string().regex(/^-?(0|[1-9][0-9]*)\.[0-9]{2}$/, "an amount with 2 decimals");

/** Cents as the API writes them: 15000000 → "150000.00". */
export const toMoneyString = (cents: Cents): string => toDecimalString(cents);

const isoDateTime = z.string().datetime({ offset: true });
const id = z.number().int().positive();
/** An id in a path: "/api/investor/banks/12". */
export const idParamSchema = z.object({ id: z.coerce.number({ invalid_type_error: "must be a whole number" }).int().positive().max(2 ** 31 - 1) }).strict();

// ---- The application (KYC) ---------------------------------------------------------------------

export const APPLICATION_STATES = ["none", "draft", "submitted", "approved", "rejected"] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

const COUNTRY_CODE = /^([A-Z]{2})?$/;
const trimmed = z.string({ invalid_type_error: "must be text" }).max(300, "is too long").transform((v) => v.trim());
const oneOfOrBlank = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  trimmed.refine((v): v is T[number] | "" => v === "" || (values as readonly string[]).includes(v), message);
const info = personalInfoSchema.shape;

/**
 * POST /api/investor/account/application: any subset of the fields, saved into the draft. Each
 * field's form is checked here (a blank clears it); whether the application is complete and
 * acceptable is the review's business at submission (core/investor/application.ts).
 */
export const applicationDraftSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    dateOfBirth: trimmed.refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), INVESTOR_MESSAGES.dateFormat),
    ssn: ssnSchema,
    citizenship: trimmed.refine((v) => COUNTRY_CODE.test(v), INVESTOR_MESSAGES.citizenship),
    address: info.address,
    cityCode: info.cityCode,
    stateCode: info.stateCode,
    zipCode: info.zipCode,
    countryCode: trimmed.refine((v) => COUNTRY_CODE.test(v), INVESTOR_MESSAGES.country),
    employmentStatus: oneOfOrBlank(EMPLOYMENT_STATUSES, INVESTOR_MESSAGES.employmentStatus),
    industry: info.industry,
    annualIncome: oneOfOrBlank(WEALTH_BANDS, INVESTOR_MESSAGES.band),
    netWorth: oneOfOrBlank(WEALTH_BANDS, INVESTOR_MESSAGES.band),
    signature: trimmed.pipe(z.string().max(101, INVESTOR_MESSAGES.signatureTooLong).regex(/^[^\p{Cc}]*$/u, INVESTOR_MESSAGES.signatureMismatch)),
    agreementsAccepted: z.boolean({ invalid_type_error: "must be true or false" }),
  })
  .partial()
  .strict();
export type ApplicationDraft = z.infer<typeof applicationDraftSchema>;

/** POST /api/investor/account/application/submit: no body, or an empty object. */
export const applicationSubmitSchema = z.object({}).strict();

const fieldReasons = z.record(z.enum(APPLICATION_FIELDS), z.string());

/** GET|POST /api/investor/account/application and …/submit: the application as saved, the SSN only masked. */
export const applicationResponseSchema = z.object({
  status: z.enum(APPLICATION_STATES),
  application: z.object({
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string(),
    /** "•••-••-1234", or "" before one is given. The number itself is never answered. */
    ssnMasked: z.string(),
    citizenship: z.string(),
    address: z.string(),
    cityCode: z.string(),
    stateCode: z.string(),
    zipCode: z.string(),
    countryCode: z.string(),
    employmentStatus: z.union([z.enum(EMPLOYMENT_STATUSES), z.literal("")]),
    industry: z.string(),
    annualIncome: z.union([z.enum(WEALTH_BANDS), z.literal("")]),
    netWorth: z.union([z.enum(WEALTH_BANDS), z.literal("")]),
    signature: z.string(),
    agreementsAccepted: z.boolean(),
  }),
  /** Why the last submission was rejected, keyed by field name; {} otherwise. */
  reasons: fieldReasons,
  /** Whether the member has a risk assessment on file (the form's assessment step). */
  assessmentDone: z.boolean(),
  submittedAt: isoDateTime.nullable(),
  reviewedAt: isoDateTime.nullable(),
});
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

// ---- The risk assessment -----------------------------------------------------------------------

const questionSchema = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).min(2),
});

/** GET /api/investment/assessment/q_token: a single-use token for one questionnaire version, 30 minutes. */
export const qTokenResponseSchema = z.object({
  qToken: z.string().min(16),
  expiresAt: isoDateTime,
  version: z.number().int().positive(),
  questions: z.array(questionSchema).min(1),
});

/** POST /api/investment/assessment: every question answered with one of its values, nothing else. */
export const assessmentRequestSchema = z
  .object({
    qToken: z.string({ required_error: INVESTOR_MESSAGES.qTokenInvalid }).min(1, INVESTOR_MESSAGES.qTokenInvalid).max(200, INVESTOR_MESSAGES.qTokenInvalid),
    answers: z.record(z.string().max(60), z.string().max(60)).refine((a) => Object.keys(a).length <= 40, "Too many answers"),
  })
  .strict()
  .superRefine((body, ctx) => {
    const scored = scoreAssessment(body.answers);
    if (scored.ok) return;
    for (const [question, message] of Object.entries(scored.reasons)) ctx.addIssue({ code: "custom", path: ["answers", question], message });
  });

export const assessmentResultSchema = z.object({
  score: z.number().int().min(0),
  riskProfile: z.enum(RISK_PROFILES),
  version: z.number().int().positive(),
  takenAt: isoDateTime,
});

// ---- Linked banks ------------------------------------------------------------------------------

const HOLDER_NAME = /^[\p{L}\p{M}][\p{L}\p{M}\p{Nd} .'-]*$/u;

/** POST /api/investor/banks. */
export const bankLinkRequestSchema = z
  .object({
    holderName: z
      .string({ required_error: INVESTOR_MESSAGES.required, invalid_type_error: INVESTOR_MESSAGES.holderName })
      .transform((v) => v.trim().replace(/\s+/g, " "))
      .pipe(z.string().min(1, INVESTOR_MESSAGES.required).max(100, INVESTOR_MESSAGES.holderName).regex(HOLDER_NAME, INVESTOR_MESSAGES.holderName)),
    routingNumber: z.string({ required_error: INVESTOR_MESSAGES.required, invalid_type_error: INVESTOR_MESSAGES.routingFormat }).transform((v, ctx) => {
      const checked = checkRoutingNumber(v);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }),
    accountNumber: z.string({ required_error: INVESTOR_MESSAGES.required, invalid_type_error: INVESTOR_MESSAGES.accountNumberFormat }).transform((v, ctx) => {
      const checked = checkAccountNumber(v);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }),
    accountType: z.enum(ACCOUNT_TYPES, { errorMap: () => ({ message: INVESTOR_MESSAGES.accountType }) }),
  })
  .strict();
export type BankLinkRequest = z.infer<typeof bankLinkRequestSchema>;

export const bankSchema = z.object({
  id,
  holderName: z.string(),
  routingNumber: z.string().regex(/^\d{9}$/),
  /** "••••6789": the account number is never answered in full. */
  accountNumberMasked: z.string().regex(/^••••\d{4}$/),
  accountType: z.enum(ACCOUNT_TYPES),
  createdAt: isoDateTime,
});
export type Bank = z.infer<typeof bankSchema>;

/** GET /api/investor/banks. */
export const banksResponseSchema = z.object({ banks: z.array(bankSchema).max(MAX_LINKED_BANKS), max: z.literal(MAX_LINKED_BANKS) });
/** DELETE /api/investor/banks/{id}. */
export const bankDeletedResponseSchema = z.object({ id });

// ---- Transfers ---------------------------------------------------------------------------------

export const TRANSFER_DIRECTIONS = ["deposit", "withdrawal"] as const;
export const TRANSFER_STATUSES = ["pending", "settled", "failed", "cancelled"] as const;

/** A client's key for a post that moves money: a repeat with the same key changes nothing more. */
export const idempotencyKeySchema = z
  .string({ required_error: INVESTOR_MESSAGES.idempotencyKey, invalid_type_error: INVESTOR_MESSAGES.idempotencyKey })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, INVESTOR_MESSAGES.idempotencyKey);

/** POST /api/investor/transfers. A repeated post with the same idempotencyKey books one transfer. */
export const transferRequestSchema = z
  .object({
    bankId: z.number({ required_error: INVESTOR_MESSAGES.required, invalid_type_error: "must be a whole number" }).int().positive(),
    direction: z.enum(TRANSFER_DIRECTIONS, { errorMap: () => ({ message: "must be deposit or withdrawal" }) }),
    amount: moneyAmount({ max: MAX_TRANSFER_CENTS }),
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const transferSchema = z.object({
  id,
  bankId: id,
  direction: z.enum(TRANSFER_DIRECTIONS),
  amount: moneyString,
  status: z.enum(TRANSFER_STATUSES),
  createdAt: isoDateTime,
  settledAt: isoDateTime.nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** GET /api/investor/transfers?page&size&direction&status: newest first. */
export const transfersQuerySchema = pageQuerySchema
  .extend({
    direction: z.enum(TRANSFER_DIRECTIONS).optional(),
    status: z.enum(TRANSFER_STATUSES).optional(),
  })
  .strict();
export const transfersResponseSchema = z.object({
  items: z.array(transferSchema),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  total: z.number().int().min(0),
});
/** POST /api/investor/transfers/{id}/cancel: no body. Answers the transfer, now cancelled. */
export const transferCancelRequestSchema = z.object({}).strict();

// ---- The account -------------------------------------------------------------------------------

/** GET /api/investor/account. */
export const accountResponseSchema = z.object({
  /** Whether the account is open (the application approved). */
  opened: z.boolean(),
  status: z.enum(APPLICATION_STATES),
  cash: z.object({
    /** Settled cash, the part held for open orders included. */
    settled: moneyString,
    /** Deposits on their way in. */
    pending: moneyString,
    /** Settled cash held for open orders. */
    held: moneyString,
    /** settled − held: what a withdrawal or an order may use. */
    available: moneyString,
    /** Withdrawals on their way to the bank (already out of settled cash). */
    pendingWithdrawal: moneyString.optional(),
  }),
  holdings: moneyString,
  /** Settled cash + holdings; null without an account. */
  totalAssets: moneyString.nullable(),
  memberLevel: z.number().int().min(1),
  membership: z.string(),
  next: z.object({ level: z.number().int(), label: z.string(), assetsNeeded: moneyString }).nullable(),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;
