import { MESSAGES } from "../../core/messages";
import { expect, test } from "../support/fixtures";

// requirements §8, loading and routing: a chunk that does not arrive leaves a notice and a way to reload,
// never a blank page.

test("a route module that fails to download during navigation brings a notice whose Reload opens the page", async ({ page }) => {
  await page.goto("/enplusworld/pricing");
  await page.waitForLoadState("networkidle");
  const blocked = "**/build/routes/news._index-*.js";
  await page.route(blocked, (route) => route.abort("connectionrefused"));

  await page.getByRole("banner").getByRole("link", { name: "News", exact: true }).click();
  // The page is still there, with the notice (one, at the top) instead of a blank screen.
  const notice = page.getByRole("alert").filter({ hasText: MESSAGES.loadFailedTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(MESSAGES.loadFailedText);
  await expect(page.getByRole("alert")).toHaveCount(1);
  await expect(page.locator("h1")).toHaveText("Pricing");
  const reload = notice.getByRole("link", { name: MESSAGES.loadFailedAction });
  await expect(reload).toHaveAttribute("href", "/news");

  // The chunk is back: Reload loads the page the member asked for.
  await page.unroute(blocked);
  await reload.click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator("h1")).toHaveText("News and market insight");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a stylesheet of ours that fails after the page loaded brings the same notice", async ({ page }) => {
  await page.goto("/news");
  await page.waitForLoadState("networkidle");
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.evaluate(() => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "/build/_assets/missing-0000.css";
    document.head.append(link);
  });
  const notice = page.getByRole("alert").filter({ hasText: MESSAGES.loadFailedTitle });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: MESSAGES.loadFailedAction })).toHaveAttribute("href", "/news");
  expect(problems.some((text) => text.includes(MESSAGES.cssChunkFailed))).toBe(true);
});

test("a script from another site failing (the bot check, analytics) shows nothing", async ({ page }) => {
  await page.goto("/news");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.src = "https://challenges.invalid/turnstile/v0/api.js";
    document.head.append(script);
  });
  await page.waitForTimeout(500);
  await expect(page.getByRole("alert")).toHaveCount(0);
});
