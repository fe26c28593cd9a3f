import { TRUST_TAX_FIELD, TRUST_TAX_FINDINGS as F } from "../../core/messages/trust-tax";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { TRUST_TAX_QUERY } from "../support/trust-tax-query";

// Diamond's "Trust tax planning" in the browser, with JavaScript on and off: from the tax card to
// the Trusts tab, a trust's 2026 income kept, $20,000 of it paid out and all of it paid out, with
// the API test's hand-worked figures; a trust with no income is refused on its field; Platinum sees
// the locked view. The page writes nothing, so both runs use the demo Diamond member.

const PAGE = "/myworld/service/tax/trusts";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Diamond member compares keeping a trust's income with paying it out (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("diamond"));
    await page.goto("/myworld/service/tax");
    await page.getByRole("link", { name: "Plan a trust's tax" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("navigation", { name: "Tax sections" }).getByRole("link", { name: "Trusts" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("trust-table")).toBeVisible();

    await page.getByLabel("Tax year").selectOption("2026");
    await fill(
      page,
      javaScriptEnabled,
      {
        "Interest and other ordinary income": "30000",
        "Qualified dividends": "20000",
        "Long-term capital gains": "10000",
        "A distribution to compare": "20000",
        "Beneficiaries' tax bracket": "22",
        "Beneficiaries' rate on qualified dividends": "15",
      },
      TRUST_TAX_QUERY,
    );
    const table = page.getByTestId("trust-table");
    await expect(table.locator("thead th")).toHaveText(["Keep the income in the trust", "Pay out $20,000.00", "Pay out all the income · least tax"]);
    await expect(page.getByTestId("trust-row-taxable")).toHaveText(/\$59,900\.00\s*\$39,900\.00\s*\$9,900\.00$/);
    await expect(page.getByTestId("trust-row-niit")).toHaveText(/\$1,668\.20\s*\$908\.20\s*—$/);
    await expect(page.getByTestId("trust-row-family-tax")).toHaveText(/\$16,662\.20\s*\$13,702\.20\s*\$10,590\.00$/);
    const findings = page.getByTestId("trust-findings");
    await expect(findings).toContainText(F.payOutSaves("Pay out all the income", 1_059_000, 1_666_220));
    await expect(findings).toContainText(F.toTopBracket(4_390_000, 1_600_000));
    await expect(page.getByTestId("trust-brackets").locator("tbody tr").last()).toHaveText(/^37%\s*\$16,000\.00\s*\$640,600\.00$/);
    // The chart's figures as a table, drawn the same with JavaScript or without: who pays, and together.
    await expect(page.locator('figure[aria-labelledby="trust-tax-chart-title"] tbody tr')).toHaveText([
      /^Keep the income in the trust\s*\$16,662\.20\s*\$0\.00\s*\$16,662\.20$/,
      /^Pay out \$20,000\.00\s*\$9,862\.20\s*\$3,840\.00\s*\$13,702\.20$/,
      /^Pay out all the income\s*\$990\.00\s*\$9,600\.00\s*\$10,590\.00$/,
    ]);
    if (javaScriptEnabled) await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();
    else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "trust tax planning");

    // No income at all: refused on the first field, what was typed kept.
    await fill(
      page,
      javaScriptEnabled,
      { "Interest and other ordinary income": "0", "Qualified dividends": "0", "Long-term capital gains": "0" },
      { ordinary: "0", dividends: "0", gains: "0" },
    );
    await expect(page.getByText(TRUST_TAX_FIELD.noIncome)).toBeVisible();
    await expect(page.getByLabel("Interest and other ordinary income", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("A distribution to compare", { exact: true })).toHaveValue("20000");
    await expect(page.getByTestId("trust-table")).toHaveCount(0);
    await page.context().close();
  });
}

// The locked view is the server's page, the same with JavaScript on or off.
test("a Platinum member sees trust tax planning locked at Diamond", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("platinum"));
  await expectLockedView(page, PAGE, { area: "Tax", unlocks: /^Trusts unlocks at Diamond/ });
  await page.context().close();
});
