import { z } from "zod";
import { CONTACT_TOPICS, contactRequestSchema } from "../contact";
import { pageQuerySchema } from "../pagination";
import { endpoint } from "./endpoint";
import { pageSchema } from "./page";

// Contact us and the advisor's desk (issue "Enne, the assistant" §3; docs/api.md "Contact us").

export const CONTACT_STATUSES = ["open", "answered"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactSendContract = endpoint({
  method: "POST",
  path: "/api/contact",
  body: contactRequestSchema,
  response: z.object({ reference: z.string() }),
});

export const contactMessageViewSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ContactMessageView = z.infer<typeof contactMessageViewSchema>;

export const contactListQuerySchema = pageQuerySchema.extend({
  status: z.enum([...CONTACT_STATUSES, "all"], { errorMap: () => ({ message: "status must be one of open, answered, all" }) }).default("open"),
});

/** The advisor's desk: messages by status, newest first. Anyone but an advisor gets 404. */
export const contactListContract = endpoint({
  method: "GET",
  path: "/api/contact/messages",
  query: contactListQuerySchema,
  response: pageSchema(contactMessageViewSchema),
});

export const contactIdSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Marks a message answered, or open again. */
export const contactStatusContract = endpoint({
  method: "POST",
  path: "/api/contact/messages/:id/status",
  params: contactIdSchema,
  body: z.object({ status: z.enum(CONTACT_STATUSES, { errorMap: () => ({ message: "status must be open or answered" }) }) }).strict(),
  response: contactMessageViewSchema,
});
