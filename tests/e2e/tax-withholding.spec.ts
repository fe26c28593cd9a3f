import { WITHHOLDING_ADVICE as A } from "../../core/messages/tax-withholding";
import { todayIn } from "../../core/planning/dates";
import { estimatedPaymentDates } from "../../core/tax/estimated-tax";
import { registerMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { bronzeMember, expectLockedView, figures, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";

// The tax service's withholding and estimated tax check in the browser, with JavaScript on and
// off: a Bronze member reaches it from the offer's card and the section's tab, checks a year, sees
// what to change and what a bonus or a side business would do; the URL gives the same answer in a
// new browser context; a Passenger sees the locked view.

const PAGE = "/myworld/service/tax/calculators";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Bronze member checks this year's withholding and what a bonus or a side business changes (${js})`, async ({ browser, baseURL, request }) => {
    test.setTimeout(60_000);
    const member = await bronzeMember(request);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, member);
    await page.goto("/myworld/service/tax");
    const offer = page.locator(".offer-card", { has: page.getByRole("heading", { name: "Withholding and estimated tax calculators" }) });
    await expect(offer.getByText("Included in your tier")).toBeVisible();
    await expect(offer.getByRole("link", { name: "Check your withholding" })).toHaveAttribute("href", PAGE);
    await page.getByRole("navigation", { name: "Tax sections" }).getByRole("link", { name: "Calculators" }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole("heading", { name: "Withholding and estimated tax", exact: true })).toBeVisible();
    // A fresh visit shows an example: $85,000 of wages, $400 withheld from each paycheck.
    await expect(page.getByLabel("Wages for the whole year")).toHaveValue("85000");
    await expect(page.getByTestId("withholding-tax")).toHaveText(/^\$[\d,]+\.\d{2}$/);

    // core/tax/withholding.test.ts's first case: 2026, single, $85,000; $8,000 withheld so far and
    // two paychecks of $400 left → tax $9,870, paid $8,800, $1,070 due; safe harbor 90 % = $8,883.
    await page.getByLabel("Tax year").selectOption("2026");
    await fill(
      page,
      javaScriptEnabled,
      { "Federal tax withheld so far": "8000", "Withheld from each paycheck": "400", "Paychecks left this year": "2", "A bonus": "5000", "Side business profit": "10000" },
      { year: "2026", wages: "85000", withheld: "8000", perPaycheck: "400", paychecksLeft: "2", bonus: "5000", side: "10000" },
    );
    const checked = { "withholding-outcome": "$1,070.00", "withholding-tax": "$9,870.00", "withholding-withheld": "$8,800.00", "withholding-harbor": "$8,883.00" };
    await expect.poll(() => figures(page, Object.keys(checked))).toEqual(checked);
    await expect(page.getByText("Balance due at filing")).toBeVisible();
    const advice = page.getByTestId("withholding-advice");
    await expect(advice).toContainText(A.addToOweNothing(53_500, 2));
    await expect(advice).toContainText(A.addForSafeHarbor(4_200, 2));
    await expect(advice).toContainText(A.harborShort(8_300));

    // The due dates of 2026 still ahead today, each with its share.
    const ahead = estimatedPaymentDates(2026).filter((date) => date >= todayIn("UTC"));
    if (ahead.length > 0) await expect(page.getByTestId("withholding-instalments").locator("tbody tr")).toHaveCount(ahead.length);
    else await expect(advice).toContainText(A.allDatesPassed(2026));

    // The what-ifs: the bonus is withheld at 22 % and changes nothing owed; the side business adds $3,048.62.
    // (The table sits in the chart's closed "as a table" disclosure: its rows are read by position.)
    const whatIf = page.getByTestId("withholding-scenarios").locator("tbody tr");
    await expect(whatIf).toHaveCount(4);
    await expect(whatIf.nth(1)).toHaveText(/With the bonus\s*\$10,970\.00\s*\$1,100\.00\s*\$9,900\.00\s*Balance due \$1,070\.00/);
    await expect(whatIf.nth(2)).toHaveText(/With the side business\s*\$12,918\.62\s*\$3,048\.62\s*\$8,800\.00\s*Balance due \$4,118\.62/);
    if (javaScriptEnabled) await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();
    else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "withholding and estimated tax");
    const checkedUrl = page.url();

    // Last year's tax makes the safe harbor 100 % of it when that is smaller: $8,000 ≤ 90 % of $9,870.
    await fill(page, javaScriptEnabled, { "Last year's total tax": "8000", "Last year's adjusted gross income": "80000" }, { priorTax: "8000", priorAgi: "80000" });
    await expect(page.getByTestId("withholding-harbor")).toHaveText("$8,000.00");
    await expect(advice).toContainText(A.harborMet(107_000));

    // A refund (core/tax/withholding.test.ts): $50,000 of wages, $1 withheld so far and four
    // paychecks of $1,200 → $4,801 paid against $3,820 of tax; the $981 refund is $245.25 a
    // paycheck, offered down to the dollar.
    await page.goto(`${PAGE}?year=2026&wages=50000&withheld=1&perPaycheck=1200&paychecksLeft=4`);
    await expect(page.getByTestId("withholding-outcome")).toHaveText("$981.00");
    await expect(page.getByText("Refund at filing")).toBeVisible();
    await expect(advice).toContainText(A.lessPerPaycheck(24_500, 4));
    // Owing less than $1,000 after withholding: $8,000 + 2 × $450 = $8,900 against $9,870.
    await page.goto(`${PAGE}?year=2026&wages=85000&withheld=8000&perPaycheck=450&paychecksLeft=2`);
    await expect(page.getByTestId("withholding-outcome")).toHaveText("$970.00");
    await expect(advice).toContainText(A.underFloor(97_000));

    // A refused input: the API's words on its field, and no result.
    await page.goto(`${PAGE}?wages=85000&paychecksLeft=54`);
    await expect(page.getByText("Paychecks left this year must be at most 53")).toBeVisible();
    await expect(page.getByLabel("Paychecks left this year", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Correct the fields marked to see the result.")).toBeVisible();

    const other = await signedIn(browser, baseURL, javaScriptEnabled, member);
    await other.goto(checkedUrl);
    expect(await figures(other, Object.keys(checked))).toEqual(checked);
    await other.context().close();
    await page.context().close();
  });

  test(`a Passenger sees the withholding check locked at Bronze (${js})`, async ({ browser, baseURL, request }) => {
    const member = await registerMember(request);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, member);
    await expectLockedView(page, `${PAGE}?wages=85000`, { area: "Tax", unlocks: "Calculators unlocks at Bronze: open an investor account to get there." });
    await page.goto("/myworld/service/tax");
    const offer = page.locator(".offer-card", { has: page.getByRole("heading", { name: "Withholding and estimated tax calculators" }) });
    await expect(offer.getByText("Unlocks at Bronze", { exact: false })).toBeVisible();
    await expect(offer.getByRole("link")).toHaveCount(0);
    await page.context().close();
  });
}
