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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a content item's body is in the page", async ({ page }) => {
    await page.goto("/news");
    await page.locator(".card-link").first().click();
    expect((await page.locator("article [data-body]").innerText()).length).toBeGreaterThan(200);
  });
});
