import { Alert, Badge, Button, Card, Checkbox, Loader, MantineProvider, NativeSelect, Table, Text, TextInput, Title } from "@mantine/core";
import { createElement, type ComponentType, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/theme";
import { THEME_HTML_ATTRIBUTES, ThemeContext } from "./ThemeContext";

/** Mantine's ids (useId) depend on where a component sits in the tree, which the two providers do not share. */
const withoutIds = (html: string) => html.replace(/"mantine-R[0-9a-z]*(-[a-z]+)?"/g, '"ID$1"');

/** An element of a Mantine component; their polymorphic prop types do not fit createElement's overloads. */
const el = (type: unknown, props: Record<string, unknown> | null, ...children: ReactNode[]): ReactElement =>
  createElement(type as ComponentType<Record<string, unknown>>, props, ...children);

const components: ReactElement[] = [
  el(Button, { variant: "filled" }, "Save"),
  el(Button, { variant: "light", color: "gold", size: "xs", loading: true }, "Saving"),
  el(Text, { c: "dimmed", size: "sm" }, "Dimmed"),
  el(Title, { order: 2 }, "Title"),
  el(TextInput, { label: "Email", error: "Please enter your email.", required: true }),
  el(NativeSelect, { label: "Year", data: ["2025", "2026"] }),
  el(Checkbox, { label: "I agree" }),
  el(Card, { withBorder: true, padding: "lg", radius: "md" }, "Card"),
  el(Alert, { color: "red", title: "Failed" }, "Try again"),
  el(Badge, { color: "navy" }, "Gold"),
  el(Loader, { size: "sm" }),
  el(Table, { striped: true }, createElement("tbody", null, createElement("tr", null, createElement("td", null, "1")))),
];

describe("ThemeContext, the root's stand-in for MantineProvider", () => {
  it("renders Mantine's components exactly as MantineProvider does with the site's theme", () => {
    for (const component of components) {
      const ours = renderToString(createElement(ThemeContext, null, component));
      const theirs = renderToString(createElement(MantineProvider, { theme, defaultColorScheme: "light", withCssVariables: false, withGlobalClasses: false }, component));
      expect(withoutIds(ours)).toBe(withoutIds(theirs));
      // The theme reaches them: the primary colour is the site's navy, not Mantine's blue.
      if (component.type === Button && (component.props as { variant?: string }).variant === "filled") expect(ours).not.toContain("blue");
    }
  });

  it("writes no <style> and no script into the page: the variables are a stylesheet, the scheme is fixed", () => {
    const html = renderToString(createElement(ThemeContext, null, createElement("i")));
    expect(html).toBe("<i></i>");
  });

  it("puts on <html> the light scheme Mantine's stylesheets select on, and the reduced-motion switch the theme asks for", () => {
    expect(THEME_HTML_ATTRIBUTES).toEqual({ "data-mantine-color-scheme": "light", "data-respect-reduced-motion": "true" });
  });
});
