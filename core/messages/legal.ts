// Every member-facing string of the legal service's checklists (its Bronze "Checklists and Enne
// explanations"); the checklists' own text is in core/legal/checklists.ts.

export const LEGAL_MESSAGES = {
  saved: (title: string, done: number, total: number) => `${title}: ${done} of ${total} done. Your progress is saved.`,
  cleared: (title: string) => `${title}: every tick was cleared.`,
  checklistNotFound: "That checklist was not found.",
  unknownItem: (keys: readonly string[]) => `not an item of this checklist: ${keys.join(", ")}`,
  progress: (done: number, total: number) => `${done} of ${total} done`,
  /**
   * The question a step's "Ask Enne" link puts in Enne's box, in the member's words: "When buying
   * a home, why should I review the title commitment …?". Enne finds the step's explanation in the
   * checklist itself (a source of its retrieval) and the learning center.
   */
  askEnne: (checklistTitle: string, itemText: string) => `When ${lowerFirst(checklistTitle)}, why should I ${inFirstPerson(lowerFirst(itemText))}?`,
  /** The link's accessible name: its visible words first (WCAG 2.5.3), then the step. */
  askEnneLabel: (itemText: string) => `Ask Enne about: ${itemText}`,
  /** The question a checklist's "questions for the attorney" link puts in Enne's box; Enne answers with the checklist's attorney questions (core/assistant/prepare.ts). */
  /** With the matter for a formation checklist, whose attorney is the same as a Bronze checklist's. */
  askAttorneyQuestions: (attorneyKind: string, matterTitle?: string) => `What should I ask ${attorneyKind}${matterTitle ? ` about ${lowerFirst(matterTitle)}` : ""}?`,
  askAttorneyQuestionsLink: "Ask Enne what to ask the attorney",
  disclaimer: "These checklists are general information to help you prepare, not legal advice. Laws differ by state; an attorney can tell you what applies to you.",
} as const;

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A step says "you" to the member; their question says "I": "a number you already know" → "a number I already know". */
function inFirstPerson(text: string): string {
  return text.replace(/\byour\b/g, "my").replace(/\byou\b/g, "I");
}

/** Each checklist page's opening: its title and what its checklists are for. */
export const CHECKLIST_PAGE_WORDS = {
  general: {
    title: "Legal checklists",
    intro: "Prepare for a common legal matter: tick each step as you go, and your progress is kept for your next visit. Bring the list to your attorney to make a paid hour count.",
  },
  formation: {
    title: "Trust and business formation",
    intro: "How a trust is built and what a trustee owes, and the steps of forming an LLC or a corporation. Tick each step as you go, and your progress is kept: you arrive at the attorney's office with the decisions made. EnPlus World can connect you with a vetted attorney.",
  },
} as const;
