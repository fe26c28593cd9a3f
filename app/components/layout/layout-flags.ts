import { useMatches } from "@remix-run/react";

// docs/architecture.md §5: each route exports handle.layout; the deepest match decides.
export type LayoutFlags = { showHeader: boolean; showFooter: boolean; showBg: boolean };
export type RouteHandle = { layout?: LayoutFlags };

/** A page's layout, each part named: `layoutFlags({ header: true, footer: false, bg: true })`. */
export const layoutFlags = ({ header, footer, bg }: { header: boolean; footer: boolean; bg: boolean }): LayoutFlags => ({
  showHeader: header,
  showFooter: footer,
  showBg: bg,
});

/** requirements §2 unmatched paths: header on, footer off, background on. */
export const NOT_FOUND_LAYOUT = layoutFlags({ header: true, footer: false, bg: true });
const DEFAULT_LAYOUT = layoutFlags({ header: true, footer: false, bg: false });

export function useLayoutFlags(): LayoutFlags {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i]?.handle as RouteHandle | undefined)?.layout;
    if (layout) return layout;
  }
  return DEFAULT_LAYOUT;
}

export const onOff = (value: boolean) => (value ? "on" : "off");
