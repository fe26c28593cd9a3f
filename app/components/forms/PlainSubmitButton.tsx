import type { CSSProperties, ReactNode } from "react";

/**
 * A form's submit button in plain elements with the look of the library's filled `Button` (decision
 * 045): sizes sm and md, and its loading state, a spinner over a hidden label, the button disabled
 * meanwhile so a second click posts nothing twice, as the library's does.
 */
export function PlainSubmitButton({
  loading = false,
  size = "sm",
  style,
  name,
  value,
  children,
}: {
  loading?: boolean;
  size?: "sm" | "md";
  style?: CSSProperties;
  /** What the button posts when it is the one pressed (a form with several actions: `intent`). */
  name?: string;
  value?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" name={name} value={value} className={`plain-button filled ${size} mantine-focus-auto mantine-active`} disabled={loading} data-loading={loading || undefined} style={style}>
      {loading ? <span className="plain-button-loader" aria-hidden="true" /> : null}
      <span className="plain-button-label">{children}</span>
    </button>
  );
}
