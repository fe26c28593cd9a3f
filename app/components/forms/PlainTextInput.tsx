import { useId, type HTMLAttributes } from "react";

type PlainTextInputProps = {
  name: string;
  label: string;
  defaultValue?: string;
  /** The field's message from the last post: the field is marked invalid and the message read with it. */
  error?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  /** A unit shown inside the field at its right ("pts"); the label says what the field is, so screen readers skip it. */
  unit?: string;
};

/**
 * A labelled one-line text field in plain elements with the component library's look (decision
 * 035): the library's `TextInput` is about ten components, and a form of ten of them was a seventh
 * of the portfolio page's CPU. For rows of like fields posted as a whole; a field checked as the
 * member types is a `Field`.
 */
export function PlainTextInput({ name, label, defaultValue, error, inputMode, autoComplete, unit }: PlainTextInputProps) {
  // Our own id: two forms on one page may share a field name.
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="plain-input">
      <label htmlFor={id}>{label}</label>
      <div className="plain-input-box" data-error={error ? true : undefined} data-with-unit={unit ? true : undefined}>
        <input id={id} name={name} defaultValue={defaultValue} inputMode={inputMode} autoComplete={autoComplete} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} />
        {unit ? (
          <span className="plain-input-unit" aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </div>
      {error ? (
        <p className="plain-input-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
