import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { ContentKind } from "#core/content";
import { bodyIdOf, ContentBody, DocumentBodiesProvider } from "~/components/content/ContentBody";
import {
  bodiesCompressed,
  findBodySpans,
  GZIP_AROUND_BODIES_FROM_BYTES,
  gzipAroundBodies,
  worthGzippingAroundBodies,
} from "./gzip-around-bodies.server";
import { encodePage } from "./document-encoding.server";

// A body as seeded content is: sections of Markdown rendered to HTML, with letters outside ASCII
// (their UTF-8 bytes are what gzip's length and checksum count, not the string's letters).
const bodyOf = (title: string, sections: number) =>
  Array.from(
    { length: sections },
    (_, i) => `<h2 id="${title}-${i}">${title} — part ${i}</h2><p>We keep your data for ${i + 3} years; fees of 0.${i}5 % · 税 ${i * 7919}.</p>`,
  ).join("");

/**
 * A page as the server renders it: the bodies drawn by `ContentBody` from the document's bodies
 * (in a router, as Remix renders it: the component can ask for the page's data again).
 */
function renderPage(items: { kind: ContentKind; id: string; html: string }[]) {
  const bodies = new Map(items.map((item) => [bodyIdOf(item), item.html]));
  const sections = items.map((item) =>
    createElement("section", { key: item.id }, createElement("h2", null, item.id), createElement(ContentBody, { item: { kind: item.kind, id: item.id, html: null } })),
  );
  const page = createElement("main", null, createElement("h1", null, "Privacy policy and terms of use"), ...sections, createElement("footer", null, "Links · ".repeat(40)));
  const router = createMemoryRouter([{ path: "/", element: page }]);
  const html = renderToString(createElement(DocumentBodiesProvider, { value: bodies }, createElement(RouterProvider, { router })));
  return { html: `<!DOCTYPE html>${html}`, bodies };
}

const privacy = { kind: "page" as const, id: "privacy-policy", html: bodyOf("privacy", 60) };
const terms = { kind: "page" as const, id: "terms-of-use", html: bodyOf("terms", 55) };

describe("the bodies found in a rendered page", () => {
  it("are where ContentBody drew them, in the page's order, each its own text", () => {
    const { html, bodies } = renderPage([privacy, terms]);
    const spans = findBodySpans(html, new Map([...bodies].reverse()));
    expect(spans.map((span) => span.bodyId)).toEqual(["page:privacy-policy", "page:terms-of-use"]);
    for (const span of spans) expect(html.slice(span.start, span.end)).toBe(bodies.get(span.bodyId));
  });

  it("leave out a body the page does not hold as it is (changed, missing or empty)", () => {
    const { html } = renderPage([privacy, terms]);
    const changed = new Map([
      ["page:privacy-policy", `${privacy.html}<p>added</p>`],
      ["page:terms-of-use", terms.html],
      ["news:not-on-this-page", bodyOf("news", 3)],
      ["page:empty", ""],
    ]);
    expect(findBodySpans(html, changed).map((span) => span.bodyId)).toEqual(["page:terms-of-use"]);
  });

  it("are worth compressing apart from 8 kB of bodies, not below", () => {
    const { html, bodies } = renderPage([privacy, terms]);
    const spans = findBodySpans(html, bodies);
    expect(GZIP_AROUND_BODIES_FROM_BYTES).toBe(8 * 1024);
    expect(worthGzippingAroundBodies(spans)).toBe(true);
    expect(worthGzippingAroundBodies(spans.slice(0, 1).map((span) => ({ ...span, html: span.html.slice(0, 8 * 1024 - 1) })))).toBe(false);
    expect(worthGzippingAroundBodies([])).toBe(false);
    // A Node without zlib.crc32 (before 20.15) cannot checksum the page in pieces: it gzips it whole.
    expect(worthGzippingAroundBodies(spans, false)).toBe(false);
  });
});

describe("a page gzipped around its bodies", () => {
  it("decodes to the page, byte for byte, wherever the bodies are", () => {
    const { html, bodies } = renderPage([privacy, terms]);
    const spans = findBodySpans(html, bodies);
    expect(gunzipSync(gzipAroundBodies(html, spans, 3)).toString("utf8")).toBe(html);
    // A page that starts and ends with a body, and two bodies side by side.
    const bare = `${privacy.html}${terms.html}`;
    const sideBySide = [
      { bodyId: "a", html: privacy.html, start: 0, end: privacy.html.length },
      { bodyId: "b", html: terms.html, start: privacy.html.length, end: bare.length },
    ];
    expect(gunzipSync(gzipAroundBodies(bare, sideBySide, 3)).toString("utf8")).toBe(bare);
    expect(gunzipSync(gzipAroundBodies(html, [], 3)).toString("utf8")).toBe(html);
  });

  it("compresses each body once for every page that holds it, and again when it changes", () => {
    const { html, bodies } = renderPage([privacy, terms]);
    const spans = findBodySpans(html, bodies);
    const first = gzipAroundBodies(html, spans, 3);
    const before = bodiesCompressed();
    expect(gzipAroundBodies(html, spans, 3).equals(first)).toBe(true);
    expect(bodiesCompressed()).toBe(before);

    const reseeded = { ...privacy, html: bodyOf("privacy, reseeded", 61) };
    const again = renderPage([reseeded, terms]);
    const zipped = gzipAroundBodies(again.html, findBodySpans(again.html, again.bodies), 3);
    expect(gunzipSync(zipped).toString("utf8")).toBe(again.html);
    expect(bodiesCompressed()).toBe(before + 1);
  });

  it("is compressed, bodies and the rest of the page alike", () => {
    const { html, bodies } = renderPage([privacy, terms]);
    const spans = findBodySpans(html, bodies);
    const spliced = gzipAroundBodies(html, spans, 3).length;
    expect(spliced).toBeLessThan(Buffer.byteLength(html) / 5);
    // The rest of the page alone is compressed too: twice the footer adds far less than its length.
    const longerFooter = html.replace("</footer>", `${"Links · ".repeat(400)}</footer>`);
    const grown = gzipAroundBodies(longerFooter, findBodySpans(longerFooter, bodies), 3).length - spliced;
    expect(grown).toBeLessThan(Buffer.byteLength("Links · ".repeat(400)) / 10);
  });
});

describe("a page as sent", () => {
  it("is gzipped around long bodies for a browser that takes gzip, though it prefers brotli", () => {
    const { html, bodies } = renderPage([privacy, terms]);
    for (const accept of ["gzip, deflate, br, zstd", "gzip", "br;q=1, gzip;q=0.1"]) {
      const sent = encodePage(html, accept, bodies);
      expect(sent.encoding).toBe("gzip");
      expect(gunzipSync(sent.body).toString("utf8")).toBe(html);
    }
    expect(encodePage(html, "br", bodies).encoding).toBe("br");
    const plain = encodePage(html, null, bodies);
    expect([plain.encoding, Buffer.from(plain.body).toString("utf8")]).toEqual([null, html]);
  });

  it("is encoded whole as the browser prefers when its bodies are short or it has none", () => {
    const short = renderPage([{ kind: "news", id: "rates", html: bodyOf("news", 10) }]);
    expect(encodePage(short.html, "gzip, deflate, br, zstd", short.bodies).encoding).toBe("br");
    const { html } = renderPage([privacy, terms]);
    expect(encodePage(html, "gzip, deflate, br, zstd", undefined).encoding).toBe("br");
    const gzipped = encodePage(html, "gzip", undefined);
    expect(Buffer.from(gzipped.body).equals(gzipSync(Buffer.from(html), { level: 3 }))).toBe(true);
  });
});
