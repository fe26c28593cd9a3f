import { MORTGAGE_FIELD, MORTGAGE_FINDINGS as F } from "../../core/messages/mortgages";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";

// Platinum's "Mortgages and refinancing" in the browser, with JavaScript on and off: from the loans
// card to the Mortgages tab, a refinance of $280,000 at 7.5 % (28 years left) against two options,
// with the API test's hand-worked payments, saving and break-even in the side-by-side table; an
// adjustable option missing its rate after is refused on its field; Gold sees the locked view. The
// page writes nothing, so both runs use the demo Platinum member.

const PAGE = "/myworld/service/loans/mortgages";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Platinum member compares refinancing options with the loan they have (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("platinum"));
    await page.goto("/myworld/service/loans");
    await page.getByRole("link", { name: "Compare mortgages" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("navigation", { name: "Loans sections" }).getByRole("link", { name: "Mortgages" })).toHaveAttribute("aria-current", "page");
    // A fresh visit shows the example's comparison.
    await expect(page.getByTestId("mortgage-table")).toBeVisible();

    await fill(
      page,
      javaScriptEnabled,
      {
        "Balance owed": "280000",
        "Its rate": "7.5",
        "Years left": "28",
        "Years you expect to keep it": "10",
        "Option A: rate": "6",
        "Option A: closing costs": "5600",
        "Option B: rate": "5.5",
        "Option B: term": "15",
        "Option B: points": "1",
        "Option B: closing costs": "4000",
        "Option C: rate": "",
        "Option C: years fixed": "",
        "Option C: rate after": "",
        "Option C: closing costs": "",
      },
      { currentBalance: "280000", currentRate: "7.5", currentYears: "28", keep: "10", aRate: "6", aCosts: "5600", bRate: "5.5", bYears: "15", bPoints: "1", bCosts: "4000" },
    );
    // 280,000 × 0.00625 ÷ (1 − 1.00625^−336) = 1,996.03 now; 30 years at 6 %: 1,678.74; 15 years at 5.5 %: 2,287.83.
    await expect(page.getByTestId("mortgage-row-payment")).toHaveText(/Monthly payment\s*\$1,996\.03\s*\$1,678\.74\s*\$2,287\.83$/);
    await expect(page.getByTestId("mortgage-row-saving")).toHaveText(/Against your payment\s*—\s*\$317\.29 less\s*\$291\.80 more$/);
    await expect(page.getByTestId("mortgage-row-upfront")).toHaveText(/Paid up front\s*—\s*\$5,600\.00\s*\$6,800\.00 \(1 point: \$2,800\.00\)$/);
    // $5,600 ÷ $317.29 a month = 17.65 → 18 months.
    await expect(page.getByTestId("mortgage-row-break-even")).toHaveText(/Costs earned back in\s*—\s*18 months\s*—$/);
    const findings = page.getByTestId("mortgage-findings");
    await expect(findings).toContainText(F.breakEven("Option A", 31_729, 560_000, 18, 10));
    await expect(findings).toContainText(F.paymentUp("Option B", 29_180));
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "mortgages");

    // An adjustable option without the rate after: refused on its field, what was typed kept.
    await fill(page, javaScriptEnabled, { "Option A: years fixed": "5" }, { aFixed: "5" });
    await expect(page.getByText(`Option A: rate after ${MORTGAGE_FIELD.rateAfter}`)).toBeVisible();
    await expect(page.getByLabel("Option A: rate after", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Option A: years fixed", { exact: true })).toHaveValue("5");
    await expect(page.getByTestId("mortgage-table")).toHaveCount(0);
    await page.context().close();
  });
}

// The locked view is the server's page, the same with JavaScript on or off: the mortgage comparison
// and business financing, Platinum's two comparisons of loan terms.
test("a Gold member sees the mortgage and business loan comparisons locked at Platinum", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("gold"));
  for (const path of [PAGE, "/myworld/service/loans/business"]) {
    await expectLockedView(page, path, { area: "Loans", unlocks: /^Loans unlocks at Platinum/ });
  }
  await page.context().close();
});
