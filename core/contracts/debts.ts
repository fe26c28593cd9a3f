import { z } from "zod";
import { DEBT_KINDS, FINDING_KEYS, MAX_DEBT_CENTS, MAX_DEBT_NAME_LENGTH, parseAprBasisPoints } from "../debts/debts";
import { DEBT_MESSAGES, DEBT_PAGE_COPY } from "../messages/debts";
import { asCents } from "../money";
import { decimalAmount as money } from "./amount";
import { endpoint } from "./endpoint";
import { idParamSchema, moneyAmount } from "./investor";
import { requiredText } from "./text";

// The debts of the loans service's "Debt and cash flow insights" (Silver: the behavior analysis).
// The member lists what they owe elsewhere; the answer adds what each costs a month, how the
// payments fit the income of their budgeting transactions, and the payoff plans. Nothing here
// moves money: the calls take no idempotency key, and a balance is the member's own figure.

const amount = moneyAmount({ allowZero: true, max: asCents(MAX_DEBT_CENTS) });

/** A yearly rate as typed, "21.99" or 21.99, into basis points. */
const apr = z.union([z.string(), z.number()], { errorMap: () => ({ message: DEBT_MESSAGES.apr }) }).transform((value, ctx): number => {
  const basisPoints = parseAprBasisPoints(value);
  if (basisPoints !== null) return basisPoints;
  ctx.addIssue({ code: "custom", message: DEBT_MESSAGES.apr });
  return z.NEVER;
});

export const debtInputSchema = z
  .object({
    name: requiredText(MAX_DEBT_NAME_LENGTH),
    kind: z.enum(DEBT_KINDS, { errorMap: (_issue, ctx) => ({ message: ctx.data === undefined ? "is required" : `must be one of ${DEBT_KINDS.join(", ")}` }) }),
    balance: amount,
    apr,
    minimumPayment: amount,
  })
  .strict();
export type DebtInput = z.infer<typeof debtInputSchema>;

/** GET /api/debts?extra=150.00: the plans pay the minimums and this much more each month. */
export const debtsQuerySchema = z.object({ extra: moneyAmount({ allowZero: true, max: asCents(MAX_DEBT_CENTS) }).optional() }).strict();

const planSchema = z.object({
  /** Months until every debt is paid; null when the payments never get there. */
  months: z.number().int().nullable(),
  /** The month the last debt is paid ("YYYY-MM"), null as `months`. */
  debtFree: z.string().nullable(),
  totalInterest: money,
  totalPaid: money,
  /** Per debt, in the list's order: the month it is paid ("YYYY-MM", null: not within the plan) and its interest. */
  debts: z.array(z.object({ id: z.number().int(), paidOff: z.string().nullable(), interest: money })),
});

const debtSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  kind: z.enum(DEBT_KINDS),
  kindLabel: z.string(),
  balance: money,
  /** The yearly rate as typed back: "21.99". */
  apr: z.string(),
  aprLabel: z.string(),
  minimumPayment: money,
  /** This month's interest at today's balance. */
  monthlyInterest: money,
  /** The day the balance was last updated (the member's calendar). */
  updatedOn: z.string(),
});

export const debtsViewSchema = z.object({
  debts: z.array(debtSchema),
  owed: money,
  minimumPayments: money,
  monthlyInterest: money,
  cashFlow: z.object({
    /** A typical month's income and spending from the budgeting transactions (the last full months with any), null without. */
    income: money.nullable(),
    spending: money.nullable(),
    months: z.number().int(),
    /** The minimums' share of that income, in basis points. */
    paymentsShareBp: z.number().int().nullable(),
    band: z.enum(["comfortable", "watch", "stretch"]).nullable(),
  }),
  /** Null with no debt owing. */
  plans: z
    .object({
      extra: money,
      monthlyPayment: money,
      avalanche: planSchema,
      snowball: planSchema,
      minimums: planSchema,
      /** What all the debts would come to at each charted month (month 0 is today), per plan: cents as decimal strings. */
      chart: z.array(z.object({ month: z.number().int(), label: z.string(), avalanche: money, snowball: money, minimums: money })),
    })
    .nullable(),
  /** Total owed on each day a balance changed, oldest first (the last is today's). */
  history: z.array(z.object({ date: z.string(), owed: money })),
  findings: z.array(z.object({ key: z.enum(FINDING_KEYS), title: z.string(), text: z.string() })),
  disclaimer: z.literal(DEBT_PAGE_COPY.disclaimer),
});
export type DebtsView = z.infer<typeof debtsViewSchema>;

export const debtsContract = endpoint({ method: "GET", path: "/api/debts", query: debtsQuerySchema, response: debtsViewSchema });
export const addDebtContract = endpoint({ method: "POST", path: "/api/debts", body: debtInputSchema, response: debtsViewSchema });
export const updateDebtContract = endpoint({ method: "POST", path: "/api/debts/:id", params: idParamSchema, body: debtInputSchema, response: debtsViewSchema });
export const removeDebtContract = endpoint({ method: "POST", path: "/api/debts/:id/delete", params: idParamSchema, response: debtsViewSchema });
