import { FUNDING_FIELD, FUNDING_FINDINGS as F } from "../../core/messages/funding-rounds";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { FUNDING_ROUNDS_QUERY } from "../support/funding-rounds-query";

// Diamond's "Entrepreneurship resource library", its raising capital page, in the browser with
// JavaScript on and off: from the entrepreneurship card to its tab, the API test's seed round and
// Series A with their hand-worked figures, the ownership chart's table; a round half given is
// refused on its field; Platinum sees the locked view. The page writes nothing, so both runs use
// the demo Diamond member.

const PAGE = "/myworld/service/entrepreneurship/funding";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Diamond member follows the founders' stake through two rounds (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("diamond"));
    await page.goto("/myworld/service/entrepreneurship");
    await page.getByRole("link", { name: "Model your funding rounds" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("navigation", { name: "Entrepreneurship sections" }).getByRole("link", { name: "Funding" })).toHaveAttribute("aria-current", "page");

    await fill(
      page,
      javaScriptEnabled,
      {
        "Founders' shares": "8000000",
        "Option pool, not granted": "0",
        "Seed pre-money": "8000000",
        "Seed raise": "2000000",
        "Seed pool after the round": "10",
        "Series A pre-money": "30000000",
        "Series A raise": "10000000",
        "Series A pool after the round": "15",
      },
      FUNDING_ROUNDS_QUERY,
    );
    await expect(page.getByTestId("funding-founders-share")).toHaveText("46.67%");
    await expect(page.getByTestId("funding-founders-value")).toHaveText("$18,666,666.46");
    await expect(page.getByTestId("funding-findings")).toContainText(F.shuffle("Seed", 1_142_857, 800_000_000, 700_000_011));
    await expect(page.getByTestId("funding-rounds-table").getByRole("row", { name: /Seed/ })).toHaveText(/Seed\s*1,142,857\s*2,285,714\s*\$0\.8750\s*\$10,000,000\.00\s*\$7,000,000\.11\s*\$7,000,000\.11/);
    await expect(page.getByTestId("funding-ownership-table").locator("tbody tr").first()).toHaveText(/Founders\s*100%\s*70%\s*46\.67%/);
    if (javaScriptEnabled) {
      await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();
      await expectNoSeriousViolations(page, "raising capital");
    } else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
    await page.context().close();
  });
}

test("a round with a pre-money and no raise is refused on its field, what was typed kept", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("diamond"));
  await page.goto(`${PAGE}?founders=8000000&pre1=8000000&raise1=2000000&pre2=30000000`);
  await expect(page.getByText(FUNDING_FIELD.preWithoutRaise)).toBeVisible();
  await expect(page.getByLabel("Series A pre-money", { exact: true })).toHaveValue("30000000");
  await expect(page.getByTestId("funding-rounds-table")).toHaveCount(0);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off.
test("a Platinum member sees raising capital locked at Diamond", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("platinum"));
  await expectLockedView(page, PAGE, { area: "Entrepreneurship", unlocks: /^Entrepreneurship resources unlocks at Diamond/ });
  await page.context().close();
});
