import type { Page } from "@playwright/test";
import { FAMILY_RISK_FIELD, FAMILY_RISK_FINDINGS as F } from "../../core/messages/family-risk";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { downloadCalendar, expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { FAMILY_RISK_QUERY as Q } from "../support/family-risk-query";

// Taaffeite's family risk review in the browser with JavaScript on and off: from the insurance card
// to the page, the API test's four policies (renewals years away, so the figures hold on any day):
// the premiums, the liability gap, the policies by renewal, the limits against the cost to replace,
// the renewals downloaded as a calendar file; a named policy without its renewal date is refused on
// its field, and so is the file; renewals all past offer no file; Emerald sees the locked view and
// gets no file. The page writes nothing, so both runs use the demo Taaffeite member.

const PAGE = "/myworld/service/insurance/family";
const FILE = "/myworld/service/insurance/family/calendar";

/** The four policies' fields, by label, as the API test's query has them; the example's fifth emptied. */
async function enterPolicies(page: Page, javaScriptEnabled: boolean) {
  const more = page.locator("details.form-more");
  if ((await more.getAttribute("open")) === null) await more.getByText("Three more policies").click();
  for (const n of [1, 2, 3, 4] as const) {
    await page.getByLabel(`Policy ${n} kind`, { exact: true }).selectOption(Q[`k${n}`]);
    await page.getByLabel(`Policy ${n} renews`, { exact: true }).fill(Q[`d${n}`]);
  }
  const fields: Record<string, string> = { "Net worth": Q.worth, "Policy 5 name": "", "Policy 5 limit": "", "Policy 5 premium": "", "Policy 5 cost to replace": "", "Policy 2 cost to replace": "" };
  for (const n of [1, 2, 3, 4] as const) Object.assign(fields, { [`Policy ${n} name`]: Q[`p${n}`], [`Policy ${n} limit`]: Q[`l${n}`], [`Policy ${n} premium`]: Q[`a${n}`] });
  for (const n of [1, 3, 4] as const) fields[`Policy ${n} cost to replace`] = Q[`v${n}` as "v1"];
  await fill(page, javaScriptEnabled, fields, Q);
}

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Taaffeite member reviews the family's cover in one place (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("taaffeite"));
    await page.goto("/myworld/service/insurance");
    await page.locator(".offer-card", { has: page.getByRole("heading", { name: "Family office risk management" }) }).getByRole("link", { name: "Review the family's cover" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    await enterPolicies(page, javaScriptEnabled);
    await expect(page.getByTestId("family-risk-premium")).toHaveText("$42,200");
    await expect(page.getByTestId("family-risk-gap")).toHaveText("$30,000,000");
    // None renews within the notice window; the note names the next renewal and says when, years away.
    await expect(page.getByTestId("family-risk-upcoming")).toHaveText("0");
    await expect(page.getByTestId("family-risk-upcoming").locator("xpath=following-sibling::dd[1]")).toHaveText(/^Next: Umbrella, in \d{4} days$/);
    await expect(page.getByTestId("family-risk-findings")).toContainText(F.short("Main home", 300_000_000, 420_000_000, 7_142, true));
    const policies = page.getByTestId("family-risk-policies-table").locator("tbody tr");
    await expect(policies).toHaveCount(4);
    await expect(policies.nth(2)).toHaveText(/Main home\s*Home\s*\$3,000,000\s*\$18,000\s*April 1, 2040.*71\.42%\s*\$1,200,000 short/);
    await expect(page.getByTestId("family-risk-insured-table").locator("tbody tr")).toHaveCount(3);
    await expect(page.getByTestId("family-risk-kinds-table").locator("tbody tr").first()).toHaveText(/Home\s*2\s*\$29,000\s*\$4,600,000/);

    // Four renewals and, 90 days before each, the day to send the broker the changes.
    const { text, events } = await downloadCalendar(page, "family-risk-download", "family-insurance-renewals.ics");
    expect(events).toBe(8);
    expect(text).toContain("X-WR-CALNAME:Family insurance renewals\r\n");
    expect(text).toContain("DTSTART;VALUE=DATE:20391117\r\nDTEND;VALUE=DATE:20391118\r\nSUMMARY:Send the broker the changes: Umbrella\r\n");
    expect(text).toContain("SUMMARY:Main home renews\r\n");
    if (javaScriptEnabled) {
      await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();
      await expectNoSeriousViolations(page, "family risk review");
    } else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
    await page.context().close();
  });
}

test("a named policy without its renewal date is refused on its field, and none named asks for a policy", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("taaffeite"));
  await page.goto(`${PAGE}?worth=5000000&p4=Boat&k4=other&l4=300000&a4=2000`);
  await expect(page.getByText("Policy 4 renews is required")).toBeVisible();
  await expect(page.getByLabel("Policy 4 name", { exact: true })).toHaveValue("Boat");
  await expect(page.getByTestId("family-risk-policies-table")).toHaveCount(0);
  const refused = await page.request.get(`${FILE}?worth=5000000&p4=Boat&k4=other&l4=300000&a4=2000`);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toBe("d4: is required");
  await page.goto(`${PAGE}?worth=100`);
  await expect(page.getByText(FAMILY_RISK_FIELD.noPolicy)).toBeVisible();
  await page.context().close();
});

test("renewals that have all gone by offer no calendar file, and say why", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("taaffeite"));
  await page.goto(`${PAGE}?worth=5000000&p1=Old%20home&k1=home&l1=900000&a1=3000&d1=2020-05-01`);
  await expect(page.getByTestId("family-risk-policies-table").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("family-risk-download")).toHaveText(/^Every renewal here has gone by/);
  await expect(page.getByRole("link", { name: "Download the calendar (.ics)" })).toHaveCount(0);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off; the file is refused alike.
test("an Emerald member sees the family risk review locked at Taaffeite, and gets no file", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("emerald"));
  await expectLockedView(page, PAGE, { area: "Insurance", unlocks: /^Family office unlocks at Taaffeite/ });
  const locked = await page.request.get(`${FILE}?worth=5000000&p1=Home&k1=home&l1=900000&a1=3000&d1=2040-05-01`);
  expect(locked.status()).toBe(403);
  expect(await locked.text()).toMatch(/^Family office unlocks at Taaffeite/);
  await page.context().close();
});
