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
