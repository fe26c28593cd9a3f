import type { Page } from "@playwright/test";
import { BENEFICIARY_MESSAGES, BENEFICIARY_PAGE_COPY as COPY, FINDING_TITLES, TITLING_LABELS } from "../../core/messages/beneficiaries";
import { lockedFeatureMessage } from "../../core/tiers";
import { signInByForm, signInThroughDialog } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expect, test } from "../support/fixtures";
import { fundedMemberWithApi } from "../support/investor";

// Silver's beneficiary and ownership review in the browser, with JavaScript on and off: a Silver
// member living in California (the sample application) reads how the account is owned, names two
// primary beneficiaries and a contingent one through the form, is told what the rules refuse with
// what they typed kept, and sees each beneficiary's part of the account; a Bronze member gets the
// locked view. The legal service's titling card leads to the same page.

const PAGE = "/myworld/service/estate/beneficiaries";

const row = (page: Page, legend: string) => page.getByRole("group", { name: legend, exact: true });

async function fillRow(page: Page, legend: string, name: string, relationship: string, share: string) {
  const r = row(page, legend);
  await r.getByLabel("Name").fill(name);
  if (relationship) await r.getByLabel("Relationship").selectOption({ label: relationship });
  await r.getByLabel("Share").fill(share);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`beneficiaries with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a Silver member names beneficiaries, is told what the rules refuse, and sees what each would receive", async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      const base = baseURL!;
      const { member } = await fundedMemberWithApi(request, base, "40000.00");
      await signInThroughDialog(page, member, `${base}/news`);

      // The estate service's Silver card leads here, a tab of the service.
      await page.goto(`${base}/myworld/service/estate`);
      await page.getByRole("link", { name: "Review your beneficiaries" }).click();
      await expect(page).toHaveURL(`${base}${PAGE}`);
      await expect(page.getByRole("navigation", { name: "Estate sections" }).getByRole("link", { name: "Beneficiaries" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { name: COPY.title })).toBeVisible();
      await expect(page.getByTestId("titling")).toHaveText(TITLING_LABELS.individual.label);
      await expect(page.getByTestId("account-value")).toHaveText("$40,000.00");
      await expect(page.getByTestId("receivers-empty")).toHaveText(COPY.receiversEmpty);
      await expect(page.getByTestId("finding-none-named").getByRole("heading")).toHaveText(FINDING_TITLES["none-named"]);
      await expect(page.getByTestId("finding-community-property")).toContainText("You live in California, a community property state.");
      if (javaScriptEnabled) await expectNoSeriousViolations(page, "beneficiaries");

      // One row each to begin with; a second primary row is added (without JavaScript by posting
      // the form back, what was typed kept).
      await expect(page.getByTestId("primary-row")).toHaveCount(1);
      await fillRow(page, "Primary beneficiary 1", "Ana Ruiz", "Spouse", "60");
      await page.getByRole("button", { name: "Add a primary beneficiary" }).click();
      await expect(page.getByTestId("primary-row")).toHaveCount(2);
      await expect(row(page, "Primary beneficiary 1").getByLabel("Name")).toHaveValue("Ana Ruiz");
      await expect(row(page, "Primary beneficiary 1").getByLabel("Share")).toHaveValue("60");
      await fillRow(page, "Primary beneficiary 2", "Ben Ruiz", "Child", "30");
      // A contingent row left without its relationship, and shares adding up to 90 %: the row's
      // field is named first (the form checks the contract before asking the API).
      await fillRow(page, "Contingent beneficiary 1", "Red Cross", "", "100");
      await page.getByRole("button", { name: "Save beneficiaries" }).click();
      await expect(row(page, "Contingent beneficiary 1").getByText("is required")).toBeVisible();
      await expect(row(page, "Primary beneficiary 2").getByLabel("Name")).toHaveValue("Ben Ruiz");
      await row(page, "Contingent beneficiary 1").getByLabel("Relationship").selectOption({ label: "Charity" });
      await page.getByRole("button", { name: "Save beneficiaries" }).click();
      await expect(page.getByRole("alert").filter({ hasText: BENEFICIARY_MESSAGES.problem({ rule: "shares-total", designation: "primary", total: 90 }) })).toBeVisible();
      await expect(row(page, "Primary beneficiary 2").getByLabel("Share")).toHaveValue("30");
      await expect(page.getByTestId("receivers-empty")).toBeVisible();

      // Corrected: saved, and the review reads it.
      await row(page, "Primary beneficiary 2").getByLabel("Share").fill("40");
      await page.getByRole("button", { name: "Save beneficiaries" }).click();
      await expect(page.getByText(BENEFICIARY_MESSAGES.saved(2, 1))).toBeVisible();
      await expect(page.getByTestId("titling")).toHaveText(TITLING_LABELS["individual-tod"].label);
      const primary = page.getByTestId("primary-table");
      await expect(primary.getByRole("row")).toHaveText([/Name.*Relationship/, /Ana Ruiz\s*Spouse\s*60\s*%\s*\$24,000\.00/, /Ben Ruiz\s*Child\s*40\s*%\s*\$16,000\.00/]);
      await expect(page.getByTestId("contingent-table").getByRole("row").nth(1)).toHaveText(/Red Cross\s*Charity\s*100\s*%\s*\$40,000\.00/);
      // The spouse has more than half; a child is named.
      await expect(page.getByTestId("beneficiary-findings").getByRole("listitem")).toHaveCount(1);
      await expect(page.getByTestId("finding-minor-possible")).toContainText("If Ben Ruiz is under 18 at your death");
      await expect(page.getByTestId("last-saved")).toHaveText(/^Last saved on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);

      // The next visit: the saved rows in the form, and one empty row of each to add another.
      await page.goto(`${base}${PAGE}`);
      await expect(page.getByTestId("primary-row")).toHaveCount(3);
      await expect(row(page, "Primary beneficiary 2").getByLabel("Name")).toHaveValue("Ben Ruiz");
      await expect(row(page, "Contingent beneficiary 1").getByLabel("Relationship")).toHaveValue("charity");

      // The legal service's titling card leads to the ownership part of the same page.
      await page.goto(`${base}/myworld/service/legal`);
      await page.getByRole("link", { name: "Review how your account is owned" }).click();
      await expect(page).toHaveURL(`${base}${PAGE}#ownership`);
      await expect(page.getByRole("heading", { name: COPY.ownershipTitle })).toBeVisible();
    });
  });
}

// The locked view is the server's page, the same with JavaScript on or off.
test("a Bronze member sees the locked view with the tier that unlocks it", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const { member } = await fundedMemberWithApi(request, base, "1000.00");
  await signInByForm(page, member, base);
  const response = await page.goto(`${base}${PAGE}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: /not in your tier yet/ })).toBeVisible();
  await expect(page.getByText(lockedFeatureMessage("accounts", 1000))).toBeVisible();
});
