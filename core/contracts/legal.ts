import { z } from "zod";
import { LEGAL_CHECKLIST_KEYS } from "../legal/checklists";
import { LEGAL_MESSAGES } from "../messages/legal";
import { endpoint } from "./endpoint";

// The legal service's checklists (Bronze and up) and Diamond's trust and business formation
// checklists: each checklist with the member's ticks, and a save, for either set, that replaces one
// checklist's ticks with the set given. Saving the same set twice is the
// same save, so the call needs no idempotency key (it moves no money).

/** An item key as the checklists write them: "earnest-money". */
const itemKey = z.string().max(40).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be an item key such as earnest-money");

export const checklistParams = z.object({ checklist: z.string().max(60) }).strict();

/** The items ticked; at most as many as the longest checklist could hold, and each once. */
export const saveChecklistBodySchema = z
  .object({ done: z.array(itemKey).max(50, "must name at most 50 items") })
  .strict()
  .refine((b) => new Set(b.done).size === b.done.length, { message: "must name each item once", path: ["done"] });

export const checklistSchema = z.object({
  key: z.enum(LEGAL_CHECKLIST_KEYS),
  title: z.string(),
  summary: z.string(),
  attorney: z.string(),
  /** The attorney the matter calls for, as a sentence names them ("a business attorney"). */
  attorneyKind: z.string(),
  items: z.array(z.object({ key: z.string(), text: z.string(), detail: z.string(), done: z.boolean() })),
  done: z.number().int(),
  total: z.number().int(),
  /** Rounded down: 100 only when every item is ticked. */
  percent: z.number().int(),
  /** When the member last saved it (ISO 8601); null before the first save. */
  updatedAt: z.string().nullable(),
});
export type ChecklistView = z.infer<typeof checklistSchema>;

export const listChecklistsContract = endpoint({
  method: "GET",
  path: "/api/legal/checklists",
  response: z.object({ checklists: z.array(checklistSchema), disclaimer: z.literal(LEGAL_MESSAGES.disclaimer) }),
});

/** Diamond's trust and business formation checklists, in the same shape (behind "trusts"). */
export const listFormationChecklistsContract = endpoint({
  method: "GET",
  path: "/api/legal/formation",
  response: listChecklistsContract.response,
});

export const saveChecklistContract = endpoint({
  method: "POST",
  path: "/api/legal/checklists/:checklist",
  params: checklistParams,
  body: saveChecklistBodySchema,
  response: checklistSchema,
});
