import type { Page } from "@playwright/test";
import { MESSAGES } from "../../core/messages";
import { registerMember, signInThroughDialog, type TestMember } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { expectNotice } from "../support/notices";
import { waitForCode } from "../support/mail-capture";

const signedIn = (page: Page) => expect(page.getByRole("link", { name: /My World/ })).toBeVisible();
const signedOut = (page: Page) => expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();

async function turnOnTwoStep(page: Page, member: TestMember) {
  await page.goto("/myworld/profile/security");
  await page.getByLabel("Confirm with your password").fill("Wrong1password");
  await page.getByRole("button", { name: "Turn on two-step verification" }).click();
  await expect(page.getByText(MESSAGES.currentPasswordWrong)).toBeVisible();
  await page.getByLabel("Confirm with your password").fill(member.password);
  await page.getByRole("button", { name: "Turn on two-step verification" }).click();
  await expect(page.getByRole("button", { name: "Turn off two-step verification" })).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`sign in with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("refuses empty fields and wrong credentials with the spec messages", async ({ page, request }) => {
      const member = await registerMember(request);
      await page.goto("/news?auth=sign-in");
      const dialog = page.getByRole("dialog", { name: "Welcome back" });
      await expect(dialog.getByRole("link", { name: "Sign Up Now" })).toBeVisible();
      await expect(dialog.getByRole("link", { name: /Forgot Password/ })).toBeVisible();
      await dialog.getByRole("button", { name: "Sign In" }).click();
      await expect(dialog.getByText(MESSAGES.usernameOrEmailRequired)).toBeVisible();
      await expect(dialog.getByText(MESSAGES.passwordRequired)).toBeVisible();

      await dialog.getByLabel("Username / Email").fill(member.username);
      await dialog.getByLabel("Password", { exact: true }).fill("Wrong1password");
      await dialog.getByRole("button", { name: "Sign In" }).click();
      // requirements §8: shown on both fields.
      await expect(dialog.getByText(MESSAGES.loginFailed)).toHaveCount(2);
      await signedOut(page);
    });

    test("from the home page goes to /myworld; elsewhere stays on the same page; sign-out returns to /", async ({ page, request }) => {
      const member = await registerMember(request);
      await signInThroughDialog(page, member, "/");
      await expect(page).toHaveURL(/\/myworld$/);
      await signedIn(page);

      await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
      await expect(page).toHaveURL(/\/$/);
      await signedOut(page);

      await signInThroughDialog(page, { ...member, username: member.email }, "/news?page=1");
      await expect(page).toHaveURL(/\/news\?page=1$/);
      await signedIn(page);
    });

    test("a protected target opened while signed out is where sign-in lands", async ({ page, request }) => {
      const member = await registerMember(request);
      await page.goto("/myworld/profile/security");
      await expect(page).toHaveURL(/\/\?auth=sign-in$/);
      const dialog = page.getByRole("dialog", { name: "Welcome back" });
      await dialog.getByLabel("Username / Email").fill(member.username);
      await dialog.getByLabel("Password", { exact: true }).fill(member.password);
      await dialog.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/myworld\/profile\/security$/);
      await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
    });

    test("with two-step verification on, sign-in asks for the emailed code", async ({ page, request }) => {
      const member = await registerMember(request);
      await signInThroughDialog(page, member, "/news");
      await signedIn(page);
      await turnOnTwoStep(page, member);
      await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
      await signedOut(page);

      const since = Date.now();
      await signInThroughDialog(page, member, "/news", { secondFactor: true });
      const dialog = page.getByRole("dialog", { name: "Welcome back" });
      const code = await waitForCode(member.email, since);
      await dialog.getByRole("button", { name: "Verify" }).click();
      await expect(dialog.getByText(MESSAGES.codeEmpty)).toBeVisible();
      await dialog.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
      await dialog.getByRole("button", { name: "Verify" }).click();
      await expect(dialog.getByText(MESSAGES.codeWrong)).toBeVisible();
      await dialog.getByLabel("Verification code").fill(code);
      await dialog.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/news$/);
      await signedIn(page);

      // And off again: the next sign-in needs the password only.
      await page.goto("/myworld/profile/security");
      await page.getByLabel("Confirm with your password").fill(member.password);
      await page.getByRole("button", { name: "Turn off two-step verification" }).click();
      await expect(page.getByRole("button", { name: "Turn on two-step verification" })).toBeVisible();
    });

    test("changing the password takes the current one and the new one", async ({ page, request }) => {
      const member = await registerMember(request);
      await signInThroughDialog(page, member, "/news");
      await page.goto("/myworld/profile/security");
      const next = "Brand2newpass";
      await page.getByLabel("Current password").fill("Wrong1password");
      await page.getByLabel("Password", { exact: true }).fill(next);
      await page.getByLabel("Confirm password").fill(next);
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(page.getByText(MESSAGES.currentPasswordWrong)).toBeVisible();
      await page.getByLabel("Current password").fill(member.password);
      await page.getByLabel("Password", { exact: true }).fill(next);
      await page.getByLabel("Confirm password").fill(next);
      await page.getByRole("button", { name: "Change password" }).click();
      await expectNotice(page, MESSAGES.passwordChanged);
      await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
      await signedOut(page);
      await signInThroughDialog(page, { ...member, password: next }, "/news");
      await signedIn(page);
    });
  });
}

test("the session is renewed on sign-in and its cookie is HttpOnly and SameSite=Lax", async ({ page, request, context }) => {
  const member = await registerMember(request);
  await page.goto("/news");
  const before = (await context.cookies()).find((c) => c.name === "__session")?.value;
  await signInThroughDialog(page, member, "/news");
  await signedIn(page);
  const cookie = (await context.cookies()).find((c) => c.name === "__session")!;
  expect(cookie.value).not.toBe(before);
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe("Lax");
});

test("a redirect target on another site is ignored", async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto("/?auth=sign-in");
  await page.locator('input[name="redirectTo"]').first().evaluate((input: HTMLInputElement) => (input.value = "https://evil.example/"));
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("Username / Email").fill(member.username);
  await dialog.getByLabel("Password", { exact: true }).fill(member.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/myworld$/);
});

test.describe("inactivity reminder", () => {
  test("appears after the idle timeout; Sign Out logs out to /", async ({ page, request }) => {
    const member = await registerMember(request);
    await page.clock.install();
    await signInThroughDialog(page, member, "/news");
    await signedIn(page);
    await page.clock.fastForward("30:05");
    const reminder = page.getByRole("dialog", { name: "Are you still there?" });
    await expect(reminder).toBeVisible();
    await expect(reminder).toContainText("extended period of inactivity");
    await page.keyboard.press("Escape"); // does not close it
    await expect(reminder).toBeVisible();
    await reminder.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await signedOut(page);
  });

  test("Sign In reopens the sign-in dialog on the same page", async ({ page, request }) => {
    const member = await registerMember(request);
    await page.clock.install();
    await signInThroughDialog(page, member, "/news");
    await signedIn(page);
    await page.clock.fastForward("30:05");
    await page.getByRole("dialog", { name: "Are you still there?" }).getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/news\?auth=sign-in$/);
    await expect(page.getByRole("dialog", { name: "Welcome back" })).toBeVisible();
  });
});

test("the Security tab clears the password it was given once the change is made", async ({ page, request }) => {
  const member = await registerMember(request);
  await signInThroughDialog(page, member, "/news");
  await page.goto("/myworld/profile/security");
  await page.getByLabel("Confirm with your password").fill(member.password);
  await page.getByRole("button", { name: "Turn on two-step verification" }).click();
  await expect(page.getByRole("button", { name: "Turn off two-step verification" })).toBeVisible();
  await expect(page.getByLabel("Confirm with your password")).toHaveValue("");
});

test("the Security tab lists where the member is signed in and signs out everywhere else", async ({ page, request, browser, baseURL }) => {
  const member = await registerMember(request);
  const elsewhere = await browser.newContext({ baseURL });
  const otherPage = await elsewhere.newPage();
  await signInThroughDialog(otherPage, member, "/news");
  await signInThroughDialog(page, member, "/news");
  await page.goto("/myworld/profile/security");
  const list = page.getByRole("list", { name: "Active sessions" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByText("This browser")).toHaveCount(1);
  await page.getByRole("button", { name: "Sign out everywhere else (1)" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await otherPage.goto("/myworld/profile");
  await expect(otherPage).toHaveURL(/\/\?auth=sign-in$/);
  await elsewhere.close();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`one device signed out with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the Security tab signs out the device chosen, and only it", async ({ page, request, browser, baseURL }) => {
      const member = await registerMember(request);
      const other = await browser.newContext({ baseURL, userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0" });
      const laptop = await browser.newContext({ baseURL, userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0.0.0 Safari/537.36" });
      const [otherPage, laptopPage] = [await other.newPage(), await laptop.newPage()];
      await signInThroughDialog(otherPage, member, "/news");
      await signInThroughDialog(laptopPage, member, "/news");
      await signInThroughDialog(page, member, "/news");
      await page.goto("/myworld/profile/security");
      const list = page.getByRole("list", { name: "Active sessions" });
      await expect(list.getByRole("listitem")).toHaveCount(3);
      // This browser has no button of its own: it signs out with Sign Out.
      await expect(list.getByRole("listitem").filter({ hasText: "This browser" }).getByRole("button")).toHaveCount(0);

      const otherItem = list.getByRole("listitem").filter({ hasText: "Firefox on macOS" });
      await expect(otherItem).toHaveCount(1);
      await otherItem.getByRole("button", { name: /^Sign out Firefox on macOS, signed in / }).click();
      await expectNotice(page, MESSAGES.signedOutThere);
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await expect(list.getByRole("listitem").filter({ hasText: "Firefox on macOS" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Sign out everywhere else (1)" })).toBeVisible();

      await otherPage.goto("/myworld/profile");
      await expect(otherPage).toHaveURL(/\/\?auth=sign-in$/);
      await laptopPage.goto("/myworld/profile");
      await expect(laptopPage).toHaveURL(/\/myworld\/profile/);
      await other.close();
      await laptop.close();
    });
  });
}
