import { z } from "zod";
import { DESIGNATIONS, FINDING_KEYS, MAX_NAME_LENGTH, MAX_PER_DESIGNATION, RELATIONSHIPS, WHOLE_SHARE } from "../estate/beneficiaries";
import { BENEFICIARY_PAGE_COPY } from "../messages/beneficiaries";
import { decimalAmount as money } from "./amount";
import { endpoint } from "./endpoint";
import { requiredText } from "./text";

// The beneficiary and ownership review of the member's investor account (Silver: the "accounts"
// feature). A save replaces the whole set of designations with the one given; saving the same set
// twice is the same save, so the call needs no idempotency key (it moves no money).

/** A choice's message: "is required" when it is missing, else the choices. */
const choiceOf = (choices: readonly string[]): z.ZodErrorMap => (_issue, ctx) => ({ message: ctx.data === undefined ? "is required" : `must be one of ${choices.join(", ")}` });

export const beneficiaryInputSchema = z
  .object({
    designation: z.enum(DESIGNATIONS, { errorMap: choiceOf(DESIGNATIONS) }),
    name: requiredText(MAX_NAME_LENGTH),
    relationship: z.enum(RELATIONSHIPS, { errorMap: choiceOf(RELATIONSHIPS) }),
    sharePercent: z
      .number({ invalid_type_error: "must be a whole percentage", required_error: "is required" })
      .int("must be a whole percentage")
      .min(1, "must be at least 1%")
      .max(WHOLE_SHARE, `must be at most ${WHOLE_SHARE}%`),
  })
  .strict();
export type BeneficiaryInput = z.infer<typeof beneficiaryInputSchema>;

export const saveBeneficiariesBodySchema = z
  .object({ beneficiaries: z.array(beneficiaryInputSchema).max(MAX_PER_DESIGNATION * DESIGNATIONS.length, `must name at most ${MAX_PER_DESIGNATION * DESIGNATIONS.length} beneficiaries`) })
  .strict();

const namedSchema = z.object({
  name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  relationshipLabel: z.string(),
  sharePercent: z.number().int(),
  /** Their share of the account's value today, whole cents adding up to the value. */
  amount: money,
});

export const beneficiaryReviewSchema = z.object({
  /** False before the member's investor account is open: nothing can be named yet. */
  opened: z.boolean(),
  /** The account's value today (cash and holdings at the latest close). */
  value: money,
  titling: z.object({ kind: z.enum(["individual", "individual-tod"]), label: z.string(), meaning: z.string() }),
  primary: z.array(namedSchema),
  contingent: z.array(namedSchema),
  findings: z.array(z.object({ key: z.enum(FINDING_KEYS), title: z.string(), text: z.string() })),
  /** The day the designations were last saved (the member's calendar), null before the first save. */
  reviewedOn: z.string().nullable(),
  disclaimer: z.literal(BENEFICIARY_PAGE_COPY.disclaimer),
});
export type BeneficiaryReview = z.infer<typeof beneficiaryReviewSchema>;

export const beneficiaryReviewContract = endpoint({ method: "GET", path: "/api/estate/beneficiaries", response: beneficiaryReviewSchema });

export const saveBeneficiariesContract = endpoint({ method: "POST", path: "/api/estate/beneficiaries", body: saveBeneficiariesBodySchema, response: beneficiaryReviewSchema });
