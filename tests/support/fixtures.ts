import { test as base, expect } from "@playwright/test";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/**
 * React's words for markup that the client could not hydrate as the server rendered it. The page
 * is then rendered again on the client, and whatever the visitor typed meanwhile is lost.
 */
const HYDRATION_FAILURE = /Minified React error #(418|419|421|422|423|425)|Hydration failed|did not match/;

/** Every spec runs against the server that global-setup started, and no page may fail hydration. */
export const test = base.extend<{ hydrationGuard: void }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run through `npm run test:e2e`");
    await use(url);
  },
  hydrationGuard: [
    async ({ context }, use) => {
      const failures: string[] = [];
      const watch = (page: import("@playwright/test").Page) => {
        page.on("console", (message) => {
          if (HYDRATION_FAILURE.test(message.text())) failures.push(`${page.url()}: ${message.text().slice(0, 200)}`);
        });
        page.on("pageerror", (error) => {
          if (HYDRATION_FAILURE.test(error.message)) failures.push(`${page.url()}: ${error.message.slice(0, 200)}`);
        });
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use();
      expect(failures, "pages whose server markup did not hydrate").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The three layout flags of requirements §2 as the body states them. */
export async function bodyFlags(page: import("@playwright/test").Page) {
  return page.locator("body").evaluate((body) => ({
    header: body.dataset.header,
    footer: body.dataset.footer,
    bg: body.dataset.bg,
  }));
}
