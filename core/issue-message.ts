import type { z } from "zod";

// The words of one refused field, from zod's issue, for the API's answers and the web app's forms.

/**
 * zod's own message for a value outside a list repeats the value ("… received '…'"), which may be
 * any size and would be sent back whole, and into the session cookie of a refused form: name the
 * choices instead. Messages the schemas set themselves are kept.
 */
export function issueMessage(issue: z.ZodIssue): string {
  if (issue.code === "invalid_enum_value" && issue.message.startsWith("Invalid enum value")) return `must be one of ${issue.options.join(", ")}`;
  return issue.message;
}
