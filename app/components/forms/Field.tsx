import { PasswordInput } from "#mantine/components/PasswordInput/PasswordInput.mjs";
import { TextInput } from "#mantine/components/TextInput/TextInput.mjs";
import type { FocusEvent, HTMLAttributes } from "react";
import { useField } from "remix-validated-form";
import { useServerErrorsUntilEdited } from "./use-server-errors-until-edited";

type FieldProps = {
  name: string;
  label: string;
  description?: string;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  type?: string;
  mb?: string;
  "data-autofocus"?: boolean;
  /** The server's message for this field from the last post, shown until the field is edited. */
  serverError?: string;
  /** A message from a live check (e.g. availability on blur), shown while it stands. */
  liveError?: string;
  secret?: boolean;
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
};

/**
 * A form field validated by the form's zod schema once touched (requirements §5), that also shows the
 * server's message from the last post until the member edits it.
 */
export function Field({ name, serverError, liveError, secret = false, onValueChange, onBlur, ...props }: FieldProps) {
  const { error, getInputProps } = useField(name);
  const { serverErrorOf, markEdited } = useServerErrorsUntilEdited({ [name]: serverError });
  // No id of ours: two forms on one page may share a field name; Mantine makes unique ids.
  type InputAttributes = Omit<FieldProps, "serverError" | "liveError" | "secret" | "onValueChange">;
  const inputProps = getInputProps<InputAttributes>({
    ...props,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      markEdited(name);
      onValueChange?.(event.currentTarget.value);
    },
    onBlur,
  });
  const rendered = { ...inputProps, error: error ?? liveError ?? serverErrorOf(name) };
  return secret ? <PasswordInput {...rendered} /> : <TextInput {...rendered} />;
}
