import { z } from "zod";
import { emailSchema } from "./auth";
import { CONTACT_MESSAGES } from "./messages/contact";

// Contact us (issue "Enne, the assistant" §3): what a message to the team may hold, written once
// for the form, the API and the tests.

export const CONTACT_TOPICS = ["account", "investments", "tax", "planning", "technical", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  account: "My account or membership",
  investments: "Investing and my investor account",
  tax: "Tax",
  planning: "Planning, budgets and calculators",
  technical: "Something does not work",
  other: "Something else",
};

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Messages a client address may send per hour, and messages per email address per hour. */
export const CONTACT_LIMIT_PER_ADDRESS = 5;
export const CONTACT_LIMIT_PER_EMAIL = 3;
export const CONTACT_LIMIT_WINDOW_SECONDS = 3600;

// Control characters have no place in a name or a message (tabs and line breaks do, in a message).
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const text = z.string({ invalid_type_error: CONTACT_MESSAGES.notText }).default("");

export const contactNameSchema = text
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (v === "") ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.nameRequired });
    else if (v.length > CONTACT_NAME_MAX) ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.nameTooLong });
    else if (CONTROL.test(v) || /[\r\n\t]/.test(v)) ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.nameInvalid });
  });

export const contactTopicSchema = z.enum(CONTACT_TOPICS, { errorMap: () => ({ message: CONTACT_MESSAGES.topicRequired }) });

export const contactMessageSchema = text
  .transform((v) => v.replace(/\r\n?/g, "\n").trim())
  .superRefine((v, ctx) => {
    if (v.length < CONTACT_MESSAGE_MIN) ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.messageTooShort });
    else if (v.length > CONTACT_MESSAGE_MAX) ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.messageTooLong });
    else if (CONTROL.test(v)) ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.messageInvalid });
  });

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
