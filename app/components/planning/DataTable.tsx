import type { ReactNode } from "react";

/**
 * A results table of the calculator pages (`.data-table` in global.css). A table wider than the
 * screen scrolls inside its box, which takes the keyboard's focus to scroll and is named for screen
 * readers; the caption says what each row holds, for screen readers only, since the section's
 * heading already names the table on screen.
 */
export function DataTable({ label, caption, testId, figures = false, children }: {
  /** What the table shows, for the scrolling box. */
  label: string;
  /** What each row holds. */
  caption: ReactNode;
  testId?: string;
  /** A table of many figures: tighter columns (`.figures-table`). */
  figures?: boolean;
  /** The head and body. */
  children: ReactNode;
}) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={figures ? "data-table figures-table" : "data-table"} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
