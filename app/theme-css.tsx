// Each helper from its own file, as the components are (docs/decisions/022): the package's index would bring all of Mantine into the root's chunk.
import { convertCssVariables } from "#mantine/core/MantineProvider/convert-css-variables/convert-css-variables.mjs";
import { defaultCssVariablesResolver } from "#mantine/core/MantineProvider/MantineCssVariables/default-css-variables-resolver.mjs";
import { DEFAULT_THEME } from "#mantine/core/MantineProvider/default-theme.mjs";
import { mergeMantineTheme } from "#mantine/core/MantineProvider/merge-mantine-theme/merge-mantine-theme.mjs";
import { theme } from "~/theme";

/**
 * The theme's CSS variables (colours, fonts, radius), as MantineProvider would write them on
 * every render: only the values that differ from Mantine's defaults (which its stylesheet already
 * has) on :root. Computed once when the module loads; the provider is told not to write its own
 * (withCssVariables={false}), so no request computes them again.
 */
function themeCss(): string {
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (mine: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(Object.entries(mine).filter(([key, value]) => base[key] !== value));
  return convertCssVariables({
    variables: changed(ours.variables, defaults.variables),
    light: changed(ours.light, defaults.light),
    dark: changed(ours.dark, defaults.dark),
  });
}

export const THEME_CSS = themeCss();

/** MantineProvider's own <style> for the theme, written from the string computed once. */
export function ThemeCssVariables() {
  return <style data-mantine-styles dangerouslySetInnerHTML={{ __html: THEME_CSS }} />;
}
