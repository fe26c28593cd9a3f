import { PRIVATE_FUND_FIELD, PRIVATE_FUND_FINDINGS as F } from "../../core/messages/private-fund";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { PRIVATE_FUND_QUERY } from "../support/private-fund-query";

// Emerald's private funds page in the browser with JavaScript on and off: from the investments
// tabs to the page, the API test's $1,000,000 commitment with its pacing worked by hand, the chart's
// table; an investment period as long as the fund's life is refused on its field; Diamond sees the
// locked view. The page writes nothing, so both runs use the demo Emerald member.

const PAGE = "/myworld/service/investments/private";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`an Emerald member paces a private fund commitment (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("emerald"));
    await page.goto("/myworld/service/investments/analysis");
    await page.getByRole("navigation", { name: "Investments sections" }).getByRole("link", { name: "Private funds" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    await page.getByLabel("Figures for", { exact: true }).selectOption("no");
    await fill(
      page,
      javaScriptEnabled,
      {
        "Net worth without your home": "3000000",
        "Income last year": "150000",
        "Income 2 years ago": "150000",
        Investments: "4000000",
        "Cash and liquid investments": "500000",
        Commitment: "1000000",
        "Years of calls": "2",
        "Fund's life": "4",
        "Called each year": "50",
        "Growth a year, after fees": "10",
        "How late distributions come": "1",
      },
      PRIVATE_FUND_QUERY,
    );
    await expect(page.getByTestId("private-accredited")).toHaveText("Yes");
    await expect(page.getByTestId("private-peak")).toHaveText("$725,000");
    await expect(page.getByTestId("private-back")).toHaveText("Year 4");
    await expect(page.getByTestId("private-findings")).toContainText(F.uncovered(22_500_000, 50_000_000));
    await expect(page.getByTestId("private-years-table").locator("tbody tr").nth(1)).toHaveText(/2\s*\$500,000\.00\s*\$275,000\.00\s*−\$725,000\.00\s*\$775,000\.00\s*\$0\.00/);
    if (javaScriptEnabled) {
      await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();
      await expectNoSeriousViolations(page, "private funds");
    } else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
    await page.context().close();
  });
}

test("an investment period as long as the fund's life is refused on its field, what was typed kept", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("emerald"));
  await page.goto(`${PAGE}?worth=3000000&commitment=500000&period=6&life=6`);
  await expect(page.getByText(PRIVATE_FUND_FIELD.periodTooLong)).toBeVisible();
  await expect(page.getByLabel("Commitment", { exact: true })).toHaveValue("500000");
  await expect(page.getByTestId("private-years-table")).toHaveCount(0);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off.
test("a Diamond member sees private funds locked at Emerald", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("diamond"));
  await expectLockedView(page, PAGE, { area: "Investments", unlocks: /^High-net-worth private investments unlocks at Emerald/ });
  await page.context().close();
});
