import { aiQueryRequestSchema } from "#core/contracts/assistant";

/** The ask form's fields as the query's body: the conversation only when one is named. */
export function askInputOf(form: Record<string, string>): { question: string; conversationId?: number } {
  const conversation = form.conversationId?.trim();
  return {
    question: form.question ?? "",
    ...(conversation ? { conversationId: /^\d{1,10}$/.test(conversation) ? Number(conversation) : (conversation as unknown as number) } : {}),
  };
}

/** A positive id from a query string or form field, or null. */
export function idOf(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** A question handed to Enne's page in its address (`?ask=`): the text when Enne would take it as a question, else null. */
export function draftQuestionOf(value: string | null): string | null {
  if (value === null) return null;
  const parsed = aiQueryRequestSchema.shape.question.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A block of an answer as the page shows it: a paragraph, or numbered paragraphs as one list. */
export type AnswerBlock = { kind: "paragraph"; text: string } | { kind: "list"; start: number; items: string[] };

const NUMBERED = /^(\d{1,3})\. (.+)$/s;

/**
 * An answer's text (paragraphs separated by blank lines) as blocks: paragraphs that run "1. …",
 * "2. …" become one ordered list, so a screen reader announces the questions as a list of so many.
 */
export function answerBlocks(text: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  for (const paragraph of text.split(/\n\n+/)) {
    const numbered = NUMBERED.exec(paragraph);
    const last = blocks.at(-1);
    if (numbered) {
      const n = Number(numbered[1]);
      if (last?.kind === "list" && n === last.start + last.items.length) last.items.push(numbered[2]!);
      else blocks.push({ kind: "list", start: n, items: [numbered[2]!] });
    } else blocks.push({ kind: "paragraph", text: paragraph });
  }
  return blocks;
}
