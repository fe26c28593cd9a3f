import type { Page } from "@playwright/test";
import { MESSAGES } from "../../core/messages";
import { PROFILE_MESSAGES } from "../../core/profile";
import { registerMember, signInByForm } from "../support/accounts";
import { expect, test } from "../support/fixtures";

const save = (page: Page) => page.getByRole("button", { name: "Save personal information" }).click();

for (const javaScriptEnabled of [true, false]) {
  test.describe(`personal information with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("bad name, phone, SSN and date show the spec messages and save nothing", async ({ page, request }) => {
      const member = await registerMember(request);
      await signInByForm(page, member);
      await page.goto("/myworld/profile/personal");
      await page.getByLabel("First name").fill("Ada Lovelace");
      await page.getByLabel("Phone").fill("call me");
      await page.getByLabel("Social Security number").fill("12-34");
      await page.getByLabel("About you").fill("Should not be saved");
      await save(page);
      await expect(page.getByText(PROFILE_MESSAGES.invalidName)).toBeVisible();
      await expect(page.getByText(MESSAGES.invalidPhone)).toBeVisible();
      await expect(page.getByText(PROFILE_MESSAGES.invalidSsn)).toBeVisible();
      await expect(page.getByText(MESSAGES.requiredField)).toBeVisible(); // date of birth is required

      await page.getByLabel("Date of birth").fill("2999-01-01");
      await save(page);
      await expect(page.getByText(PROFILE_MESSAGES.futureDate)).toBeVisible();

      await page.goto("/myworld/profile/personal");
      await expect(page.getByLabel("About you")).toHaveValue("");
    });
  });
}

test("a good profile persists across sign-out and sign-in, and completes its task", async ({ page, request }) => {
  const member = await registerMember(request);
  await signInByForm(page, member);
  await page.goto("/myworld/profile/personal");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Date of birth").fill("1985-12-10");
  await page.getByLabel("Social Security number").fill("123-45-6789");
  await page.getByLabel("Phone").fill("+1(415)555-0100");
  await page.getByLabel("Street address").fill("1 Market Street");
  await page.getByLabel("Country").selectOption("US");
  await page.getByLabel("State or territory (US)").selectOption("CA");
  await expect(page.getByLabel("City").locator("option", { hasText: "San Francisco" })).toHaveCount(1);
  await page.getByLabel("City").selectOption({ label: "San Francisco" });
  await page.getByLabel("ZIP code").fill("94105");
  await page.getByLabel("Industry").selectOption("52");
  await page.getByRole("img", { name: (await page.locator(".avatar-picker img").nth(2).getAttribute("alt"))! }).click();
  await page.getByLabel("About you").fill("Saving for a first home.");
  await save(page);
  await expect(page.getByText("Your personal information has been saved.")).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInByForm(page, member);
  await page.goto("/myworld/profile/personal");
  await expect(page.getByLabel("First name")).toHaveValue("Ada");
  await expect(page.getByLabel("Date of birth")).toHaveValue("1985-12-10");
  await expect(page.getByLabel("City")).toHaveValue("CA-san-francisco");
  await expect(page.getByText("On file: ending 6789.")).toBeVisible();
  await expect(page.locator(".avatar-picker input").nth(2)).toBeChecked();
  await page.goto("/myworld/profile/notifications/tasks");
  await expect(page.getByRole("navigation", { name: "Notification filters" })).toContainText("Tasks (1)");
});

test("each profile tab and a deep profile/{tab}/{detail} link load directly and by navigation", async ({ page, request }) => {
  const member = await registerMember(request);
  await signInByForm(page, member);
  await page.goto("/myworld");
  const tabs = page.getByRole("navigation", { name: "Profile" });
  const expectations: Array<[string, RegExp, (p: Page) => Promise<void>]> = [
    ["Personal information", /\/myworld\/profile\/personal$/, (p) => expect(p.getByLabel("First name")).toBeVisible()],
    ["Security", /\/myworld\/profile\/security$/, (p) => expect(p.getByRole("heading", { name: "Two-step verification" })).toBeVisible()],
    ["Notifications", /\/myworld\/profile\/notifications$/, (p) => expect(p.getByRole("navigation", { name: "Notification filters" })).toBeVisible()],
    ["Overview", /\/myworld\/profile\/overview$/, (p) => expect(p.locator(".tier-card")).toBeVisible()],
  ];
  for (const [label, url, check] of expectations) {
    await tabs.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(url);
    await check(page);
    await expect(tabs.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
  }
  // Deep links, loaded directly.
  expect((await page.goto("/myworld/profile/notifications/tasks"))?.status()).toBe(200);
  await expect(page.getByRole("navigation", { name: "Notification filters" }).locator('[aria-current="page"]')).toContainText("Tasks");
  expect((await page.goto("/myworld/profile/security/sessions"))?.status()).toBe(200);
  await expect(page.getByRole("list", { name: "Active sessions" })).toBeVisible();
});
