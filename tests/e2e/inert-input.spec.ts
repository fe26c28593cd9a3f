import type { Page } from "@playwright/test";
import { registerMember, signInByForm } from "../support/accounts";
import { expect, test } from "../support/fixtures";

// Issue: web security. Markup typed into any field comes back as the same text, never as markup:
// no element it names is created and none of its script runs.

const IMG = "<img src=x onerror=window.__pwned=1>"; // within the 50-character field limit
const SCRIPT = "<script>window.__pwned=2</script>";

/** Fails the test on any script the payloads could have run. */
function watchForScript(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"], main script').count()).toBe(0);
  };
}

test("profile fields holding markup are saved and shown as text", async ({ page, request }) => {
  const checkNothingRan = watchForScript(page);
  const member = await registerMember(request);
  await signInByForm(page, member);
  await page.goto("/myworld/profile/personal");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Date of birth").fill("1985-12-10");
  await page.getByLabel("Street address").fill(IMG);
  await page.getByLabel("About you").fill(`${SCRIPT} ${IMG}`);
  await page.getByRole("button", { name: "Save personal information" }).click();
  await expect(page.getByText("Your personal information has been saved.")).toBeVisible();

  const reloaded = await page.goto("/myworld/profile/personal");
  await expect(page.getByLabel("Street address")).toHaveValue(IMG);
  await expect(page.getByLabel("About you")).toHaveValue(`${SCRIPT} ${IMG}`);
  // The server's HTML carries the text escaped.
  const html = await reloaded!.text();
  expect(html).not.toContain(SCRIPT);
  expect(html).toContain("&lt;script&gt;window.__pwned=2&lt;/script&gt;");
  await checkNothingRan();
});

test("markup in a sign-in name and in search terms is echoed as text", async ({ page }) => {
  const checkNothingRan = watchForScript(page);
  await page.goto("/news?auth=sign-in");
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("Username / Email").fill(IMG);
  await dialog.getByLabel("Password", { exact: true }).fill("Whatever1pass");
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog.getByLabel("Username / Email")).toHaveValue(IMG);

  for (const path of ["/news", "/enplusworld/learning-center", "/enplusworld/whatis-new"]) {
    const response = await page.goto(`${path}?q=${encodeURIComponent(SCRIPT)}&category=${encodeURIComponent(IMG)}`);
    expect(response?.status()).toBeLessThan(500);
    expect(await response!.text()).not.toContain(SCRIPT);
  }
  await checkNothingRan();
});
