import type { Page } from "@playwright/test";
import { FAMILY_LIABILITIES_FIELD, FAMILY_LIABILITIES_FINDINGS as F } from "../../core/messages/family-liabilities";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { downloadCalendar, expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { FAMILY_LIABILITIES_QUERY as Q } from "../support/family-liabilities-query";

// Taaffeite's family balance sheet in the browser with JavaScript on and off: from the loans card to
// the page, the API test's four loans (maturities years away, so the figures hold on any day): the
// totals, the loans by maturity, the ladder's table and the collateral, the maturities downloaded as
// a calendar file; a named loan without its balance is refused on its field, and so is the file;
// loans all past maturity offer no file; Emerald sees the locked view and gets no file. The page
// writes nothing, so both runs use the demo Taaffeite member.

const PAGE = "/myworld/service/loans/family";
const FILE = "/myworld/service/loans/family/calendar";

/** The four loans' fields, by label, as the API test's query has them. */
async function enterLoans(page: Page, javaScriptEnabled: boolean) {
  // Loans 4 to 6 fold away unless in use (the example uses loan 4, so they are open then).
  const more = page.locator("details.form-more");
  if ((await more.getAttribute("open")) === null) await more.getByText("Three more loans").click();
  for (const n of [1, 2, 3, 4] as const) {
    await page.getByLabel(`Loan ${n} rate kind`, { exact: true }).selectOption(Q[`t${n}`]);
    await page.getByLabel(`Loan ${n} collateral`, { exact: true }).selectOption(Q[`c${n}`]);
    await page.getByLabel(`Loan ${n} matures`, { exact: true }).fill(Q[`m${n}`]);
  }
  const fields: Record<string, string> = { "Liquid assets": Q.liquid, "Rate rise to test": Q.shock };
  for (const n of [1, 2, 3, 4] as const) Object.assign(fields, { [`Loan ${n} name`]: Q[`n${n}`], [`Loan ${n} balance`]: Q[`b${n}`], [`Loan ${n} rate`]: Q[`r${n}`] });
  await fill(page, javaScriptEnabled, fields, Q);
}

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Taaffeite member reviews the family's loans in one view (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("taaffeite"));
    await page.goto("/myworld/service/loans");
    await page.locator(".offer-card", { has: page.getByRole("heading", { name: "Family balance sheet liability management" }) }).getByRole("link", { name: "See the family's loans in one view" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    await enterLoans(page, javaScriptEnabled);
    await expect(page.getByTestId("family-debt-total")).toHaveText("$11,900,000");
    await expect(page.getByTestId("family-debt-interest")).toHaveText("$711,500");
    await expect(page.getByTestId("family-debt-due")).toHaveText("$0");
    await expect(page.getByTestId("family-debt-findings")).toContainText(F.variable(450_000_000, 3_782, 200, 9_000_000));
    const loans = page.getByTestId("family-debt-loans-table").locator("tbody tr");
    await expect(loans).toHaveCount(4);
    await expect(loans.first()).toHaveText(/Beach house mortgage\s*\$1,500,000\s*7\.1%\s*Variable\s*September 1, 2031/);
    await expect(page.getByTestId("family-debt-ladder-table").locator("tbody tr")).toHaveText([/2031\s*1\s*\$1,500,000\.00/, /2033\s*1\s*\$3,000,000\.00/, /2034\s*1\s*\$5,000,000\.00/, /2052\s*1\s*\$2,400,000\.00/]);
    await expect(page.getByTestId("family-debt-collateral-table").locator("tbody tr").last()).toHaveText(/Business assets\s*\$5,000,000\.00\s*42\.02%/);
    await expect(page.getByRole("link", { name: "the credit line" })).toHaveAttribute("href", "/myworld/service/loans/credit-line");

    // Four maturities and, 24 months before each, the day to start refinancing.
    const { text, events } = await downloadCalendar(page, "family-debt-download", "family-loan-maturities.ics");
    expect(events).toBe(8);
    expect(text).toContain("X-WR-CALNAME:Family loan maturities\r\n");
    expect(text).toContain("DTSTART;VALUE=DATE:20290901\r\nDTEND;VALUE=DATE:20290902\r\nSUMMARY:Start refinancing: Beach house mortgage\r\n");
    expect(text).toContain("SUMMARY:Holdings LLC note matures\r\n");
    if (javaScriptEnabled) {
      await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();
      await expectNoSeriousViolations(page, "family balance sheet");
    } else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
    await page.context().close();
  });
}

test("a named loan without its balance is refused on its field, and one with none named asks for a loan", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("taaffeite"));
  await page.goto(`${PAGE}?n5=Ranch%20loan&r5=5&m5=2035-01-01`);
  await expect(page.getByText("Loan 5 balance is required")).toBeVisible();
  // The folded loans open when one of them is refused.
  await expect(page.getByLabel("Loan 5 name", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Loan 5 name", { exact: true })).toHaveValue("Ranch loan");
  await expect(page.getByTestId("family-debt-loans-table")).toHaveCount(0);
  const refused = await page.request.get(`${FILE}?n5=Ranch%20loan&r5=5&m5=2035-01-01`);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toBe("b5: is required");
  await page.goto(`${PAGE}?liquid=100`);
  await expect(page.getByText(FAMILY_LIABILITIES_FIELD.noLoan)).toBeVisible();
  await page.context().close();
});

test("loans all past maturity offer no calendar file, and say why", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("taaffeite"));
  await page.goto(`${PAGE}?liquid=100000&n1=Old%20note&b1=50000&r1=5&m1=2020-06-30`);
  await expect(page.getByTestId("family-debt-loans-table").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("family-debt-download")).toHaveText(/^Every loan here is past maturity/);
  await expect(page.getByRole("link", { name: "Download the calendar (.ics)" })).toHaveCount(0);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off; the file is refused alike.
test("an Emerald member sees the family balance sheet locked at Taaffeite, and gets no file", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("emerald"));
  await expectLockedView(page, PAGE, { area: "Loans", unlocks: /^Family office unlocks at Taaffeite/ });
  const locked = await page.request.get(`${FILE}?n1=Note&b1=50000&r1=5&m1=2040-06-30`);
  expect(locked.status()).toBe(403);
  expect(await locked.text()).toMatch(/^Family office unlocks at Taaffeite/);
  await page.context().close();
});
