import { MESSAGES, unregisteredEmailMessage } from "../../core/messages";
import { clientAddress, registerMember, signInThroughDialog } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { expectNotice } from "../support/notices";
import { waitForCode } from "../support/mail-capture";

// Each test acts from its own address: the lockout counts per client (requirements §8, TRUST_PROXY on).
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress() });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`forgot password with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("email → code → new password; back from the password step goes to the email step", async ({ page, request }) => {
      const member = await registerMember(request);
      await page.goto("/news?auth=sign-in");
      await page.getByRole("dialog", { name: "Welcome back" }).getByRole("link", { name: /Forgot Password/ }).click();
      const dialog = page.getByRole("dialog", { name: "Reset your password" });
      await dialog.getByLabel("Email").fill(member.email);
      let since = Date.now();
      await dialog.getByRole("button", { name: "Send Code" }).click();
      await expect(dialog.getByText("ENTER THE CODE")).toBeVisible();
      let code = await waitForCode(member.email, since);
      await dialog.getByLabel("Verification code").fill(code);
      await dialog.getByRole("button", { name: "Verify" }).click();
      await expect(dialog.getByRole("button", { name: "Update Password" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();

      // requirements §4: the back arrow on the new-password step goes to the forgot email step.
      await dialog.getByRole("button", { name: "Back" }).click();
      await expect(dialog.getByLabel("Email")).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Send Code" })).toBeVisible();

      // The minute between codes has not passed: the server says so.
      await dialog.getByLabel("Email").fill(member.email);
      await dialog.getByRole("button", { name: "Send Code" }).click();
      await expect(dialog.getByText(MESSAGES.codeTooSoon)).toBeVisible();
    });

    test("a reset sets the new password, says so, and returns to sign-in", async ({ page, request }) => {
      const member = await registerMember(request);
      await page.goto("/enplusworld/who-we-are?auth=forgot-password");
      const dialog = page.getByRole("dialog", { name: "Reset your password" });
      await dialog.getByLabel("Email").fill(member.email);
      const since = Date.now();
      await dialog.getByRole("button", { name: "Send Code" }).click();
      const code = await waitForCode(member.email, since);
      await dialog.getByLabel("Verification code").fill(code);
      await dialog.getByRole("button", { name: "Verify" }).click();
      const next = "Fresh4password";
      await dialog.getByLabel("Password", { exact: true }).fill(next);
      await dialog.getByLabel("Confirm password").fill("Other4password");
      await dialog.getByRole("button", { name: "Update Password" }).click();
      await expect(dialog.getByText(MESSAGES.passwordMismatch)).toBeVisible();
      await dialog.getByLabel("Password", { exact: true }).fill(next);
      await dialog.getByLabel("Confirm password").fill(next);
      await dialog.getByRole("button", { name: "Update Password" }).click();

      await expect(page.getByRole("dialog", { name: "Welcome back" })).toBeVisible();
      await expect(page).toHaveURL(/\/enplusworld\/who-we-are\?auth=sign-in$/);
      await expectNotice(page, MESSAGES.passwordUpdated);
      await signInThroughDialog(page, { ...member, password: next }, "/news");
    });

    test("unregistered emails count down the attempts, then lock the form for 30 minutes", async ({ page }) => {
      await page.goto("/?auth=forgot-password");
      const dialog = page.getByRole("dialog", { name: "Reset your password" });
      for (let remaining = 4; remaining >= 1; remaining--) {
        await dialog.getByLabel("Email").fill(`nobody${remaining}@example.com`);
        await dialog.getByRole("button", { name: "Send Code" }).click();
        await expect(dialog.getByText(unregisteredEmailMessage(remaining))).toBeVisible();
      }
      await dialog.getByLabel("Email").fill("nobody0@example.com");
      await dialog.getByRole("button", { name: "Send Code" }).click();
      await expect(dialog.getByText(MESSAGES.lockedOut)).toBeVisible();
      // Locked: even a registered address is refused now.
      await dialog.getByLabel("Email").fill("anyone@example.com");
      await dialog.getByRole("button", { name: "Send Code" }).click();
      await expect(dialog.getByText(MESSAGES.lockedOut)).toBeVisible();
    });

    test("Cancel returns to sign-in", async ({ page }) => {
      await page.goto("/news?auth=forgot-password");
      await page.getByRole("dialog", { name: "Reset your password" }).getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("dialog", { name: "Welcome back" })).toBeVisible();
      await expect(page).toHaveURL(/\/news\?auth=sign-in$/);
    });
  });
}
