import type { Page } from "@playwright/test";
import { MESSAGES } from "../../core/messages";
import { INVESTOR_MESSAGES, INVESTOR_PAGE_COPY as COPY } from "../../core/messages/investor";
import { registerMember, signInByForm, signInThroughDialog } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { randomSsn } from "../support/investor";
import { expectNotice } from "../support/notices";

// Issue "Investor accounts for real" §7, the browser's part, with JavaScript on and off: a new
// member takes the risk assessment, opens the account (one rejection fixed: under 18), links a
// bank, deposits $150,000, sees it pending then settled (the e2e server settles after
// FUNDS_SETTLEMENT_SECONDS=1, tests/support/global-setup.ts), becomes Gold with a notification,
// and withdraws $10,000.

const OPEN_ACCOUNT = "/myworld/service/investments/open-account";
const FUNDING = "/myworld/service/investments/funding";
/** Settlement takes a second; the page looks again every few seconds, by itself. */
const SETTLES_WITHIN = { timeout: 30_000 };

/** A date of birth that makes the member 17 today. */
function seventeenYearsAgo(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 17);
  return date.toISOString().slice(0, 10);
}

async function saveStep(page: Page, next: string) {
  await page.getByRole("button", { name: COPY.saveAndContinue }).click();
  await expect(page).toHaveURL(new RegExp(`step=${next}$`));
}

async function takeAssessment(page: Page) {
  await page.goto("/myworld/service/investments/assessment?from=application");
  const questions = page.locator("fieldset.question");
  const count = await questions.count();
  expect(count).toBeGreaterThanOrEqual(5);
  for (let i = 0; i < count; i += 1) {
    const question = questions.nth(i);
    // Each question is a group named by its legend, for screen readers.
    await expect(question.locator("legend")).not.toBeEmpty();
    await question.getByRole("radio").last().check();
  }
  await page.getByRole("button", { name: COPY.assessmentSubmit }).click();
  await expectNotice(page, MESSAGES.assessmentSaved);
  await expect(page.getByTestId("risk-profile")).toBeVisible();
  await expect(page.getByText(/^Score: \d+$/)).toBeVisible();
}

async function fillApplication(page: Page, javaScriptEnabled: boolean) {
  await page.goto(OPEN_ACCOUNT);
  await expect(page.getByTestId("application-status")).toHaveText(/Not started|Draft/);
  await expect(page.getByRole("navigation", { name: COPY.stepsLabel }).locator('[aria-current="step"]')).toContainText(COPY.steps.personal);

  // About you: 17 years old, which the review refuses.
  await page.getByLabel(COPY.fields.firstName).fill("Ada");
  await page.getByLabel(COPY.fields.lastName).fill("Lovelace");
  await page.getByLabel(COPY.fields.dateOfBirth).fill(seventeenYearsAgo());
  const ssn = randomSsn();
  await page.getByLabel(COPY.fields.ssn).fill(ssn);
  await page.getByLabel(COPY.fields.citizenship).selectOption("US");
  await saveStep(page, "address");

  // Leaving and coming back resumes: the step's answers are saved, the SSN only masked.
  await page.goto(`${OPEN_ACCOUNT}?step=personal`);
  await expect(page.getByLabel(COPY.fields.firstName)).toHaveValue("Ada");
  await expect(page.getByLabel(COPY.fields.ssn)).toHaveValue("");
  await expect(page.getByText(`•••-••-${ssn.slice(-4)}`)).toBeVisible();
  expect(await page.content()).not.toContain(ssn);
  await page.goto(`${OPEN_ACCOUNT}?step=address`);

  // Address with the geo lists; without JavaScript the state's cities come once the state is saved.
  await page.getByLabel(COPY.fields.address).fill("1 Main St");
  await page.getByLabel(COPY.fields.countryCode).selectOption("US");
  await page.getByLabel(COPY.fields.stateCode).selectOption("CA");
  await page.getByLabel(COPY.fields.zipCode).fill("94105");
  if (!javaScriptEnabled) {
    await saveStep(page, "employment");
    await page.goto(`${OPEN_ACCOUNT}?step=address`);
  }
  await expect(page.getByLabel(COPY.fields.cityCode).locator('option[value="CA-san-francisco"]')).toHaveCount(1);
  await page.getByLabel(COPY.fields.cityCode).selectOption("CA-san-francisco");
  await saveStep(page, "employment");

  await page.getByLabel(COPY.fields.employmentStatus).selectOption("employed");
  await page.getByLabel(COPY.fields.industry).selectOption("11");
  await saveStep(page, "finances");

  await page.getByLabel(COPY.fields.annualIncome).selectOption("100k_250k");
  await page.getByLabel(COPY.fields.netWorth).selectOption("250k_1m");
  await saveStep(page, "assessment");

  // The assessment was taken first: the step says so and moves on.
  await expect(page.getByText(COPY.assessmentDone)).toBeVisible();
  await page.getByRole("link", { name: COPY.saveAndContinue }).click();
  await expect(page).toHaveURL(/step=agreements$/);

  await page.getByLabel(COPY.fields.agreementsAccepted).check();
  await page.getByLabel(COPY.fields.signature).fill("Ada Lovelace");
  await saveStep(page, "review");
}

async function submitWithOneRejectionFixed(page: Page) {
  await page.getByRole("button", { name: COPY.submit }).click();
  await expectNotice(page, MESSAGES.applicationRejected, "error");
  await expect(page.getByTestId("application-status")).toHaveText("Needs changes");

  // The reason is linked to its step and shown on its field there.
  const reasons = page.getByRole("alert").filter({ hasText: COPY.rejectedTitle });
  await reasons.getByRole("link", { name: `${COPY.steps.personal} · ${COPY.fields.dateOfBirth}` }).click();
  await expect(page).toHaveURL(/step=personal/);
  await expect(page.getByText(INVESTOR_MESSAGES.underage).first()).toBeVisible();
  await page.getByLabel(COPY.fields.dateOfBirth).fill("1990-01-31");
  await saveStep(page, "address");

  await page.goto(`${OPEN_ACCOUNT}?step=review`);
  // Saving a step may make the application a draft again: either wording submits it.
  await page.getByRole("button", { name: new RegExp(`^(${COPY.resubmit}|${COPY.submit})$`) }).click();
  await expectNotice(page, MESSAGES.investorAccountOpened);
  await expect(page.getByTestId("application-status")).toHaveText("Approved");
}

async function linkBank(page: Page) {
  await page.goto(FUNDING);
  await expect(page.getByText(COPY.banksEmpty)).toBeVisible();
  await expect(page.getByText(COPY.historyEmpty)).toBeVisible();
  // The ABA checksum is checked before anything is sent.
  await page.getByLabel(COPY.holderName).fill("Ada Lovelace");
  await page.getByLabel(COPY.routingNumber).fill("011000016");
  await page.getByLabel(COPY.accountNumber).fill("123456789");
  await page.getByRole("button", { name: COPY.linkBank }).click();
  await expect(page.getByText(INVESTOR_MESSAGES.routingChecksum)).toBeVisible();
  await page.getByLabel(COPY.routingNumber).fill("011000015");
  await page.getByLabel(COPY.accountNumber).fill("123456789");
  await page.getByRole("button", { name: COPY.linkBank }).click();
  await expectNotice(page, MESSAGES.bankLinked);
  await expect(page.locator(".bank-list")).toContainText("Ada Lovelace");
  await expect(page.locator(".bank-list")).toContainText("••••6789");
  expect(await page.content()).not.toContain("123456789");
}

async function transfer(page: Page, direction: "deposit" | "withdrawal", amount: string) {
  await page.getByLabel(COPY.direction).selectOption(direction);
  await page.getByLabel(COPY.amount).fill(amount);
  await page.getByRole("button", { name: COPY.sendTransfer }).click();
  await expectNotice(page, direction === "deposit" ? MESSAGES.depositRequested : MESSAGES.withdrawalRequested);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`investor account with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.setTimeout(120_000);

    test("assessment, application with one rejection fixed, a bank, $150,000 in, Gold, $10,000 out", async ({ page, request }) => {
      const member = await registerMember(request);
      await signInThroughDialog(page, member, "/news");

      // My World offers the way to open an account.
      await page.goto("/myworld");
      await expect(page.locator(".tier-card")).toBeVisible();
      await expect(page.getByRole("heading", { name: COPY.openTitle })).toBeVisible();
      await page.getByRole("link", { name: COPY.startApplication }).click();
      await expect(page).toHaveURL(/\/myworld\/service\/investments\/open-account$/);

      await takeAssessment(page);
      await fillApplication(page, javaScriptEnabled);
      await submitWithOneRejectionFixed(page);

      await page.getByRole("link", { name: COPY.goToFunding }).click();
      await expect(page).toHaveURL(new RegExp(`${FUNDING}$`));
      await linkBank(page);

      // $150,000 in: pending first, then settled by itself (the page looks again on its own).
      await transfer(page, "deposit", "150,000");
      const deposit = page.getByTestId("transfer-row").first();
      await expect(deposit).toContainText("$150,000.00");
      await expect(deposit).toContainText("Pending");
      await expect(page.getByRole("status").filter({ hasText: COPY.pendingRefresh })).toBeVisible();
      await expect(deposit).toContainText("Settled", SETTLES_WITHIN);
      await expect(page.getByTestId("cash-settled")).toHaveText("$150,000.00");
      await expect(page.getByTestId("cash-pending")).toHaveText("$0.00");

      // Gold, with a notification.
      await page.goto("/myworld");
      await expect(page.locator(".tier-card").getByRole("heading", { name: "Gold" })).toBeVisible();
      await expect(page.getByTestId("overview-total-assets")).toHaveText("$150,000.00");
      await expect(page.getByTestId("overview-pending")).toHaveText(COPY.noPendingTransfers);
      await page.goto("/myworld/profile/notifications");
      await expect(page.getByText(/Welcome to Gold/).first()).toBeVisible();

      // $10,000 out.
      await page.goto(FUNDING);
      await transfer(page, "withdrawal", "10,000.00");
      const withdrawal = page.getByTestId("transfer-row").first();
      await expect(withdrawal).toContainText("Withdrawal");
      await expect(withdrawal).toContainText("$10,000.00");
      await expect(withdrawal).toContainText("Settled", SETTLES_WITHIN);
      await expect(page.getByTestId("cash-settled")).toHaveText("$140,000.00");
      await expect(page.getByTestId("total-assets")).toHaveText("$140,000.00");
    });
  });
}

test("a pending deposit can be cancelled, and a double submit books one transfer", async ({ page, request }) => {
  const { prepareApplicationThroughApi } = await import("../support/investor");
  const member = await registerMember(request);
  await prepareApplicationThroughApi(request, member);
  await signInByForm(page, member);
  await page.goto(`${OPEN_ACCOUNT}?step=review`);
  await page.getByRole("button", { name: COPY.submit }).click();
  await expectNotice(page, MESSAGES.investorAccountOpened);
  await page.goto(FUNDING);
  await page.getByLabel(COPY.holderName).fill("Ada Lovelace");
  await page.getByLabel(COPY.routingNumber).fill("011000015");
  await page.getByLabel(COPY.accountNumber).fill("987654321");
  await page.getByRole("button", { name: COPY.linkBank }).click();
  await expectNotice(page, MESSAGES.bankLinked);

  // Each view of the form holds a key of its own, so the page is never kept (decision 038).
  const keys: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const response = await page.goto(FUNDING);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["x-page-cache"]).not.toBe("hit");
    keys.push(await page.locator('#transfer-form input[name="idempotencyKey"]').inputValue());
  }
  expect(keys[0]).not.toBe(keys[1]);

  // The same form posted twice (the same idempotency key): one transfer.
  const key = await page.locator('#transfer-form input[name="idempotencyKey"]').inputValue();
  const bankId = await page.getByLabel(COPY.bank, { exact: true }).inputValue();
  for (let i = 0; i < 2; i += 1) {
    const posted = await page.request.post(FUNDING, {
      form: { intent: "transfer", bankId, direction: "deposit", amount: "25.00", idempotencyKey: key },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(302);
  }
  await page.goto(FUNDING);
  await expect(page.getByTestId("transfer-row")).toHaveCount(1);
  // A pending deposit can be cancelled (settlement takes a second: this may find it settled).
  const cancel = page.getByRole("button", { name: COPY.cancelTransferLabel("$25.00") });
  if (await cancel.isVisible()) {
    await cancel.click();
    await expect(page.getByTestId("transfer-row").first()).toContainText(/Cancelled|Settled/);
  }
});
