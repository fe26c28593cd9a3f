import { expect, test } from "../support/fixtures";

// Decision 046: a content body (legal documents, editorial pages, news, what's new and learning
// center items) is written once into a page's HTML; the page's data for the browser carries it only
// for a client-side navigation. The browser hydrates the body from the page without losing it.

/** The body's first words as they stand in the HTML (no markup, no quotes), to count them. */
async function bodyOpening(html: string, bodyId: string) {
  const at = html.indexOf(`data-body="${bodyId}"`);
  expect(at, `the document holds the body ${bodyId}`).toBeGreaterThan(0);
  const inner = html.slice(html.indexOf(">", at) + 1);
  const words = /[A-Za-z][A-Za-z ,]{40,}/.exec(inner)?.[0];
  expect(words, "a run of plain words in the body").toBeTruthy();
  return words!.slice(0, 40);
}

const count = (text: string, part: string) => text.split(part).length - 1;

test("a document carries each content body once, and its data carries none; the data of a client-side navigation carries it", async ({ baseURL }) => {
  for (const [path, bodyIds] of [
    ["/enplusworld/legal", ["page:privacy-policy", "page:terms-of-use"]],
    ["/enplusworld/who-we-are", ["page:who-we-are"]],
    ["/enplusworld/ai-enne", ["page:ai-enne"]],
  ] as const) {
    const html = await (await fetch(new URL(path, baseURL))).text();
    const data = await (await fetch(new URL(`${path}.data`, baseURL))).text();
    for (const bodyId of bodyIds) {
      const opening = await bodyOpening(html, bodyId);
      expect(count(html, opening), `${path}: ${bodyId} in the document`).toBe(1);
      expect(count(data, opening), `${path}: ${bodyId} in the .data answer`).toBe(1);
    }
  }
});

test("a body hydrates in place, and a client-side navigation draws the next one from its data", async ({ page }) => {
  await page.goto("/enplusworld/legal");
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
  const privacy = page.locator('[data-body="page:privacy-policy"]');
  await expect(privacy).toContainText("This");
  const served = await privacy.innerHTML();
  expect(served.length).toBeGreaterThan(2000);
  // Hydrated: a client-side navigation away and back draws the same body from the data.
  await page.goto("/news");
  const first = page.locator(".card-link").first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.locator("h1")).toHaveText(title);
  const body = page.locator("article [data-body]");
  await expect(body).toHaveAttribute("data-body", /^news:/);
  expect((await body.innerText()).length).toBeGreaterThan(200);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/enplusworld\/legal$/);
  await expect(privacy).toContainText("This");
  expect(await privacy.innerHTML()).toBe(served);
});

test("a body missing from the page's markup is read again from the page's data", async ({ page }) => {
  // Only if something replaced the markup the server wrote: the element is emptied here.
  await page.route(/\/enplusworld\/legal$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const mark = '<div class="prose" data-body="page:terms-of-use">';
    const start = html.indexOf(mark) + mark.length;
    const end = html.indexOf("</div></section>", start);
    expect(start).toBeGreaterThan(mark.length);
    await route.fulfill({ response, body: html.slice(0, start) + html.slice(end) });
  });
  const dataRead = page.waitForRequest((request) => new URL(request.url()).pathname === "/enplusworld/legal.data");
  await page.goto("/enplusworld/legal");
  await dataRead;
  await expect(page.locator('[data-body="page:terms-of-use"]')).toContainText("These terms");
  await expect(page.locator('[data-body="page:privacy-policy"]')).toContainText("This");
});

// Decision 047: a page rendered for its request whose bodies are long (the legal page's two
// documents) is gzipped around them, each body compressed once, even for a browser that prefers
// brotli. A session cookie has the page rendered for the request (not from the page cache).
const RENDERED_FOR_REQUEST = { Cookie: "__session=none" };
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

test("a page with long bodies is sent in gzip, the same page brotli or no encoding would give", async ({ baseURL }) => {
  const url = new URL("/enplusworld/legal", baseURL);
  const as = async (acceptEncoding: string) => {
    const response = await fetch(url, { headers: { ...RENDERED_FOR_REQUEST, "Accept-Encoding": acceptEncoding } });
    expect(response.status).toBe(200);
    return { encoding: response.headers.get("content-encoding"), html: withoutNonce(await response.text()) };
  };
  const browser = await as("gzip, deflate, br, zstd");
  const brotli = await as("br");
  const plain = await as("identity");
  expect([browser.encoding, brotli.encoding, plain.encoding]).toEqual(["gzip", "br", null]);
  expect(browser.html).toBe(plain.html);
  expect(brotli.html).toBe(plain.html);
  expect(count(plain.html, await bodyOpening(plain.html, "page:terms-of-use"))).toBe(1);
  // A page with one short body is compressed whole, in the encoding the browser prefers.
  expect((await fetch(new URL("/enplusworld/who-we-are", baseURL), { headers: { ...RENDERED_FOR_REQUEST, "Accept-Encoding": "gzip, deflate, br, zstd" } })).headers.get("content-encoding")).toBe("br");
});

test("the browser reads a page gzipped around its bodies, and hydrates it", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "__session", value: "none", url: baseURL! }]);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/enplusworld/legal");
  expect(await response?.headerValue("content-encoding")).toBe("gzip");
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
  await expect(page.locator('[data-body="page:terms-of-use"]')).toContainText("These terms");
  await page.getByRole("link", { name: "Terms of use" }).first().click();
  await expect(page).toHaveURL(/#terms$/);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a content item's body is in the page", async ({ page }) => {
    await page.goto("/news");
    await page.locator(".card-link").first().click();
    expect((await page.locator("article [data-body]").innerText()).length).toBeGreaterThan(200);
  });
});
