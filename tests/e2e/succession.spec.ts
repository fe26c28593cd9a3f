import { SUCCESSION_FINDINGS as F } from "../../core/messages/business-succession";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { SUCCESSION_QUERY as Q } from "../support/succession-query";

// Taaffeite's business succession in the browser with JavaScript on and off: from the
// entrepreneurship card to the page, the API test's $40,000,000 business: the three ways' transfer
// tax, what the yearly gifts save, the gifts year by year; more heirs working in it than heirs is
// refused on its field; Emerald sees the locked view. The page writes nothing, so both runs use the
// demo Taaffeite member.

const PAGE = "/myworld/service/entrepreneurship/succession";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Taaffeite member compares ways of passing the business on (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("taaffeite"));
    await page.goto("/myworld/service/entrepreneurship");
    await page.locator(".offer-card", { has: page.getByRole("heading", { name: "Business succession and family office" }) }).getByRole("link", { name: "Plan passing the business on" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    await page.getByLabel("Who makes the gifts", { exact: true }).selectOption(Q.donors);
    await fill(
      page,
      javaScriptEnabled,
      {
        "Value of the business": Q.value,
        "Your share": Q.owned,
        "Growth a year": Q.growth,
        "Minority discount": Q.discount,
        Heirs: Q.heirs,
        "Working in it": Q.active,
        "Years of yearly gifts": Q.years,
        "The rest of your estate": Q.other,
      },
      Q,
    );
    await expect(page.getByTestId("succession-keep")).toHaveText("$7,640,000");
    await expect(page.getByTestId("succession-yearly")).toHaveText("$7,499,797");
    await expect(page.getByTestId("succession-now")).toHaveText("$1,154,400");
    await expect(page.getByTestId("succession-findings")).toContainText(F.saves(14_020_272));
    await expect(page.getByTestId("succession-findings")).toContainText(F.activeSome(1, 3));
    const gifts = page.getByTestId("succession-gifts-table").locator("tbody tr");
    await expect(gifts).toHaveCount(2);
    await expect(gifts.nth(0)).toHaveText(/^\d{4}\s*\$40,000,000\s*0\.4071%\s*\$113,988\.00\s*99\.5929%$/);
    await expect(page.getByTestId("succession-ways-table").locator("tbody tr").nth(2)).toHaveText(/^Give it all now\s*\$0\s*0% of the business\s*\$0\s*\$1,154,400\s*\$42,945,600$/);
    if (javaScriptEnabled) {
      await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();
      await expectNoSeriousViolations(page, "business succession");
    } else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
    await page.context().close();
  });
}

test("more heirs working in the business than heirs is refused on its field, what was typed kept", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("taaffeite"));
  await page.goto(`${PAGE}?value=1000000&heirs=2&active=3`);
  await expect(page.getByText("Working in it must be at most the number of heirs")).toBeVisible();
  await expect(page.getByLabel("Heirs", { exact: true })).toHaveValue("2");
  await expect(page.getByTestId("succession-ways-table")).toHaveCount(0);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off.
test("an Emerald member sees business succession locked at Taaffeite", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("emerald"));
  await expectLockedView(page, PAGE, { area: "Entrepreneurship", unlocks: /^Family office unlocks at Taaffeite/ });
  await page.context().close();
});
