import { describe, expect, it } from "vitest";
import { askEnneHref, contentHref, conversationHref } from "./links";

describe("links to Enne's page and to what Enne cites", () => {
  it("names a stored conversation by its id, and a new one by the bare page", () => {
    expect(conversationHref(42)).toBe("/enplusworld/ai-enne?c=42");
    expect(conversationHref(null)).toBe("/enplusworld/ai-enne");
  });

  it("hands a question to Enne's page encoded, so an ampersand or a question mark stays in it", () => {
    expect(askEnneHref("Rent & deposit: what's fair?")).toBe("/enplusworld/ai-enne?ask=Rent%20%26%20deposit%3A%20what's%20fair%3F");
    expect(new URL(askEnneHref("Rent & deposit?"), "https://example.test").searchParams.get("ask")).toBe("Rent & deposit?");
  });

  it("sends each kind of content to its public page, and an unknown page home", () => {
    expect(contentHref("learning", "budget-basics")).toBe("/enplusworld/learning-center/budget-basics");
    expect(contentHref("news", "rates")).toBe("/news/rates");
    expect(contentHref("page", "privacy-policy")).toBe("/enplusworld/legal");
    expect(contentHref("page", "no-such-page")).toBe("/");
  });
});
