import { BUSINESS_FIELD, BUSINESS_FINDINGS as F } from "../../core/messages/business-financing";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { BUSINESS_QUERY } from "../support/business-financing-query";
import { fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";

// Platinum's "Business loans and credit" in the browser, with JavaScript on and off: from the loans
// card to the Business loans tab, $120,000 against a term loan, a line of credit and equipment
// financing with the API test's hand-worked payments, coverage and APRs in the side-by-side table;
// a comparison with no rate at all is refused on the term loan's rate (Gold's locked view is in
// mortgages.spec.ts). The page writes nothing, so both runs use the demo Platinum member.

const PAGE = "/myworld/service/loans/business";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Platinum member compares a term loan, a line of credit and equipment financing for a business (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("platinum"));
    await page.goto("/myworld/service/loans");
    await page.getByRole("link", { name: "Compare business financing" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("navigation", { name: "Loans sections" }).getByRole("link", { name: "Business loans" })).toHaveAttribute("aria-current", "page");
    // A fresh visit shows the example's comparison.
    await expect(page.getByTestId("business-table")).toBeVisible();

    await fill(
      page,
      javaScriptEnabled,
      {
        "Amount needed": "120000",
        "Yearly cash flow before debt payments": "150000",
        "Debt payments it already makes, a year": "12000",
        "Term loan: rate": "12",
        "Term loan: years": "1",
        "Term loan: fee": "2",
        "Line of credit: rate": "12",
        "Line of credit: share drawn": "50",
        "Line of credit: yearly fee": "250",
        "Line of credit: years kept": "2",
        "Equipment financing: rate": "12",
        "Equipment financing: years": "1",
        "Equipment financing: down payment": "10",
      },
      BUSINESS_QUERY,
    );
    // 120,000 at 1 % a month for a year: 10,661.85; half of the line drawn at 1 %: 600.00; 108,000 after 10 % down: 9,595.67.
    await expect(page.getByTestId("business-row-payment")).toHaveText(/Monthly payment\s*\$10,661\.85\s*\$600\.00, interest only\s*\$9,595\.67$/);
    await expect(page.getByTestId("business-row-coverage")).toHaveText(/Cash flow covers the debt payments\s*1\.07 times\s*7\.71 times\s*1\.18 times$/);
    await expect(page.getByTestId("business-row-apr")).toHaveText(/APR\s*15\.855%\s*12\.445%\s*12%$/);
    await expect(page.getByTestId("business-row-total-cost")).toHaveText(/Total cost of borrowing\s*\$10,342\.26\s*\$14,900\.00\s*\$7,148\.04$/);
    await expect(page.getByRole("columnheader", { name: "Equipment financing · lowest APR" })).toBeVisible();
    const findings = page.getByTestId("business-findings");
    await expect(findings).toContainText(F.coverageLow("Term loan", 107));
    await expect(findings).toContainText(F.guarantee(12_000_000));
    // Still owed at each year's end: the line's draw stays until it is closed after two years.
    await expect(page.getByTestId("business-balances").locator("tbody tr")).toHaveText([/^0\s*\$120,000\.00\s*\$60,000\.00\s*\$108,000\.00$/, /^1\s*\$0\.00\s*\$60,000\.00\s*\$0\.00$/, /^2\s*\$0\.00\s*\$0\.00\s*\$0\.00$/]);
    await expect(page.getByRole("heading", { name: "What lenders review" })).toBeVisible();
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "business loans");

    // No rate at all: refused on the term loan's rate, what was typed kept.
    await fill(page, javaScriptEnabled, { "Term loan: rate": "", "Line of credit: rate": "", "Equipment financing: rate": "" }, { amount: "120000" });
    await expect(page.getByText(`Term loan: rate ${BUSINESS_FIELD.oneOption}`)).toBeVisible();
    await expect(page.getByLabel("Term loan: rate", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Amount needed", { exact: true })).toHaveValue("120000");
    await expect(page.getByTestId("business-table")).toHaveCount(0);
    await page.context().close();
  });
}
