import { DEFERRED_FIELD, DEFERRED_FINDINGS as F } from "../../core/messages/deferred-compensation";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, fill, signedIn } from "../support/calculators";
import { DEFERRED_COMPENSATION_QUERY } from "../support/deferred-compensation-query";
import { expect, test } from "../support/fixtures";

// Emerald's executive accounts, the deferred pay page, in the browser with JavaScript on and off:
// from retirement's card to its tab, the API test's $500,000 with its four elections worked by
// hand, the chart's table and the ten years listed; a plan the page does not offer is refused on
// its field; Diamond sees the locked view. The page writes nothing, so both runs use the demo
// Emerald member.

const PAGE = "/myworld/service/retirement/deferred";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`an Emerald member compares a lump sum with installments (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("emerald"));
    await page.goto("/myworld/service/retirement");
    await page.getByRole("link", { name: "Plan your deferred pay" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("navigation", { name: "Retirement sections" }).getByRole("link", { name: "Deferred pay" })).toHaveAttribute("aria-current", "page");

    await page.getByLabel("Installments to list", { exact: true }).selectOption("10");
    await page.getByLabel("Tax year", { exact: true }).selectOption("2026");
    await fill(page, javaScriptEnabled, { "Balance to be paid out": "500000", "Earnings credited a year": "0", "Other income a year": "60000" }, DEFERRED_COMPENSATION_QUERY);
    await expect(page.getByTestId("deferred-lump-tax")).toHaveText("$154,114");
    await expect(page.getByTestId("deferred-plan-tax")).toHaveText("$103,500");
    await expect(page.getByTestId("deferred-after-tax")).toHaveText("$396,500");
    await expect(page.getByTestId("deferred-findings")).toContainText(F.least(15, 10_024_995, 2_005, 15_411_425, 3_082));
    await expect(page.getByTestId("deferred-elections-table").locator("tbody tr", { hasText: "15 yearly installments" })).toHaveText(/\$500,000\.00\s*\$100,249\.95\s*\$399,750\.05\s*20\.05%\s*22%/);
    await expect(page.getByTestId("deferred-years-table").locator("tbody tr")).toHaveCount(10);
    await expect(page.getByTestId("deferred-years-table").locator("tbody tr").first()).toHaveText(/1\s*\$50,000\.00\s*\$10,350\.00\s*\$39,650\.00\s*22%/);
    if (javaScriptEnabled) {
      await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();
      await expectNoSeriousViolations(page, "deferred pay");
    } else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
    await page.context().close();
  });
}

test("a plan the page does not offer is refused on its field, what was typed kept", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("emerald"));
  await page.goto(`${PAGE}?balance=250000&plan=7`);
  await expect(page.getByText(DEFERRED_FIELD.plan)).toBeVisible();
  await expect(page.getByLabel("Balance to be paid out", { exact: true })).toHaveValue("250000");
  await expect(page.getByTestId("deferred-elections-table")).toHaveCount(0);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off.
test("a Diamond member sees deferred pay locked at Emerald", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("diamond"));
  await expectLockedView(page, PAGE, { area: "Retirement", unlocks: /^Executive accounts unlocks at Emerald/ });
  await page.context().close();
});
