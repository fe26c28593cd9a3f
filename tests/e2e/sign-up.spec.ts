import { MESSAGES } from "../../core/messages";
import { newMember, registerMember, signInThroughDialog } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { expectNotice } from "../support/notices";
import { waitForCode } from "../support/mail-capture";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`sign up with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("details → emailed code → password, then the member can sign in", async ({ page }) => {
      const member = newMember();
      await page.goto("/enplusworld/pricing?auth=sign-up");
      const dialog = page.getByRole("dialog", { name: "Create your membership" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("Step 1 of 3");
      await expect(dialog.getByRole("link", { name: "Sign In" })).toBeVisible();

      await dialog.getByLabel("Username").fill(member.username);
      await dialog.getByLabel("Email").fill(member.email);
      const since = Date.now();
      await dialog.getByRole("button", { name: "Send Code" }).click();
      await expect(dialog.getByText("ENTER THE CODE")).toBeVisible();
      await expect(dialog).toContainText(member.email);
      const code = await waitForCode(member.email, since);

      // A wrong code is refused with the spec message; the right one moves on.
      await dialog.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
      await dialog.getByRole("button", { name: "Verify" }).click();
      await expect(dialog.getByText(MESSAGES.codeWrong)).toBeVisible();
      await dialog.getByLabel("Verification code").fill(code);
      await dialog.getByRole("button", { name: "Verify" }).click();
      await expect(dialog).toContainText("Step 3 of 3");

      const checklist = dialog.getByRole("list", { name: "Password requirements" });
      await dialog.getByLabel("Password", { exact: true }).fill("short");
      if (javaScriptEnabled) {
        // The four rules of requirements §5, ticked live: only the lowercase one holds for "short".
        await expect(checklist.locator("li[data-met='true']")).toHaveCount(1);
        await expect(checklist.locator("li")).toHaveCount(4);
      }
      await dialog.getByLabel("Password", { exact: true }).fill(member.password);
      if (javaScriptEnabled) await expect(checklist.locator("li[data-met='true']")).toHaveCount(4);
      await dialog.getByLabel("Confirm password").fill(`${member.password}x`);
      await dialog.getByRole("button", { name: "Create Account" }).click();
      await expect(dialog.getByText(MESSAGES.passwordMismatch)).toBeVisible();
      await dialog.getByLabel("Password", { exact: true }).fill(member.password);
      await dialog.getByLabel("Confirm password").fill(member.password);
      await dialog.getByRole("button", { name: "Create Account" }).click();

      // requirements §4: success closes and resets the dialog; requirements §8 message.
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/enplusworld\/pricing$/);
      await expectNotice(page, MESSAGES.registrationCompleted);
      await page.goto("/?auth=sign-up");
      await expect(page.getByRole("dialog", { name: "Create your membership" })).toContainText("Step 1 of 3");

      await signInThroughDialog(page, member, "/news");
      await expect(page.getByRole("link", { name: /My World/ })).toBeVisible();
    });

    test("shows the spec messages for bad details and a taken username", async ({ page, request }) => {
      const existing = await registerMember(request);
      await page.goto("/?auth=sign-up");
      const dialog = page.getByRole("dialog", { name: "Create your membership" });
      await dialog.getByRole("button", { name: "Send Code" }).click();
      await expect(dialog.getByText(MESSAGES.usernameRequired)).toBeVisible();
      await expect(dialog.getByText(MESSAGES.emailRequired)).toBeVisible();

      const cases: Array<[string, string, string, string]> = [
        ["a".repeat(21), "x@example.com", "", MESSAGES.usernameTooLong],
        ["no spaces", "x@example.com", "", MESSAGES.invalidUsername],
        ["validname", "not-an-email", "", MESSAGES.invalidEmail],
        ["validname", "x@example.com", "call me", MESSAGES.invalidPhone],
        [existing.username.toUpperCase(), "fresh@example.com", "", MESSAGES.usernameTaken],
      ];
      for (const [username, email, phone, message] of cases) {
        await dialog.getByLabel("Username").fill(username);
        await dialog.getByLabel("Email").fill(email);
        await dialog.getByLabel("Phone (optional)").fill(phone);
        await dialog.getByRole("button", { name: "Send Code" }).click();
        await expect(dialog.getByText(message)).toBeVisible();
      }
      await expect(dialog).toContainText("Step 1 of 3");
    });

    test("back goes one step and closing resets the dialog", async ({ page }) => {
      const member = newMember();
      await page.goto("/news?auth=sign-up");
      const dialog = page.getByRole("dialog", { name: "Create your membership" });
      await dialog.getByLabel("Username").fill(member.username);
      await dialog.getByLabel("Email").fill(member.email);
      await dialog.getByRole("button", { name: "Send Code" }).click();
      await expect(dialog.getByText("ENTER THE CODE")).toBeVisible();
      await dialog.getByRole("button", { name: "Back" }).click();
      await expect(dialog).toContainText("Step 1 of 3");
      await expect(dialog.getByLabel("Username")).toHaveValue(member.username);

      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(/\/news$/);
      await page.goto("/news?auth=sign-up");
      await expect(page.getByRole("dialog", { name: "Create your membership" }).getByLabel("Username")).toHaveValue("");
    });
  });
}

test("with JavaScript a taken username or email is reported on blur", async ({ page, request }) => {
  const existing = await registerMember(request);
  await page.goto("/?auth=sign-up");
  await page.waitForLoadState("networkidle"); // blur checks need the hydrated form
  const dialog = page.getByRole("dialog", { name: "Create your membership" });
  await dialog.getByLabel("Username").fill(existing.username);
  await dialog.getByLabel("Email").focus();
  await expect(dialog.getByText(MESSAGES.usernameTaken)).toBeVisible();
  await dialog.getByLabel("Email").fill(existing.email);
  await dialog.getByLabel("Phone (optional)").focus();
  await expect(dialog.getByText(MESSAGES.emailTaken)).toBeVisible();
});

test("with JavaScript field messages appear once a field is touched", async ({ page }) => {
  await page.goto("/?auth=sign-up");
  await page.waitForLoadState("networkidle"); // blur checks need the hydrated form
  const dialog = page.getByRole("dialog", { name: "Create your membership" });
  await dialog.getByLabel("Username").fill("bad name");
  await expect(dialog.getByText(MESSAGES.invalidUsername)).toHaveCount(0); // not touched yet
  await dialog.getByLabel("Email").focus();
  await expect(dialog.getByText(MESSAGES.invalidUsername)).toBeVisible();
});

test("the resend countdown starts at 60 s and then offers Resend Code", async ({ page }) => {
  await page.clock.install();
  const member = newMember();
  await page.goto("/?auth=sign-up");
  const dialog = page.getByRole("dialog", { name: "Create your membership" });
  await dialog.getByLabel("Username").fill(member.username);
  await dialog.getByLabel("Email").fill(member.email);
  await dialog.getByRole("button", { name: "Send Code" }).click();
  await expect(dialog.getByText(/You can ask for a new code in (60|59) s\./)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Resend Code" })).toHaveCount(0);
  await page.clock.fastForward(30_000);
  await expect(dialog.getByText(/You can ask for a new code in (30|29) s\./)).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(dialog.getByRole("button", { name: "Resend Code" })).toBeVisible();
  await dialog.getByLabel("Verification code").fill("");
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText(MESSAGES.codeEmpty)).toBeVisible();
});
