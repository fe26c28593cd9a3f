import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ScheduleSection } from "./ScheduleSection";

describe("ScheduleSection", () => {
  it("is a region named by its own heading, the id written once for both", () => {
    const markup = renderToStaticMarkup(createElement(ScheduleSection, { name: "family-debt-loans", title: "The loans, by maturity", children: createElement("p", null, "Rows") }));
    expect(markup).toBe('<section aria-labelledby="family-debt-loans-title" class="calculator-schedule"><h3 id="family-debt-loans-title">The loans, by maturity</h3><p>Rows</p></section>');
  });

  it("carries the anchor a link points at, and nothing when there is none", () => {
    const anchored = renderToStaticMarkup(createElement(ScheduleSection, { name: "foundation-calendar", title: "Deadlines", anchor: "compliance", children: null }));
    expect(anchored).toMatch(/^<section id="compliance" aria-labelledby="foundation-calendar-title"/);
  });
});
