import type { HTMLAttributes } from "react";
import { PlainInputFrame, usePlainFieldIds, type PlainFieldText } from "./PlainInputFrame";

type PlainTextInputProps = PlainFieldText & {
  name: string;
  defaultValue?: string;
  type?: "text" | "email";
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  /** A unit shown inside the field at its right ("pts"); the label says what the field is, so screen readers skip it. */
  unit?: string;
};

/**
 * A labelled one-line text field in plain elements with the component library's look (decision
 * 035): the library's `TextInput` is about ten components, and a form of ten of them was a seventh
 * of the portfolio page's CPU. Uncontrolled: what the visitor types stays theirs, its default from
 * the page. For forms posted as a whole or checked by the form itself (the contact form); a field
 * checked by a form library's schema as the member types is a `Field`.
 */
export function PlainTextInput({ name, defaultValue, type, maxLength, inputMode, autoComplete, unit, ...text }: PlainTextInputProps) {
  const ids = usePlainFieldIds(text);
  return (
    <PlainInputFrame ids={ids} boxSection={unit} {...text}>
      <input
        {...ids.control}
        name={name}
        type={type}
        defaultValue={defaultValue}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
      />
    </PlainInputFrame>
  );
}
