import type { ReactNode } from "react";
import { Stack } from "#mantine/components/Stack/Stack.mjs";

/** Whether any of `keys` has a value or a refusal: a folded group of rows opens then. */
export function anyInUse(keys: readonly string[], values: Partial<Record<string, string>>, errors: Partial<Record<string, string>>) {
  return keys.some((key) => values[key] !== undefined || errors[key] !== undefined);
}

/** A form's last rows (loans, policies), folded away until one of them is used; a native details, so it works without JavaScript. */
export function FoldedRows({ summary, open, children }: { summary: string; open: boolean; children: ReactNode }) {
  return (
    <details className="form-more" open={open}>
      <summary>{summary}</summary>
      <Stack gap="md">{children}</Stack>
    </details>
  );
}
