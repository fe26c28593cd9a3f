import type { ReactNode } from "react";
import { MantineContext } from "#mantine/core/MantineProvider/Mantine.context.mjs";
import { MantineThemeContext } from "#mantine/core/MantineProvider/MantineThemeProvider/MantineThemeProvider.mjs";
import { mergedTheme } from "~/theme";

/**
 * The two contexts Mantine's components read, given constant values (docs/decisions/044).
 *
 * MantineProvider does more than this on every render, none of which the site uses: it merges the
 * theme into Mantine's defaults again (a deep merge per page on the server), keeps a colour scheme
 * in state with a localStorage manager and listeners for a scheme the site never changes (it is
 * always light), and sets the reduced-motion attribute on <html> in an effect. Here the theme is
 * merged once, the scheme is the constant "light", and <html> carries both attributes from the
 * server (`THEME_HTML_ATTRIBUTES`). The theme's CSS variables were already a stylesheet
 * (app/theme-css.ts).
 */

const noop = () => undefined;

/** What MantineProvider would put in its context with the site's settings (light, prefix "mantine", static classes). */
const mantineSettings = {
  colorScheme: "light" as const,
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: () => document.documentElement,
  classNamesPrefix: "mantine",
  cssVariablesSelector: ":root",
  withStaticClasses: true,
};

/**
 * On <html>: the colour scheme Mantine's stylesheets select on, and, since the theme respects
 * reduced motion, the attribute under which their transitions stop for people who ask for less motion.
 */
export const THEME_HTML_ATTRIBUTES = {
  "data-mantine-color-scheme": "light",
  ...(mergedTheme.respectReducedMotion ? { "data-respect-reduced-motion": "true" } : {}),
} as const;

export function ThemeContext({ children }: { children: ReactNode }) {
  return (
    <MantineContext.Provider value={mantineSettings}>
      <MantineThemeContext.Provider value={mergedTheme}>{children}</MantineThemeContext.Provider>
    </MantineContext.Provider>
  );
}
