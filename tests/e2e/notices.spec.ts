import type { Page } from "@playwright/test";
import { MESSAGES } from "../../core/messages";
import { registerMember, signInByForm, signInThroughDialog } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { prepareApplicationThroughApi } from "../support/investor";
import { expectNotice } from "../support/notices";

// Issue: feedback that reaches every member, point 1. Every flow that ends in a notice shows its
// exact words as a live region without JavaScript, and as one toast with it; either way it can be
// dismissed.

/** Dismisses the notice: the server's plain link without JavaScript, the toast's button with it. */
async function dismiss(page: Page, message: string, javaScriptEnabled: boolean) {
  const notice = page.getByRole("status").filter({ hasText: message });
  const url = page.url();
  if (javaScriptEnabled) await notice.getByRole("button", { name: MESSAGES.dismissNotice }).click();
  else await notice.getByRole("link", { name: MESSAGES.dismissNotice }).click();
  await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  expect(page.url()).toBe(url);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`notices with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("profile save, two-step on and off, notification delete: each says so, once, and can be dismissed", async ({ page, request }) => {
      const member = await registerMember(request);
      await signInThroughDialog(page, member, "/news");

      await page.goto("/myworld/profile/personal");
      await page.getByLabel("Date of birth").fill("1985-12-10");
      await page.getByRole("button", { name: "Save personal information" }).click();
      await expectNotice(page, MESSAGES.profileSaved);
      await dismiss(page, MESSAGES.profileSaved, javaScriptEnabled);

      await page.goto("/myworld/profile/security");
      await page.getByLabel("Confirm with your password").fill(member.password);
      await page.getByRole("button", { name: "Turn on two-step verification" }).click();
      await expectNotice(page, MESSAGES.twoStepOn);
      await page.getByLabel("Confirm with your password").fill(member.password);
      await page.getByRole("button", { name: "Turn off two-step verification" }).click();
      await expectNotice(page, MESSAGES.twoStepOff);

      await page.goto("/myworld/profile/notifications");
      const list = page.getByRole("list", { name: "Notifications" });
      const filters = page.getByRole("navigation", { name: "Notification filters" });
      const all = Number((await filters.getByRole("link", { name: /All/ }).textContent())?.match(/\((\d+)\)/)?.[1]);
      await list.getByRole("listitem").first().getByRole("button", { name: "Delete" }).click();
      await expectNotice(page, MESSAGES.notificationDeleted);
      await expect(filters).toContainText(`All (${all - 1})`);
    });

    test("signing out everywhere else and opening the investor account say so", async ({ page, request, browser, baseURL }) => {
      const member = await registerMember(request);
      const elsewhere = await browser.newContext({ baseURL });
      await signInThroughDialog(await elsewhere.newPage(), member, "/news");
      await signInByForm(page, member);
      await page.goto("/myworld/profile/security");
      await page.getByRole("button", { name: "Sign out everywhere else (1)" }).click();
      await expectNotice(page, MESSAGES.signedOutElsewhere);
      await elsewhere.close();

      await prepareApplicationThroughApi(request, member);
      await page.goto("/myworld/service/investments/open-account?step=review");
      await page.getByRole("button", { name: "Submit my application" }).click();
      await expectNotice(page, MESSAGES.investorAccountOpened);
    });
  });
}
