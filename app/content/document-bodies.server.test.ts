import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import type { ContentItem } from "#core/content";
import { forPage } from "./document-bodies.server";

const item: ContentItem = {
  id: "privacy-policy",
  kind: "page",
  title: "Privacy policy",
  summary: "How we handle your information.",
  category: "legal",
  publishedAt: "2026-01-05T00:00:00.000Z",
  html: "<p>This privacy policy explains…</p>",
  outline: [],
} as ContentItem;

describe("forPage (decision 046)", () => {
  it("keeps a document's body for its render and leaves it out of the page's data", () => {
    const documentBodies = new Map<string, string>();
    const forData = forPage({ documentBodies } as AppLoadContext, item);
    expect(forData.html).toBeNull();
    expect(forData.title).toBe(item.title);
    expect([...documentBodies]).toEqual([["page:privacy-policy", item.html]]);
  });

  it("leaves the body in the data of a `.data` request, which has no document to carry it", () => {
    expect(forPage({} as AppLoadContext, item)).toEqual(item);
  });
});
