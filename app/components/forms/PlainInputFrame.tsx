import { useId, type CSSProperties, type ReactNode } from "react";

/** What every plain field has around its control: a label, an optional description, the last message. */
export type PlainFieldText = {
  label: string;
  /** Help under the label ("At least 10 characters"), read with the control. */
  description?: string;
  /** The field's message (from the last post, or from a check as the visitor types): the control is marked invalid and the message read with it. */
  error?: string;
  /** Marks the label with an asterisk that screen readers skip (the control says `required` itself). */
  required?: boolean;
  /** Space above the field, as the library's `mt` prop gave it ("md": the theme's spacing). */
  mt?: "xs" | "sm" | "md" | "lg" | "xl";
};

/**
 * The ids a plain field's control needs: its own (the label's `for`), and the ones it is described by.
 * Our own id from React's `useId`: two forms on one page may share a field name. `control` is what
 * every plain control carries, spread on the `<input>`, `<textarea>` or `<select>` so the label, the
 * required mark and the message are tied to it the same way in each.
 */
export function usePlainFieldIds({ description, error, required }: Pick<PlainFieldText, "description" | "error" | "required">) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  // The message first: it is what the visitor has to act on.
  const describedBy = [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(" ") || undefined;
  const control = { id, required, "aria-invalid": Boolean(error), "aria-describedby": describedBy };
  return { id, errorId, descriptionId, describedBy, control };
}

/**
 * A field in plain elements with the component library's look (decisions 035 and 045): the label
 * tied to the control, the description under it, the control's box, and the message under the box.
 * The control itself is the caller's (`PlainTextInput`, `PlainTextarea`, `PlainSelect`), in a
 * `.plain-input-box` that carries the error state and any section drawn at its right.
 */
export function PlainInputFrame({
  ids,
  label,
  description,
  error,
  required,
  mt,
  boxSection,
  children,
}: PlainFieldText & { ids: ReturnType<typeof usePlainFieldIds>; boxSection?: ReactNode; children: ReactNode }) {
  const style: CSSProperties | undefined = mt ? { marginTop: `var(--mantine-spacing-${mt})` } : undefined;
  return (
    <div className="plain-input" style={style}>
      <label htmlFor={ids.id}>
        {label}
        {required ? (
          <span className="plain-input-required" aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      {description ? (
        <p className="plain-input-description" id={ids.descriptionId}>
          {description}
        </p>
      ) : null}
      <div className="plain-input-box" data-error={error ? true : undefined} data-with-section={boxSection ? true : undefined}>
        {children}
        {boxSection ? (
          <span className="plain-input-unit" aria-hidden="true">
            {boxSection}
          </span>
        ) : null}
      </div>
      {error ? (
        <p className="plain-input-error" id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
