import { eq, sql } from "drizzle-orm";
import type { ChecklistView } from "../../../core/contracts/legal";
import { checklistOf, checklistProgress, checklistsOf, tickedItems, unknownItems, type Checklist, type ChecklistSet, type LegalChecklistKey } from "../../../core/legal/checklists";
import { LEGAL_MESSAGES } from "../../../core/messages/legal";
import type { Database } from "../../db/connection";
import type { Refusal } from "../../platform/http";
import { legalChecklists } from "../../db/schema";

// The legal service's checklists: the text is core's, the ticks are the member's, one row per
// checklist saved. Every query is scoped to the member.

type Db = Database;

function view(checklist: Checklist, stored: { done: readonly string[]; updatedAt: Date } | undefined): ChecklistView {
  const done = new Set(tickedItems(checklist, stored?.done ?? []));
  return {
    key: checklist.key as LegalChecklistKey,
    title: checklist.title,
    summary: checklist.summary,
    attorney: checklist.attorney,
    attorneyKind: checklist.attorneyKind,
    items: checklist.items.map((i) => ({ key: i.key, text: i.text, detail: i.detail, done: done.has(i.key) })),
    ...checklistProgress(checklist, stored?.done ?? []),
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
  };
}

/** Every checklist of a set, in the product's order, with the member's ticks. */
export async function listChecklists(db: Db, userId: number, set: ChecklistSet): Promise<ChecklistView[]> {
  const rows = await db.select({ checklist: legalChecklists.checklist, done: legalChecklists.done, updatedAt: legalChecklists.updatedAt }).from(legalChecklists).where(eq(legalChecklists.userId, userId));
  const byKey = new Map(rows.map((r) => [r.checklist, r]));
  return checklistsOf(set).map((c) => view(c, byKey.get(c.key)));
}

/**
 * Replaces the member's ticks on one checklist with `done`. A key that is no item of it refuses
 * the whole save (422, nothing written); saving the same set again writes the same row.
 */
export async function saveChecklist(db: Db, userId: number, key: string, done: readonly string[]): Promise<{ ok: true; value: ChecklistView } | Refusal> {
  const checklist = checklistOf(key);
  if (!checklist) return { ok: false, status: 404, message: LEGAL_MESSAGES.checklistNotFound };
  const unknown = unknownItems(checklist, done);
  if (unknown.length > 0) return { ok: false, status: 422, field: "done", message: LEGAL_MESSAGES.unknownItem(unknown) };
  const ticked = tickedItems(checklist, done);
  const [row] = await db
    .insert(legalChecklists)
    .values({ userId, checklist: checklist.key, done: ticked })
    .onConflictDoUpdate({ target: [legalChecklists.userId, legalChecklists.checklist], set: { done: ticked, updatedAt: sql`now()` } })
    .returning({ done: legalChecklists.done, updatedAt: legalChecklists.updatedAt });
  return { ok: true, value: view(checklist, row) };
}

