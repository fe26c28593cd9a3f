import { readFileSync } from "node:fs";
import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/theme";
import { THEME_CSS_FILE, THEME_CSS_HEADER, themeClassesCss, themeCss, themeCssFile } from "./theme-css";

const style = (html: string, kind = "true") => new RegExp(`<style data-mantine-styles="${kind}">([^<]*)</style>`).exec(html)?.[1];
/** Each rule's selector with its declarations, whatever the spacing. */
const rules = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
    selector: selector!.trim(),
    declarations: body!.split(";").map((d) => d.trim().replace(/:\s+/, ": ")).filter(Boolean),
  }));

describe("the theme's CSS variables, kept in a stylesheet", () => {
  it("are what MantineProvider writes itself on every page", () => {
    const own = style(renderToString(createElement(MantineProvider, { theme, defaultColorScheme: "light" }, createElement("i"))));
    expect(own).toBeTruthy();
    expect(themeCss()).toBe(own);
    expect(themeCss()).toContain("--mantine-primary-color-filled: var(--mantine-color-navy-filled)");
    // And the classes of its other <style>, for the breakpoints (hiddenFrom, visibleFrom).
    const classes = style(renderToString(createElement(MantineProvider, { theme, defaultColorScheme: "light" }, createElement("i"))), "classes");
    expect(classes).toContain(".mantine-hidden-from-sm {display: none !important;}");
    expect(themeClassesCss()).toBe(classes);
    // The root's ThemeContext writes neither (app/components/layout/theme-context.test.ts).
  });

  it(`are written in ${THEME_CSS_FILE} as they are now (else run npm run theme-css)`, () => {
    const kept = readFileSync(THEME_CSS_FILE, "utf8");
    expect(kept.startsWith(THEME_CSS_HEADER)).toBe(true);
    // The file's rules are the provider's, declaration for declaration, only laid out one a line.
    const variables = kept.slice(0, kept.indexOf("@media"));
    expect(rules(variables)).toEqual(rules(themeCss()));
    expect(kept.replace(/\n/g, "")).toContain(themeClassesCss());
    expect(rules(variables).map((r) => r.selector)).toEqual([":root, :host", ':root[data-mantine-color-scheme="dark"], :host([data-mantine-color-scheme="dark"])', ':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"])']);
    expect(kept).toBe(themeCssFile());
  });
});
