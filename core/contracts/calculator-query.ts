import { z } from "zod";
import { DONORS_FIELD } from "../messages/gifts";
import { FIELD } from "../messages/planning";
import { AMOUNT_PROBLEMS, asCents, parseAmount, type Cents } from "../money";

// The calculators' query fields, shared by the planning and tax calculators' contracts: a URL key
// is a string; blank is absent; numbers and dollar amounts are read with the field's words for a
// refusal ("must be at most 30"), amounts by core/money's parser into cents.

export const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

type NumberRule = { min: number; max: number; whole?: boolean };

export function number({ min, max, whole }: NumberRule) {
  let schema = z.coerce.number({ invalid_type_error: FIELD.number }).finite(FIELD.number).min(min, FIELD.atLeast(min)).max(max, FIELD.atMost(max));
  if (whole) schema = schema.int(FIELD.whole);
  return schema;
}

/** A percentage with at most 2 decimals (points, fees, shares): whole basis points. */
export const hasBasisPointPrecision = (percent: number) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-9;

/** A percentage with at most 2 decimals, read into basis points (2.5 → 250). */
export function basisPoints({ min, max }: NumberRule) {
  return number({ min, max })
    .refine(hasBasisPointPrecision, AMOUNT_PROBLEMS.tooManyDecimals)
    .transform((percent) => Math.round(percent * 100));
}

/** Limits of an amount, in whole dollars. */
type MoneyRule = { min: number; max: number };

/** An amount of dollars from the query (at most 2 decimals) to cents, by core/money's parser. */
export function amount({ min, max }: MoneyRule) {
  const [minCents, maxCents] = [asCents(min * 100), asCents(max * 100)];
  return z.string({ invalid_type_error: FIELD.number }).transform((value, ctx): Cents => {
    const parsed = parseAmount(value, { allowNegative: true });
    if (parsed.ok && parsed.cents >= minCents && parsed.cents <= maxCents) return parsed.cents;
    let problem: string;
    if (parsed.ok) problem = parsed.cents < minCents ? FIELD.atLeast(min) : FIELD.atMost(max);
    else if (parsed.reason === "too-large") problem = FIELD.atMost(max);
    else problem = parsed.reason === "too-many-decimals" ? parsed.problem : FIELD.number;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    return z.NEVER;
  });
}

/** A required value from the query string: a number or an amount. */
export const required = <S extends z.ZodTypeAny>(schema: S) =>
  z.preprocess(blankToUndefined, z.any().refine((value) => value !== undefined, FIELD.required).pipe(schema));
/** A value with a default when absent or blank (for an amount, the default is cents). */
export const withDefault = <S extends z.ZodTypeAny>(schema: S, fallback: z.output<S>) =>
  z.preprocess(blankToUndefined, schema.optional().transform((value): z.output<S> => value ?? fallback));
export const optional = <S extends z.ZodTypeAny>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

/** One of `values` from the query, `fallback` when absent or blank; anything else is refused with `message`. */
export const choice = <T extends readonly [string, ...string[]]>(values: T, message: string, fallback: T[number]) =>
  z.preprocess(blankToUndefined, z.enum(values, { errorMap: () => ({ message }) }).default(fallback));

/** Who makes each gift: `1`, or `2` when a spouse joins in (gift splitting), as a number. */
export const donorsQuery = choice(["1", "2"] as const, DONORS_FIELD, "1").transform((d) => (d === "2" ? 2 : 1) as 1 | 2);
