import { MESSAGES } from "../../core/messages";
import { SERVICES } from "../../core/services";
import { registerMember, signInThroughDialog } from "../support/accounts";
import { bodyFlags, expect, test } from "../support/fixtures";

// docs/architecture.md §10: an error stays inside its area. A page of My World that fails (here a
// 404 its loader throws) is shown where the page would be, and the header and the area's own
// navigation stay around it, still working.

test("a failing page in My World keeps the member's header and the area's navigation", async ({ page, request }) => {
  const member = await registerMember(request);
  await signInThroughDialog(page, member, "/news");

  const memberHeader = async () => {
    await expect(page.locator("header")).toHaveCount(1);
    await expect(page.getByRole("link", { name: /My World/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  };
  const notFoundInside = async () => {
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toContainText(MESSAGES.notFoundTitle);
    await expect(page).toHaveTitle(`${MESSAGES.notFoundTitle} · EnPlus World`);
    // The area's layout, not the root's not-found layout: background off, as in all of My World.
    expect(await bodyFlags(page)).toEqual({ header: "on", footer: "off", bg: "off" });
  };

  // A service that does not exist: the services' navigation stays.
  expect((await page.goto("/myworld/service/crypto"))?.status()).toBe(404);
  await notFoundInside();
  await memberHeader();
  const services = page.getByRole("navigation", { name: "Services" });
  await expect(services.getByRole("link", { name: SERVICES.investments.title })).toBeVisible();
  await services.getByRole("link", { name: SERVICES.investments.title }).click();
  await expect(page).toHaveURL(/\/myworld\/service\/investments$/);
  await expect(page.locator("h1")).toHaveText(SERVICES.investments.title);

  // A profile tab's detail that does not exist: the profile's tabs stay, the tab still marked.
  expect((await page.goto("/myworld/profile/security/nonsense"))?.status()).toBe(404);
  await notFoundInside();
  await memberHeader();
  const tabs = page.getByRole("navigation", { name: "Profile" });
  await expect(tabs.getByRole("link", { name: "Security" })).toHaveAttribute("aria-current", "page");

  // A profile tab that does not exist: the same, and the tabs lead on.
  expect((await page.goto("/myworld/profile/settings"))?.status()).toBe(404);
  await notFoundInside();
  await memberHeader();
  await tabs.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/myworld\/profile\/overview$/);
  await expect(page.locator(".tier-card")).toBeVisible();

  // Outside My World the root's not-found page is unchanged.
  expect((await page.goto("/no-such-page"))?.status()).toBe(404);
  await expect(page.locator("h1")).toContainText(MESSAGES.notFoundTitle);
  expect(await bodyFlags(page)).toEqual({ header: "on", footer: "off", bg: "on" });
  await expect(page.getByRole("navigation", { name: "Profile" })).toHaveCount(0);
});
