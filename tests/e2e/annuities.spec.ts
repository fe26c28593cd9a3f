import { ANNUITY_FINDINGS as F } from "../../core/messages/annuity-review";
import { FIELD } from "../../core/messages/planning";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { ANNUITY_QUERY } from "../support/annuity-review-query";
import { fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";

// Gold's "Annuity and policy analysis" in the browser, with JavaScript on and off: from the
// insurance card to the Annuities tab, $100,000 in an annuity kept, exchanged or surrendered, with
// the API test's hand-worked figures in the side-by-side table and the surrender schedule; a review
// without the annuity's costs is refused on that field; Silver sees the locked view. The page writes
// nothing, so both runs use the demo Gold member.

const PAGE = "/myworld/service/insurance/annuities";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Gold member weighs keeping, exchanging and surrendering an annuity (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("gold"));
    await page.goto("/myworld/service/insurance");
    await page.getByRole("link", { name: "Review an annuity" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("navigation", { name: "Insurance sections" }).getByRole("link", { name: "Annuities" })).toHaveAttribute("aria-current", "page");
    // A fresh visit shows the example's review.
    await expect(page.getByTestId("annuity-table")).toBeVisible();

    await fill(
      page,
      javaScriptEnabled,
      {
        "Value today": "100000",
        "Paid into it": "80000",
        "Years held": "5",
        "First year's surrender charge": "7",
        "Yearly costs": "1.2",
        "Years until you take the money": "1",
        "Return before costs": "12",
        "Low-cost annuity: yearly costs": "0.24",
        "Low-cost fund: yearly costs": "0.12",
        "Income tax rate": "24",
        "Capital gains tax rate": "15",
      },
      ANNUITY_QUERY,
    );
    // Kept: 111,337.73 less a 1 % charge and 24 % of the gain; exchanged: 98,000 grown at 0.24 %;
    // surrendered: 93,680 after the charge and 24 % of the 18,000 gain, grown at 0.12 %.
    await expect(page.getByTestId("annuity-row-tax-now")).toHaveText(/Tax today\s*—\s*—\s*\$4,320\.00$/);
    await expect(page.getByTestId("annuity-row-value")).toHaveText(/Worth in 1 year\s*\$111,337\.73\s*\$110,164\.12\s*\$105,434\.37$/);
    await expect(page.getByTestId("annuity-row-after-tax")).toHaveText(/Left after every charge and tax\s*\$102,970\.51\s*\$102,924\.73\s*\$103,671\.21$/);
    await expect(page.getByRole("columnheader", { name: "Surrender and invest · leaves the most" })).toBeVisible();
    await expect(page.getByTestId("annuity-findings")).toContainText(F.surrenderNow(200_000, 200, 2));
    await expect(page.getByTestId("surrender-schedule").locator("tbody tr")).toHaveText([/^Today\s*2%\s*\$2,000\.00$/, /^In 1 year\s*1%\s*\$1,113\.38$/]);
    await expect(page.getByRole("heading", { name: "Before you buy, keep or replace an annuity" })).toBeVisible();
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "annuity review");

    // Without the annuity's yearly costs: refused on that field, what was typed kept.
    await fill(page, javaScriptEnabled, { "Yearly costs": "" }, { value: "100000" });
    await expect(page.getByText(`Yearly costs ${FIELD.required}`)).toBeVisible();
    await expect(page.getByLabel("Yearly costs", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Paid into it", { exact: true })).toHaveValue("80000");
    await expect(page.getByTestId("annuity-table")).toHaveCount(0);
    await page.context().close();
  });
}

// The locked view is the server's page, the same with JavaScript on or off.
test("a Silver member sees the annuity review locked at Gold", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("silver"));
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "This part of Insurance is not in your tier yet" })).toBeVisible();
  await expect(page.getByText(/^Investment analysis unlocks at Gold/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Calculate" })).toHaveCount(0);
  await page.context().close();
});
