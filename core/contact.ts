import { z } from "zod";
import { emailSchema } from "./auth";
import { CONTACT_TOPICS, contactMessageProblem, contactNameProblem, normaliseContactMessage, normaliseContactName } from "./contact-fields";
import { CONTACT_MESSAGES } from "./messages/contact";

// Contact us (issue "Enne, the assistant" §3): the schemas of the web action and the API, built
// from the rules in core/contact-fields.ts (which the form checks as it is typed).

export {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactTopic,
} from "./contact-fields";

/** Messages a client address may send per hour, and messages per email address per hour. */
export const CONTACT_LIMIT_PER_ADDRESS = 5;
export const CONTACT_LIMIT_PER_EMAIL = 3;
export const CONTACT_LIMIT_WINDOW_SECONDS = 3600;

const text = z.string({ invalid_type_error: CONTACT_MESSAGES.notText }).default("");
/** A rule of core/contact-fields.ts as a refinement: its problem, if any, is the issue's message. */
const checkedBy = (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const found = problem(value);
  if (found) ctx.addIssue({ code: "custom", message: found });
};

export const contactNameSchema = text.transform(normaliseContactName).superRefine(checkedBy(contactNameProblem));

export const contactTopicSchema = z.enum(CONTACT_TOPICS, { errorMap: () => ({ message: CONTACT_MESSAGES.topicRequired }) });

export const contactMessageSchema = text.transform(normaliseContactMessage).superRefine(checkedBy(contactMessageProblem));

/**
 * What the form sends. `website` is a field people never see: a bot that fills it is ignored. The
 * page's form carries other fields too (the bot check's token), so only the API is strict.
 */
export const contactFormSchema = z.object({
  name: contactNameSchema,
  email: emailSchema,
  topic: contactTopicSchema,
  message: contactMessageSchema,
  website: z.string().max(500).optional(),
});
export const contactRequestSchema = contactFormSchema.strict();

export type ContactRequest = z.output<typeof contactRequestSchema>;

/** A reference the member can quote: EW-, the year, and the message's number. */
export const contactReference = (id: number, createdAt: Date) => `EW-${createdAt.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
