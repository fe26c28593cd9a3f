/**
 * Control characters a person's text never holds: the C0 controls and DEL, except tab, line feed
 * and carriage return. The database refuses NUL outright; the others are a sender's mistake.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const ALL_CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTERS.source, "g");

/** A schema field's issue for them, where the field has no message of its own. */
export const CONTROL_CHARACTERS_ISSUE = "must not contain control characters";

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);

/** `text` without them, for text read from a file rather than typed (a bank's export). */
export const withoutControlCharacters = (text: string): string => text.replace(ALL_CONTROL_CHARACTERS, "");
