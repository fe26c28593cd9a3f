import { emailProblem } from "./email";
import { hasControlCharacters } from "./control-characters";
import { CONTACT_MESSAGES } from "./messages/contact";

// Contact us (issue "Enne, the assistant" §3): what a message to the team may hold, written once
// for the form (checked as it is typed), the web action and the API (core/contact.ts builds their
// schemas from these rules). No schema library here: the page that checks them is a public page
// whose first load has a budget.

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


export const normaliseContactName = (name: string) => name.trim();
export const normaliseContactMessage = (message: string) => message.replace(/\r\n?/g, "\n").trim();

/** What is wrong with a name (normalised), or null. */
export function contactNameProblem(name: string): string | null {
  if (name === "") return CONTACT_MESSAGES.nameRequired;
  if (name.length > CONTACT_NAME_MAX) return CONTACT_MESSAGES.nameTooLong;
  if (hasControlCharacters(name) || /[\r\n\t]/.test(name)) return CONTACT_MESSAGES.nameInvalid;
  return null;
}

export const isContactTopic = (topic: string): topic is ContactTopic => (CONTACT_TOPICS as readonly string[]).includes(topic);

/** What is wrong with a message (normalised), or null. */
export function contactMessageProblem(message: string): string | null {
  if (message.length < CONTACT_MESSAGE_MIN) return CONTACT_MESSAGES.messageTooShort;
  if (message.length > CONTACT_MESSAGE_MAX) return CONTACT_MESSAGES.messageTooLong;
  if (hasControlCharacters(message)) return CONTACT_MESSAGES.messageInvalid;
  return null;
}

export type ContactFields = { name: string; email: string; topic: string; message: string };

/** Each field's problem as the form holds it (not yet normalised); a field without one is absent. */
export function contactFieldProblems(fields: ContactFields): Partial<Record<keyof ContactFields, string>> {
  const problems: Partial<Record<keyof ContactFields, string>> = {};
  const name = contactNameProblem(normaliseContactName(fields.name));
  const email = emailProblem(fields.email.trim());
  const message = contactMessageProblem(normaliseContactMessage(fields.message));
  if (name) problems.name = name;
  if (email) problems.email = email;
  if (!isContactTopic(fields.topic)) problems.topic = CONTACT_MESSAGES.topicRequired;
  if (message) problems.message = message;
  return problems;
}
