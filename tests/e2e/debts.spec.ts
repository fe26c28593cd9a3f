import type { Page } from "@playwright/test";
import { DEBT_MESSAGES, DEBT_PAGE_COPY as COPY, FINDING_TITLES } from "../../core/messages/debts";
import { lockedFeatureMessage } from "../../core/tiers";
import { signInByForm, signInThroughDialog } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expect, test } from "../support/fixtures";
import { fundedMemberWithApi } from "../support/investor";

// Silver's "Debt and cash flow insights" in the browser, with JavaScript on and off: from the loans
// card to the Debts tab, two debts added through the form (one refused first, what was typed kept),
// the plans for an extra chosen in the page's own form with core's hand-worked figures (a $1,000
// card at 24 % and a $500 loan at 12 %, $200 a month), a balance updated and a debt removed after
// the page asks (keeping it first changes nothing).

const PAGE = "/myworld/service/loans/debts";

async function fillDebt(page: Page, fields: { name?: string; kind?: string; balance: string; apr: string; minimum: string }) {
  if (fields.name !== undefined) await page.getByLabel("Name").fill(fields.name);
  if (fields.kind) await page.getByLabel("Kind").selectOption({ label: fields.kind });
  await page.getByLabel("Balance owed").fill(fields.balance);
  await page.getByLabel("Yearly rate (APR)").fill(fields.apr);
  await page.getByLabel("Minimum payment a month").fill(fields.minimum);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`debts with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a Silver member lists debts, is told what is refused, compares the ways to pay them off, updates and removes one", async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      const base = baseURL!;
      const { member } = await fundedMemberWithApi(request, base, "35000.00");
      await signInThroughDialog(page, member, `${base}/news`);

      // The loans service's Silver card leads here, a tab of the service.
      await page.goto(`${base}/myworld/service/loans`);
      await page.getByRole("link", { name: "Open your debts" }).click();
      await expect(page).toHaveURL(`${base}${PAGE}`);
      await expect(page.getByRole("navigation", { name: "Loans sections" }).getByRole("link", { name: "Debts" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByTestId("debts-empty")).toHaveText(COPY.empty);

      // A refused debt: each field's message, what was typed kept, nothing listed.
      await fillDebt(page, { name: "Visa card", balance: "a thousand", apr: "240", minimum: "50" });
      await page.getByRole("button", { name: "Add the debt" }).click();
      await expect(page.getByText(DEBT_MESSAGES.apr)).toBeVisible();
      await expect(page.getByText("Enter an amount in dollars and cents, like 1,234.56.")).toBeVisible();
      await expect(page.getByLabel("Name")).toHaveValue("Visa card");
      await expect(page.getByLabel("Yearly rate (APR)")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByTestId("debts-empty")).toBeVisible();

      await fillDebt(page, { name: "Visa card", kind: "Credit card", balance: "1,000", apr: "24", minimum: "50" });
      await page.getByRole("button", { name: "Add the debt" }).click();
      await expect(page.getByText(DEBT_MESSAGES.added("Visa card"))).toBeVisible();
      // The form is empty again for the next one.
      await expect(page.getByLabel("Name")).toHaveValue("");
      await fillDebt(page, { name: "Student loan", kind: "Student loan", balance: "500.00", apr: "12", minimum: "25" });
      await page.getByRole("button", { name: "Add the debt" }).click();
      await expect(page.getByText(DEBT_MESSAGES.added("Student loan"))).toBeVisible();
      const table = page.getByTestId("debt-table");
      await expect(table.getByRole("row").nth(1)).toHaveText(/Visa card\s*Credit card\s*\$1,000\.00\s*24%\s*\$50\.00\s*\$20\.00/);
      await expect(table.getByRole("row").nth(2)).toHaveText(/Student loan\s*Student loan\s*\$500\.00\s*12%\s*\$25\.00\s*\$5\.00/);
      await expect(page.getByTestId("debts-owed")).toHaveText("$1,500.00");
      await expect(page.getByTestId("finding-highest-rate").getByRole("heading")).toHaveText(FINDING_TITLES["highest-rate"]);
      if (javaScriptEnabled) await expectNoSeriousViolations(page, "debts");

      // $75 of minimums and $125 more: the highest rate first costs $105.49 of interest, the
      // smallest balance first $128.76 (core/debts/payoff.test.ts works both by hand).
      await page.getByLabel("Extra each month, beyond the minimums").fill("125");
      await page.getByRole("button", { name: "Show the plans" }).click();
      await expect(page).toHaveURL(/extra=125/);
      await expect(page.getByTestId("plan-avalanche")).toContainText("after 9 months");
      await expect(page.getByTestId("plan-avalanche")).toContainText("$105.49");
      await expect(page.getByTestId("plan-snowball")).toContainText("$128.76");
      await expect(page.getByTestId("finding-compare-plans")).toContainText("paying the highest rate first costs $23.27 less in interest");
      await expect(page.locator("#debt-chart-title")).toHaveText(COPY.chartTitle);
      if (javaScriptEnabled) await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();

      // The card's balance updated: its figures follow.
      await page.getByRole("link", { name: "Update Visa card" }).click();
      await expect(page.getByLabel("Balance owed")).toHaveValue("1000.00");
      await page.getByLabel("Balance owed").fill("800");
      await page.getByRole("button", { name: "Save the debt" }).click();
      await expect(page.getByText(DEBT_MESSAGES.updated("Visa card"))).toBeVisible();
      await expect(table.getByRole("row").nth(1)).toHaveText(/Visa card\s*Credit card\s*\$800\.00\s*24%\s*\$50\.00\s*\$16\.00/);

      // Removing asks first; keeping it changes nothing.
      await page.getByRole("link", { name: "Remove Student loan" }).click();
      await expect(page.getByRole("heading", { name: COPY.removeTitle("Student loan") })).toBeVisible();
      if (javaScriptEnabled) await expect(page.getByRole("heading", { name: COPY.removeTitle("Student loan") })).toBeFocused();
      await page.getByRole("link", { name: COPY.keep }).click();
      await expect(page.getByTestId("debt-remove")).toHaveCount(0);
      await expect(table.getByRole("row")).toHaveCount(4);
      await page.getByRole("link", { name: "Remove Student loan" }).click();
      await page.getByRole("button", { name: COPY.removeConfirm("Student loan") }).click();
      await expect(page.getByText(DEBT_MESSAGES.removed("Student loan"))).toBeVisible();
      await expect(table.getByRole("row")).toHaveCount(3);
      await expect(page.getByTestId("debts-owed")).toHaveText("$800.00");
    });
  });
}

// The locked view is the server's page, the same with JavaScript on or off.
test("a Bronze member sees the debts locked at Silver", async ({ page, request, baseURL }) => {
  const base = baseURL!;
  const { member } = await fundedMemberWithApi(request, base, "1000.00");
  await signInByForm(page, member, base);
  const response = await page.goto(`${base}${PAGE}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByText(lockedFeatureMessage("behavior-analysis", 1000))).toBeVisible();
});
