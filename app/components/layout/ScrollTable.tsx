import type { ReactNode, TableHTMLAttributes } from "react";

/**
 * A table of figures in the member area, in plain elements with our own classes (`.member-table`
 * in global.css): the look of the component library's table, whose every row and cell is a
 * component of its own and cost about 8 µs to render against under 1 µs for a plain cell, on pages
 * of a hundred cells or more (decision 034). Cells are plain `<th>` and `<td>`; `className="num"`
 * aligns a figure right.
 *
 * A table wider than the screen scrolls inside its box, which takes the keyboard's focus to scroll
 * and is named after the table for screen readers.
 */
export function ScrollTable({
  label,
  minWidth,
  striped = false,
  roomy = false,
  children,
  ...table
}: {
  /** What the table shows, for the scrolling box (the table keeps its own caption). */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Every other row shaded, for long lists read across. */
  striped?: boolean;
  /** More space above and below each row. */
  roomy?: boolean;
  children: ReactNode;
} & TableHTMLAttributes<HTMLTableElement> & { "data-testid"?: string }) {
  const classes = ["member-table", striped ? "striped" : "", roomy ? "roomy" : ""].filter(Boolean).join(" ");
  return (
    <div className="member-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={classes} style={{ minWidth }} {...table}>
        {children}
      </table>
    </div>
  );
}
