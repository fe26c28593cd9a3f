import { z } from "zod";
import { CONTROL_CHARACTERS_ISSUE, hasControlCharacters } from "../control-characters";

/**
 * A short text a member types (a name, a description): at most `max` characters, spaces trimmed and
 * runs of them made one, and something left once they are.
 */
export const requiredText = (max: number) =>
  z
    .string({ invalid_type_error: "must be text", required_error: "is required" })
    .max(max, `must be at most ${max} characters`)
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .refine((v) => v !== "", "is required")
    // Tabs and line breaks became spaces above; any other control character (NUL above all, which
    // the database refuses) is the sender's mistake.
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_ISSUE);
