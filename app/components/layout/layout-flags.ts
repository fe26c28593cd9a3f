import { useMatches } from "@remix-run/react";

// ARCHITECTURE §5: each route exports handle.layout; the deepest match decides.
export type LayoutFlags = { showHeader: boolean; showFooter: boolean; showBg: boolean };
export type RouteHandle = { layout?: LayoutFlags };

export const layoutFlags = (showHeader: boolean, showFooter: boolean, showBg: boolean): LayoutFlags => ({
  showHeader,
  showFooter,
  showBg,
});

/** spec §2 unmatched paths: header on, footer off, background on. */
export const NOT_FOUND_LAYOUT = layoutFlags(true, false, true);
const DEFAULT_LAYOUT = layoutFlags(true, false, false);

export function useLayoutFlags(): LayoutFlags {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i]?.handle as RouteHandle | undefined)?.layout;
    if (layout) return layout;
  }
  return DEFAULT_LAYOUT;
}

export const onOff = (value: boolean) => (value ? "on" : "off");
