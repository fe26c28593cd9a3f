import type { CSSProperties, ReactNode } from "react";

/** A badge's two colours: its background and its text, as CSS values. */
export type BadgeShades = { background: string; color: string };

/** The library's light badge in one of its colours ("teal", "red" …). */
export const lightShades = (color: string): BadgeShades => ({ background: `var(--mantine-color-${color}-light)`, color: `var(--mantine-color-${color}-light-color)` });

/**
 * A status as a small coloured label (`.status-badge`: the look of the library's light badge in one
 * plain element, decision 034). The data attributes name the status for tests and styles.
 */
export function StatusBadge({ shades, children, ...data }: { shades: BadgeShades; children: ReactNode } & Record<`data-${string}`, string>) {
  const style = { "--badge-bg": shades.background, "--badge-color": shades.color } as CSSProperties;
  return (
    <span className="status-badge" style={style} {...data}>
      {children}
    </span>
  );
}
