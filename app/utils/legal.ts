import { LEGAL_CHECKLIST_KEYS, type LegalChecklistKey } from "#core/legal/checklists";

export { checklistHref } from "#core/legal/checklists";

export type ChecklistSave = { checklist: LegalChecklistKey; done: string[]; autosave: boolean };

/**
 * A checklist's form as the save it asks for: the checklist (one of ours, or nothing to save),
 * the items ticked (none for "Clear"), and whether the page saved a tick on its own. The item keys
 * go to the API as given, which refuses any that is not the checklist's.
 */
export function checklistSaveFrom(form: FormData): ChecklistSave | null {
  const checklist = form.get("checklist");
  if (typeof checklist !== "string" || !(LEGAL_CHECKLIST_KEYS as readonly string[]).includes(checklist)) return null;
  const done = form.get("intent") === "clear" ? [] : form.getAll("done").filter((v): v is string => typeof v === "string");
  return { checklist: checklist as LegalChecklistKey, done, autosave: form.get("autosave") === "1" };
}
