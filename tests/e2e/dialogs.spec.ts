import { expect, test } from "../support/fixtures";

const modalSize = (page: import("@playwright/test").Page) =>
  page.locator(".mantine-Modal-root").evaluate((el) => getComputedStyle(el).getPropertyValue("--modal-size").trim());

test("sign-in is 56rem wide and sign-up 52rem (requirements §9)", async ({ page }) => {
  await page.goto("/?auth=sign-in");
  expect(await modalSize(page)).toBe("56rem");
  await page.goto("/?auth=sign-up");
  expect(await modalSize(page)).toBe("52rem");
});

test("in the marketing world Escape closes a dialog but a backdrop click does not", async ({ page }) => {
  await page.goto("/enplusworld/pricing?auth=sign-in");
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await expect(dialog).toBeVisible();
  await page.mouse.click(10, 450); // the backdrop, outside the centred dialog
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/enplusworld\/pricing$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("in the news area neither Escape nor a backdrop click closes a dialog", async ({ page }) => {
  await page.goto("/news?auth=sign-up");
  const dialog = page.getByRole("dialog", { name: "Create your membership" });
  await expect(dialog).toBeVisible();
  await page.mouse.click(10, 450);
  await page.keyboard.press("Escape");
  await page.waitForTimeout(300);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/news\?auth=sign-up$/);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test.describe("timings", () => {
  test.use({ reducedMotion: "no-preference" });

  test("a dialog opens over 2 s and closes over 0.5 s", async ({ page }) => {
    await page.goto("/enplusworld/members");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    const content = page.locator(".mantine-Modal-content");
    await expect(content).toHaveCSS("transition-duration", "2s");
    await page.keyboard.press("Escape");
    await expect(content).toHaveCSS("transition-duration", "0.5s");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("under prefers-reduced-motion the transitions are cut short", async ({ page }) => {
  await page.goto("/enplusworld/members");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page.getByRole("dialog", { name: "Welcome back" })).toBeVisible();
  await expect(page.locator(".mantine-Modal-content")).toHaveCSS("transition-duration", "0s");
});
