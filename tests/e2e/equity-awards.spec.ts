import { EQUITY_FIELD, EQUITY_FINDINGS as F } from "../../core/messages/equity-awards";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, fill, signedIn } from "../support/calculators";
import { EQUITY_AWARDS_QUERY } from "../support/equity-awards-query";
import { expect, test } from "../support/fixtures";

// Emerald's executive accounts, the equity award planner, in the browser with JavaScript on and
// off: from the entrepreneurship card to its tab, the API test's 4,800 units with their 2026 tax
// worked by hand, the vesting table under the chart; options without an exercise price are refused
// on the field; Diamond sees the locked view. The page writes nothing, so both runs use the demo
// Emerald member.

const PAGE = "/myworld/service/entrepreneurship/equity";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`an Emerald member plans the tax of a year's vesting units (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("emerald"));
    await page.goto("/myworld/service/entrepreneurship");
    await page.getByRole("link", { name: "Plan your equity awards" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("navigation", { name: "Entrepreneurship sections" }).getByRole("link", { name: "Equity awards" })).toHaveAttribute("aria-current", "page");

    await page.getByLabel("Kind of award", { exact: true }).selectOption("rsu");
    await page.getByLabel("Tax year", { exact: true }).selectOption("2026");
    await fill(
      page,
      javaScriptEnabled,
      {
        "Shares granted": "4800",
        "Share price today": "50",
        "Vesting start date": "2025-01-31",
        "Years of vesting": "4",
        "Cliff in months": "12",
        "Other wages this year": "150000",
        "Other investments": "400000",
      },
      EQUITY_AWARDS_QUERY,
    );
    // 2,300 units in 2026 are $115,000 of wages: $31,370 of tax, $25,300 withheld, $6,070 left.
    await expect(page.getByTestId("equity-tax")).toHaveText("$6,070.00");
    await expect(page.getByTestId("equity-findings")).toContainText(F.unitsTax(2_300, 2026, 11_500_000, 3_137_000, 2_530_000));
    await expect(page.getByTestId("equity-tax-table").getByRole("row", { name: /Federal income tax it adds/ })).toHaveText(/\$31,370\.00/);
    await expect(page.getByTestId("equity-tax-table").getByRole("row", { name: /Top bracket/ })).toHaveText(/24% → 32%/);
    await expect(page.getByTestId("equity-vesting-table").locator("tbody tr").first()).toHaveText(/January 31, 2026.*1,200\s*1,200\s*\$60,000\.00/);
    await expect(page.getByTestId("equity-vesting-table").locator("tbody tr")).toHaveCount(37);
    if (javaScriptEnabled) {
      await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();
      await expectNoSeriousViolations(page, "equity awards");
    } else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
    await page.context().close();
  });
}

test("options without an exercise price are refused on the field, what was typed kept", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("emerald"));
  await page.goto(`${PAGE}?kind=nso&shares=1000&price=30&start=2024-06-15`);
  await expect(page.getByText(EQUITY_FIELD.strikeForOptions)).toBeVisible();
  await expect(page.getByLabel("Shares granted", { exact: true })).toHaveValue("1000");
  await expect(page.getByTestId("equity-tax-table")).toHaveCount(0);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off.
test("a Diamond member sees equity awards locked at Emerald", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("diamond"));
  await expectLockedView(page, PAGE, { area: "Entrepreneurship", unlocks: /^Executive accounts unlocks at Emerald/ });
  await page.context().close();
});
