import { FEATURES, qualifyingText, TIERS } from "../../core/tiers";
import { newMember, registerMember } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { waitForCode } from "../support/mail-capture";

test("the home page states there is no separate membership fee and that the tier follows total assets", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("No separate membership fee.")).toBeVisible();
  await expect(page.getByText(/tier is set by the total assets you deposit or invest through the platform/)).toBeVisible();
});

test("the theme's colours come with the stylesheet, not written into the page", async ({ page, request }) => {
  // The page carries none of Mantine's <style>s, variables or breakpoint classes (app/styles/theme-variables.css has them).
  const html = await (await request.get("/")).text();
  expect(html).not.toContain("--mantine-color-navy-filled");
  expect(html).not.toContain("mantine-hidden-from");
  await page.goto("/");
  await expect(page.locator("style[data-mantine-styles]")).toHaveCount(0);
  // The primary colour is the theme's navy at shade 8 (app/theme.ts), not Mantine's default blue.
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--mantine-primary-color-filled").trim());
  expect(primary).toBe("#224b88");
});

test("the tier wheel has nine buttons named by their tiers, 4 in the first row and 5 in the second", async ({ page }) => {
  await page.goto("/");
  const wheel = page.getByRole("form", { name: "Membership tiers" });
  const rows = wheel.locator(".tier-wheel-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole("button")).toHaveText(TIERS.slice(0, 4).map((t) => t.label));
  await expect(rows.nth(1).getByRole("button")).toHaveText(TIERS.slice(4).map((t) => t.label));
  // Two visual rows: the first four share one top, the last five another, below it.
  const tops = await wheel.getByRole("button").evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(new Set(tops.slice(0, 4)).size).toBe(1);
  expect(new Set(tops.slice(4)).size).toBe(1);
  expect(tops[4]!).toBeGreaterThan(tops[0]!);
});

for (const javaScriptEnabled of [true, false]) {
  test(`each tier opens its dialog with its asset range and JOIN US (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    for (const tier of TIERS) {
      await page.getByRole("form", { name: "Membership tiers" }).getByRole("button", { name: tier.label, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `${tier.label} membership` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("tier-qualifying")).toHaveText(qualifyingText(tier));
      await expect(dialog.getByRole("button", { name: "JOIN US" })).toBeVisible();
      await expect(dialog).toContainText("Investing involves risk");
      for (const feature of FEATURES.filter((f) => f.unlockLevel === tier.level)) {
        await expect(dialog.getByRole("listitem").filter({ hasText: feature.label })).toHaveCount(1);
      }
      await dialog.getByRole("link", { name: "Close" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
    await context.close();
  });
}

test("the Membership Overview shows 19 features × 9 tiers with exactly the requirements §6 unlocks", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Membership Overview" }).click();
  const table = page.getByRole("dialog", { name: "Membership Overview" }).getByRole("table");
  await expect(table.locator("thead th[scope=col]")).toHaveText(["Feature", ...TIERS.map((t) => t.label)]);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(19);
  for (const [index, feature] of FEATURES.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole("rowheader")).toHaveText(feature.label);
    // Accessible yes/no per cell; each tier includes everything in the lower ones.
    const expected = TIERS.map((t) => (t.level >= feature.unlockLevel ? "Included" : "Not included"));
    await expect(row.locator("td .visually-hidden")).toHaveText(expected);
  }
});

test("JOIN US for a visitor opens Sign Up, and the sign-in after it lands on investments (stored callback)", async ({ page }) => {
  const member = newMember();
  await page.goto("/?tier=silver");
  await page.getByRole("dialog", { name: "Silver membership" }).getByRole("button", { name: "JOIN US" }).click();
  const signUp = page.getByRole("dialog", { name: "Create your membership" });
  await expect(signUp).toBeVisible();
  await signUp.getByLabel("Username").fill(member.username);
  await signUp.getByLabel("Email").fill(member.email);
  const since = Date.now();
  await signUp.getByRole("button", { name: "Send Code" }).click();
  await signUp.getByLabel("Verification code").fill(await waitForCode(member.email, since));
  await signUp.getByRole("button", { name: "Verify" }).click();
  await signUp.getByLabel("Password", { exact: true }).fill(member.password);
  await signUp.getByLabel("Confirm password").fill(member.password);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  const signIn = page.getByRole("dialog", { name: "Welcome back" });
  await signIn.getByLabel("Username / Email").fill(member.username);
  await signIn.getByLabel("Password", { exact: true }).fill(member.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/myworld\/service\/investments$/);
});

test("JOIN US for a member goes straight to investments", async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto("/?auth=sign-in");
  const signIn = page.getByRole("dialog", { name: "Welcome back" });
  await signIn.getByLabel("Username / Email").fill(member.username);
  await signIn.getByLabel("Password", { exact: true }).fill(member.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/myworld$/);
  await page.goto("/?tier=gold");
  await page.getByRole("dialog", { name: "Gold membership" }).getByRole("button", { name: "JOIN US" }).click();
  await expect(page).toHaveURL(/\/myworld\/service\/investments$/);
});

test("the home page shows the tip of the day for the visitor's own date", async ({ browser, baseURL }) => {
  // Two visitors at the same instant on different calendar dates may see different tips; each sees its own date.
  for (const timezoneId of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
    const context = await browser.newContext({ baseURL, timezoneId });
    const page = await context.newPage();
    await page.goto("/"); // sets the tz cookie
    await page.reload();
    const tip = page.getByRole("region", { name: "Tip of the day" });
    await expect(tip).toBeVisible();
    const shown = await tip.locator("time").getAttribute("datetime");
    const local = await page.evaluate(() => new Intl.DateTimeFormat("en-CA").format(new Date()));
    expect(shown).toBe(local);
    await context.close();
  }
});
