import { useState } from "react";

/**
 * The server's message for a field, from the last post, stands until the member edits that field
 * (requirements §5: what the member is correcting is no longer called wrong). One rule for the forms
 * of remix-validated-form (Field) and for the Contact us form, which carries no form library.
 */
export function useServerErrorsUntilEdited<Name extends string>(serverErrors: Partial<Record<Name, string>> | undefined) {
  const [edited, setEdited] = useState<ReadonlySet<Name>>(() => new Set());
  return {
    serverErrorOf: (name: Name): string | undefined => (edited.has(name) ? undefined : serverErrors?.[name]),
    markEdited: (name: Name) => setEdited((before) => (before.has(name) ? before : new Set(before).add(name))),
  };
}
