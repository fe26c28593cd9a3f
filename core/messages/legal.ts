// Every member-facing string of the legal service's checklists (its Bronze "Checklists and Enne
// explanations"); the checklists' own text is in core/legal/checklists.ts.

export const LEGAL_MESSAGES = {
  saved: (title: string, done: number, total: number) => `${title}: ${done} of ${total} done. Your progress is saved.`,
  cleared: (title: string) => `${title}: every tick was cleared.`,
  checklistNotFound: "That checklist was not found.",
  unknownItem: (keys: readonly string[]) => `not an item of this checklist: ${keys.join(", ")}`,
  progress: (done: number, total: number) => `${done} of ${total} done`,
  disclaimer: "These checklists are general information to help you prepare, not legal advice. Laws differ by state; an attorney can tell you what applies to you.",
} as const;
