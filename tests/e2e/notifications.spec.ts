import type { Page } from "@playwright/test";
import { registerMember, signInByForm, signInThroughDialog } from "../support/accounts";
import { expect, test } from "../support/fixtures";

const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
const filters = (page: Page) => page.getByRole("navigation", { name: "Notification filters" });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`notifications with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("counts follow reading, unreading and deleting; filters match the counts", async ({ page, request }) => {
      const member = await registerMember(request);
      await signInThroughDialog(page, member, "/news");
      // A welcome, two tasks and this sign-in.
      await expect(bell(page)).toHaveAccessibleName("Notifications, 4 unread");
      await bell(page).click();
      await expect(filters(page)).toContainText("All (4)");
      await expect(filters(page)).toContainText("Tasks (2)");
      await expect(filters(page)).toContainText("Unread (4)");

      const list = page.getByRole("list", { name: "Notifications" });
      await list.getByRole("listitem").filter({ hasText: "Welcome to EnPlus World" }).getByRole("button", { name: "Mark read" }).click();
      await expect(filters(page)).toContainText("Unread (3)");
      await expect(bell(page)).toHaveAccessibleName("Notifications, 3 unread");
      await list.getByRole("listitem").filter({ hasText: "Welcome to EnPlus World" }).getByRole("button", { name: "Mark unread" }).click();
      await expect(filters(page)).toContainText("Unread (4)");

      await filters(page).getByRole("link", { name: /Tasks/ }).click();
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await filters(page).getByRole("link", { name: /All/ }).click();
      await list.getByRole("listitem").filter({ hasText: "New sign-in" }).getByRole("button", { name: "Delete" }).click();
      await expect(filters(page)).toContainText("All (3)");
      await expect(filters(page)).toContainText("Unread (3)");
      await expect(list.getByRole("listitem")).toHaveCount(3);
    });
  });
}

test("pages through notifications five at a time", async ({ page, request }) => {
  const member = await registerMember(request);
  // Each sign-in adds a notice: 3 + 3 sign-ins = 6 notifications, two pages.
  for (let i = 0; i < 2; i++) await request.post("/api/user/login", { form: { username: member.username, password: member.password } });
  await signInByForm(page, member);
  await page.goto("/myworld/profile/notifications");
  await expect(filters(page)).toContainText("All (6)");
  await expect(page.getByRole("list", { name: "Notifications" }).getByRole("listitem")).toHaveCount(5);
  await page.getByRole("link", { name: "Next →" }).click();
  await expect(page.getByRole("list", { name: "Notifications" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
});

test("another member's notification cannot be read or deleted", async ({ page, request, browser, baseURL }) => {
  const owner = await registerMember(request);
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  await signInByForm(ownerPage, owner);
  await ownerPage.goto("/myworld/profile/notifications");
  const id = await ownerPage.locator('input[name="id"]').first().getAttribute("value");

  const intruder = await registerMember(request);
  await signInByForm(page, intruder);
  await page.goto("/myworld/profile/notifications");
  for (const intent of ["read", "delete"]) {
    await page.goto("/myworld/profile/notifications");
    await page.waitForLoadState("networkidle"); // hydrated: React would otherwise restore the field
    await page.locator('input[name="id"]').first().evaluate((input: HTMLInputElement, value) => (input.value = value), id!);
    await page.locator('input[name="intent"]').first().evaluate((input: HTMLInputElement, value) => (input.value = value), intent);
    await page.locator(".notification").first().getByRole("button").first().click();
    await expect(page.locator("h1")).toContainText("Page Not Found");
  }
  await ownerPage.reload();
  await expect(filters(ownerPage)).toContainText("All (4)");
  await expect(filters(ownerPage)).toContainText("Unread (4)");
  await ownerContext.close();
});
