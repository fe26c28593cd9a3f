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

/** Every spec runs against the server that global-setup started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run through `npm run test:e2e`");
    await use(url);
  },
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
