// Run by scripts/theme-css.ts and the unit test only; the app imports the stylesheet it writes.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MantineProvider } from "#mantine/core/MantineProvider/MantineProvider.mjs";
import { convertCssVariables } from "#mantine/core/MantineProvider/convert-css-variables/convert-css-variables.mjs";
import { defaultCssVariablesResolver } from "#mantine/core/MantineProvider/MantineCssVariables/default-css-variables-resolver.mjs";
import { DEFAULT_THEME } from "#mantine/core/MantineProvider/default-theme.mjs";
import { mergedTheme, theme } from "~/theme";

/** Where the theme's variables are kept: a stylesheet of the CSS bundle, imported by the root. */
export const THEME_CSS_FILE = "app/styles/theme-variables.css";

/** The first lines of that file, saying where it comes from. */
export const THEME_CSS_HEADER =
  "/* The theme's CSS variables (app/theme.ts) and breakpoint classes, as MantineProvider would write them on every page.\n" +
  "   Written by `npm run theme-css`; app/theme-css.test.ts fails while this file differs from the theme. */\n";

/**
 * The theme's CSS variables (colours, fonts, radius), as MantineProvider would write them in a
 * <style> on every render: only the values that differ from Mantine's defaults (which its
 * stylesheet already has). They change only with app/theme.ts, so they are kept in a stylesheet
 * of the bundle (cached by the browser, not sent and compressed again with each page); the root's
 * ThemeContext, which stands for the provider, writes none (docs/decisions/044).
 */
export function themeCss(): string {
  const ours = defaultCssVariablesResolver(mergedTheme);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (mine: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(Object.entries(mine).filter(([key, value]) => base[key] !== value));
  return convertCssVariables({
    variables: changed(ours.variables, defaults.variables),
    light: changed(ours.light, defaults.light),
    dark: changed(ours.dark, defaults.dark),
  });
}

/**
 * The provider's other <style>: classes hiding an element below or above each breakpoint (the
 * hiddenFrom and visibleFrom props), which the provider writes on every render. Taken from the
 * provider itself, so they follow its breakpoints.
 */
export function themeClassesCss(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, withCssVariables: false }, null));
  const classes = /<style data-mantine-styles="classes">([^<]*)<\/style>/.exec(html)?.[1];
  if (!classes) throw new Error("MantineProvider wrote no classes");
  return classes;
}

/**
 * The file's whole text for the current theme: the variables one declaration a line, so a change of
 * theme reads as a diff, then the breakpoint classes one media query a line.
 */
export function themeCssFile(): string {
  const rules = [...themeCss().matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => {
    const declarations = body!.split(";").map((d) => d.trim()).filter(Boolean);
    return `${selector!.trim()} {\n${declarations.map((d) => `  ${d};\n`).join("")}}\n`;
  });
  const queries = themeClassesCss().replace(/\}\}@media/g, "}}\n@media");
  return `${THEME_CSS_HEADER}${rules.join("\n")}\n${queries}\n`;
}
