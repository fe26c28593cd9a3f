import type { ReactNode } from "react";

/**
 * A titled part of a calculator's results (a table, a list, the findings): a section named by its
 * own heading, so a screen reader lists it among the page's regions by that name. `name` makes the
 * heading's id (`<name>-title`) once, for the heading and the label both; `anchor` is the section's
 * own id where a link points at it.
 */
export function ScheduleSection({ name, title, anchor, children }: { name: string; title: ReactNode; anchor?: string; children: ReactNode }) {
  return (
    <section id={anchor} aria-labelledby={`${name}-title`} className="calculator-schedule">
      <h3 id={`${name}-title`}>{title}</h3>
      {children}
    </section>
  );
}
