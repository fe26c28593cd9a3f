import { RETIREMENT_TAX_FIELD, RETIREMENT_TAX_FINDINGS as F } from "../../core/messages/retirement-tax";
import { lockedFeatureMessage } from "../../core/tiers";
import { expectNoSeriousViolations } from "../support/accessibility";
import { figures, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { fundedMemberWithApi } from "../support/investor";

// Gold's retirement tax planning in the browser, with JavaScript on and off: from the retirement
// card to the Tax planning tab, a conversion's cost, the bracket it leaves room in and the
// required distributions with core's hand-worked figures (2026, single, 75, $40,000 of income,
// converting $20,000 of a $300,000 IRA growing 4 %), a refused conversion kept in its field, and
// the locked view below Gold.

const PAGE = "/myworld/service/retirement/tax-planning";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Gold member prices a Roth conversion and sees the distributions with and without it (${js})`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const { member } = await fundedMemberWithApi(request, baseURL!, "100000.00");
    const page = await signedIn(browser, baseURL, javaScriptEnabled, member);

    await page.goto("/myworld/service/retirement");
    await page.getByRole("link", { name: "Plan your retirement taxes" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("navigation", { name: "Retirement sections" }).getByRole("link", { name: "Tax planning" })).toHaveAttribute("aria-current", "page");
    // A fresh visit shows the example's answer.
    await expect(page.getByTestId("tax-before")).toBeVisible();

    await fill(
      page,
      javaScriptEnabled,
      { "Your age on December 31": "75", "Income before any conversion": "40000", "Social Security benefits": "0", "Amount to convert to a Roth IRA": "20000", "Balance last December 31": "300000", "Growth a year": "4" },
      { age: "75", income: "40000", socialSecurity: "0", conversion: "20000", balance: "300000", growth: "4" },
    );
    // Deductions 16,100 + 2,050 + 6,000: taxable 15,850, tax 1,654; with the conversion 35,850, tax 4,054.
    const expected = { "tax-before": "$1,654.00", "tax-after": "$4,054.00", "conversion-cost": "$2,400.00" };
    await expect.poll(() => figures(page, Object.keys(expected))).toEqual(expected);
    const findings = page.getByTestId("retirement-tax-findings");
    await expect(findings).toContainText(F.conversionCost(2026, 2_000_000, 240_000, 1200));
    await expect(findings).toContainText(F.bracketRoom(1_455_000, 1200));
    await expect(findings).toContainText(F.rmdDue(2026, 1_219_512));
    // The brackets' table and the distributions' (behind the charts): 300,000 ÷ 24.6; next year
    // (300,000 − 12,195.12 − 20,000) × 1.04 ÷ 23.7 with the conversion, 287,804.88 × 1.04 ÷ 23.7 without.
    await expect(page.getByTestId("bracket-fills").locator("tbody tr").first()).toHaveText(/The top of the 12% bracket\s*\$50,400\.00\s*\$34,550\.00\s*\$4,146\.00\s*12%/);
    const rows = page.getByTestId("rmd-table").locator("tbody tr");
    await expect(rows).toHaveCount(10);
    await expect(rows.nth(0)).toHaveText(/2026\s*75\s*\$300,000\.00\s*\$12,195\.12\s*\$300,000\.00\s*\$12,195\.12/);
    await expect(rows.nth(1)).toHaveText(/2027\s*76\s*\$299,317\.08\s*\$12,629\.41\s*\$278,517\.08\s*\$11,751\.78/);
    await expect(page.getByTestId("medicare-premium")).toHaveText("$202.90 a month");
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "retirement tax planning");

    // More than the balance: refused on its field, what was typed kept, no result.
    await fill(page, javaScriptEnabled, { "Amount to convert to a Roth IRA": "400000" }, { conversion: "400000" });
    await expect(page.getByText(`Amount to convert to a Roth IRA ${RETIREMENT_TAX_FIELD.conversionOverBalance}`)).toBeVisible();
    await expect(page.getByLabel("Amount to convert to a Roth IRA", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Amount to convert to a Roth IRA", { exact: true })).toHaveValue("400000");
    await expect(page.getByText("Correct the fields marked to see the result.")).toBeVisible();
    await expect(page.getByTestId("tax-after")).toHaveCount(0);
    await page.context().close();
  });
}

// The locked view is the server's page, the same with JavaScript on or off.
test("a Silver member sees retirement tax planning locked at Gold", async ({ browser, baseURL, request }) => {
  const { member } = await fundedMemberWithApi(request, baseURL!, "40000.00");
  const page = await signedIn(browser, baseURL, true, member);
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(403);
  await expect(page.getByText(lockedFeatureMessage("individual-tax", 40000))).toBeVisible();
  await expect(page.getByRole("button", { name: "Calculate" })).toHaveCount(0);
  await page.context().close();
});
