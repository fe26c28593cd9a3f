import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlainSelect } from "./PlainSelect";
import { PlainSubmitButton } from "./PlainSubmitButton";
import { PlainTextarea } from "./PlainTextarea";
import { PlainTextInput } from "./PlainTextInput";

// Decision 045: the plain fields must say to assistive technology what the library's did.
const html = (element: ReactElement) => renderToString(element);
const attribute = (markup: string, element: string, name: string) => new RegExp(`<${element}[^>]*\\s${name}="([^"]*)"`).exec(markup)?.[1];

describe("the plain fields", () => {
  it("tie the label to the control, and read the message first, then the description", () => {
    const markup = html(createElement(PlainTextarea, { name: "message", label: "Your message", description: "At least 10 characters.", error: "Tell us a little more", minRows: 6 }));
    const id = attribute(markup, "textarea", "id");
    expect(id).toBeTruthy();
    expect(attribute(markup, "label", "for")).toBe(id);
    expect(attribute(markup, "textarea", "aria-invalid")).toBe("true");
    expect(attribute(markup, "textarea", "aria-describedby")).toBe(`${id}-error ${id}-description`);
    expect(markup).toContain(`<p class="plain-input-error" id="${id}-error">Tell us a little more</p>`);
    expect(markup).toContain(`<p class="plain-input-description" id="${id}-description">At least 10 characters.</p>`);
    // Six rows from the server, without script.
    expect(attribute(markup, "textarea", "rows")).toBe("6");
  });

  it("are valid and undescribed without a message or description, and mark a required field in the label only for sight", () => {
    const markup = html(createElement(PlainTextInput, { name: "email", label: "Email", type: "email", required: true }));
    expect(attribute(markup, "input", "aria-invalid")).toBe("false");
    expect(attribute(markup, "input", "aria-describedby")).toBeUndefined();
    expect(attribute(markup, "input", "type")).toBe("email");
    expect(markup).toMatch(/<input[^>]*\srequired=""/);
    expect(markup).toContain('<span class="plain-input-required" aria-hidden="true"> *</span>');
    expect(markup).not.toContain("data-error");
  });

  it("keep two fields of the same name apart", () => {
    const markup = html(createElement("div", null, createElement(PlainTextInput, { name: "amount", label: "A" }), createElement(PlainTextInput, { name: "amount", label: "B" })));
    const ids = [...markup.matchAll(/<input[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("draw the select's chevron out of the accessibility tree, with its options as given", () => {
    const markup = html(createElement(PlainSelect, { name: "topic", label: "Topic", defaultValue: "tax", error: "Choose a topic", children: [createElement("option", { key: "", value: "" }, "Choose"), createElement("option", { key: "tax", value: "tax" }, "Tax")] }));
    expect(markup).toMatch(/<span class="plain-input-unit" aria-hidden="true"><svg/);
    expect(markup).toContain('<option value="tax" selected="">Tax</option>');
    expect(markup).toContain('data-error="true"');
  });
});

describe("PlainSubmitButton", () => {
  it("submits, and while loading is disabled with its loader hidden from screen readers", () => {
    const idle = html(createElement(PlainSubmitButton, { size: "md", children: "Send message" }));
    expect(idle).toMatch(/^<button type="submit" class="plain-button filled md [^"]*"><span class="plain-button-label">Send message<\/span><\/button>$/);
    const loading = html(createElement(PlainSubmitButton, { loading: true, children: "Send message" }));
    expect(loading).toMatch(/<button[^>]*\sdisabled=""/);
    expect(loading).toContain('data-loading="true"');
    expect(loading).toContain('<span class="plain-button-loader" aria-hidden="true"></span>');
  });
});
