import { EDUCATION_TRUST_FIELD, EDUCATION_TRUST_FINDINGS as F } from "../../core/messages/education-trust";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, fill, signedIn } from "../support/calculators";
import { EDUCATION_TRUST_QUERY } from "../support/education-trust-query";
import { expect, test } from "../support/fixtures";

// Diamond's "Trusts for education funding" in the browser, with JavaScript on and off: from the
// education card to its tab, a grandparent's $100,000 in a trust and in a 529 plan with the API
// test's hand-worked figures, then without withdrawal rights (every gift taxable); a bad choice in
// the URL is refused on its field; Platinum sees the locked view. The page writes nothing, so both
// runs use the demo Diamond member.

const PAGE = "/myworld/service/education/trusts";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Diamond member compares an education trust with a 529 plan (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("diamond"));
    await page.goto("/myworld/service/education");
    await page.getByRole("link", { name: "Compare a trust with a 529 plan" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("navigation", { name: "Education sections" }).getByRole("link", { name: "Trusts" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("education-trust-table")).toBeVisible();

    await page.getByLabel("Tax year").selectOption("2026");
    await fill(
      page,
      javaScriptEnabled,
      { "Given now": "100000", "Added each later year": "0", "Years until school starts": "2", Interest: "0", Dividends: "0", "Rise in price": "5", "A year's tuition when school starts": "30000" },
      EDUCATION_TRUST_QUERY,
    );
    await expect(page.getByTestId("plan529-value")).toHaveText("$110,250.00");
    await expect(page.getByTestId("trust-value")).toHaveText("$110,250.00");
    // Equal accounts: neither heading is marked as worth more.
    await expect(page.getByTestId("education-trust-table").locator("thead th")).toHaveText(["529 plan", "Education trust"]);
    await expect(page.getByTestId("education-trust-row-gifts")).toHaveText(/\$5,000\.00\s*\$81,000\.00$/);
    await expect(page.getByTestId("education-trust-row-aid")).toHaveText(/—\s*\$22,050\.00$/);
    await expect(page.getByTestId("education-trust-findings")).toContainText(F.lapse(1_400_000, 2026));
    await expect(page.getByTestId("education-trust-findings")).toContainText(F.direct(3_000_000, 12_000_000, 4_400_000));
    await expect(page.getByTestId("education-ways-table").locator("thead th")).toHaveText(["529 plan", "Education trust", "Paying tuition directly"]);
    await expect(page.getByTestId("education-trust-values").locator("tbody tr")).toHaveText([/2026\s*\$105,000\.00\s*\$105,000\.00/, /2027\s*\$110,250\.00\s*\$110,250\.00/]);
    if (javaScriptEnabled) await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();
    else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "trusts for education funding");

    // No withdrawal rights: every gift to the trust is of a future interest, all of it taxable.
    await page.getByLabel("The student may withdraw each gift to the trust").selectOption("no");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("education-trust-row-gifts")).toHaveText(/\$5,000\.00\s*\$100,000\.00$/);
    await expect(page.getByTestId("education-trust-findings")).toContainText(F.trustGifts(10_000_000, 1_500_000_000, false));
    await page.context().close();
  });
}

test("a choice the page does not offer is refused on its field, what was typed kept", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("diamond"));
  await page.goto(`${PAGE}?gift=100000&years=2&giver=uncle`);
  await expect(page.getByText(EDUCATION_TRUST_FIELD.giver)).toBeVisible();
  await expect(page.getByLabel("Given now", { exact: true })).toHaveValue("100000");
  await expect(page.getByTestId("education-trust-table")).toHaveCount(0);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off.
test("a Platinum member sees education trusts locked at Diamond", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("platinum"));
  await expectLockedView(page, PAGE, { area: "Education", unlocks: /^Trusts unlocks at Diamond/ });
  await page.context().close();
});
