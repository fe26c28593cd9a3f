import type { Page } from "@playwright/test";
import { FAMILY_CASH_FIELD, FAMILY_CASH_FINDINGS as F } from "../../core/messages/family-cash-forecast";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { FAMILY_CASH_QUERY, withPaymentMonths } from "../support/family-cash-query";

// Taaffeite's family cash forecast in the browser with JavaScript on and off: from the budgeting card
// to the page, the API test's three entities, their payments in the forecast's fifth and second
// months (read from the page's own month choices, so the figures hold on any day): the family's cash
// today and in a year, the transfers, each entity's low point, the month-by-month table; a named
// entity without its outflow, and a payment without its month, are refused on their fields; Emerald
// sees the locked view. The page writes nothing, so both runs use the demo Taaffeite member.

const PAGE = "/myworld/service/budgeting/family";

/** The forecast's months as the page offers them for a payment. */
async function monthChoices(page: Page) {
  const options = page.getByLabel("Entity 1 payment month", { exact: true }).locator("option");
  // evaluateAll does not wait: after a client-side navigation the page may not be drawn yet. "No payment" and twelve months.
  await expect(options).toHaveCount(13);
  const values = await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  return values.filter((v) => v !== "");
}

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Taaffeite member forecasts the family's cash across its entities (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("taaffeite"));
    await page.goto("/myworld/service/budgeting");
    await page.locator(".offer-card", { has: page.getByRole("heading", { name: "Family office household oversight" }) }).getByRole("link", { name: "Forecast the family's cash" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    const months = await monthChoices(page);
    expect(months).toHaveLength(12);
    const Q = withPaymentMonths(months);
    await page.getByLabel("Entity 1 payment month", { exact: true }).selectOption(Q.w1);
    await page.getByLabel("Entity 3 payment month", { exact: true }).selectOption(Q.w3);
    const fields: Record<string, string> = { "Reserve to keep": Q.months };
    for (const n of [1, 2, 3] as const) {
      Object.assign(fields, { [`Entity ${n} name`]: Q[`e${n}`], [`Entity ${n} cash today`]: Q[`c${n}`], [`Entity ${n} inflow a month`]: Q[`i${n}`], [`Entity ${n} outflow a month`]: Q[`o${n}`] });
    }
    Object.assign(fields, { "Entity 1 large payment": Q.p1, "Entity 3 large payment": Q.p3 });
    await fill(page, javaScriptEnabled, fields, Q);

    await expect(page.getByTestId("family-cash-today")).toHaveText("$630,000");
    await expect(page.getByTestId("family-cash-end")).toHaveText("$581,000");
    await expect(page.getByTestId("family-cash-moved")).toHaveText("$237,000");
    await expect(page.getByTestId("family-cash-findings")).toContainText(F.transfer(16_500_000, "Holdings LLC", "Main household"));
    await expect(page.getByTestId("family-cash-findings")).toContainText(F.covered(2, 23_700_000));
    const entities = page.getByTestId("family-cash-entities-table").locator("tbody tr");
    await expect(entities).toHaveCount(3);
    await expect(entities.nth(0)).toHaveText(/^Main household\s*\$100,000\s*\+\$30,000\s*−\$40,000\s*\$25,000.*-\$45,000\s*Below zero from .*\$120,000\s*\$165,000 short$/);
    await expect(entities.nth(1)).toHaveText(/\$500,000 to spare$/);
    const transfers = page.getByTestId("family-cash-transfers-table").locator("tbody tr");
    await expect(transfers).toHaveCount(2);
    await expect(transfers.nth(1)).toHaveText(/^Holdings LLC\s*Ski house\s*\$72,000$/);
    const monthsTable = page.getByTestId("family-cash-months-table").locator("tbody tr");
    await expect(monthsTable).toHaveCount(12);
    await expect(monthsTable.nth(4)).toHaveText(/\$25,000\s*\$575,000\s*-\$12,000\s*\$588,000$/);
    if (javaScriptEnabled) {
      await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();
      await expectNoSeriousViolations(page, "family cash forecast");
    } else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
    await page.context().close();
  });
}

test("a named entity without its outflow, and a payment without its month, are refused on their fields", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("taaffeite"));
  await page.goto(`${PAGE}?e1=Boat&c1=5000&i1=0`);
  await expect(page.getByText("Entity 1 outflow a month is required")).toBeVisible();
  await expect(page.getByLabel("Entity 1 name", { exact: true })).toHaveValue("Boat");
  await expect(page.getByTestId("family-cash-entities-table")).toHaveCount(0);
  await page.goto(`${PAGE}?e2=Cabin&c2=100&i2=0&o2=0&p2=900`);
  await expect(page.getByText(`Entity 2 payment month ${FAMILY_CASH_FIELD.paymentMonth}`)).toBeVisible();
  await expect(page.getByLabel("Entity 2 large payment", { exact: true })).toHaveValue("900");
  await page.goto(`${PAGE}?months=${FAMILY_CASH_QUERY.months}`);
  await expect(page.getByText(FAMILY_CASH_FIELD.noEntity)).toBeVisible();
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off.
test("an Emerald member sees the family cash forecast locked at Taaffeite", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("emerald"));
  await expectLockedView(page, PAGE, { area: "Budgeting", unlocks: /^Family office unlocks at Taaffeite/ });
  await page.context().close();
});
