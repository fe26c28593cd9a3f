import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/theme";
import { THEME_CSS, ThemeCssVariables } from "./theme-css";

const style = (html: string) => /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1];

describe("the theme's CSS variables, computed once", () => {
  it("are what MantineProvider writes itself", () => {
    const own = renderToString(createElement(MantineProvider, { theme, defaultColorScheme: "light" }, createElement("i")));
    const ours = renderToString(
      createElement(MantineProvider, { theme, defaultColorScheme: "light", withCssVariables: false }, createElement(ThemeCssVariables), createElement("i")),
    );
    expect(style(own)).toBeTruthy();
    expect(style(ours)).toBe(style(own));
    expect(THEME_CSS).toContain("--mantine-primary-color-filled: var(--mantine-color-navy-filled)");
  });
});
