import type { Page } from "@playwright/test";
import { FAMILY_LEGAL_FIELD, FAMILY_LEGAL_FINDINGS as F } from "../../core/messages/family-legal";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { downloadCalendar, expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { FAMILY_LEGAL_QUERY as Q } from "../support/family-legal-query";

// Taaffeite's family legal calendar in the browser with JavaScript on and off: from the legal card to
// the page, the API test's four matters (years away, so the days hold on any day): the order to act,
// each notice day counted back, the calendar file downloaded with its events; a named matter without
// its date is refused on its field, and so is the file; Emerald sees the locked view and no file. The
// page writes nothing, so both runs use the demo Taaffeite member.

const PAGE = "/myworld/service/legal/family";
const FILE = "/myworld/service/legal/family/calendar";

/** The four matters' fields, by label, as the API test's query has them. */
async function enterMatters(page: Page, javaScriptEnabled: boolean) {
  const more = page.locator("details.form-more");
  if ((await more.getAttribute("open")) === null) await more.getByText("Three more matters").click();
  for (const n of [1, 2, 3, 4] as const) {
    await page.getByLabel(`Matter ${n} kind`, { exact: true }).selectOption(Q[`k${n}`]);
    await page.getByLabel(`Matter ${n} on the date`, { exact: true }).selectOption(Q[`r${n}`]);
    await page.getByLabel(`Matter ${n} date`, { exact: true }).fill(Q[`d${n}`]);
  }
  const fields: Record<string, string> = {};
  for (const n of [1, 2, 3, 4] as const) Object.assign(fields, { [`Matter ${n} name`]: Q[`m${n}`], [`Matter ${n} notice`]: Q[`t${n}`] });
  await fill(page, javaScriptEnabled, fields, Q);
}

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Taaffeite member keeps the family's legal calendar and downloads it (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("taaffeite"));
    await page.goto("/myworld/service/legal");
    await page.locator(".offer-card", { has: page.getByRole("heading", { name: "Family office legal coordination" }) }).getByRole("link", { name: "Keep the family's legal calendar" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    await enterMatters(page, javaScriptEnabled);
    await expect(page.getByTestId("family-legal-count")).toHaveText("4");
    await expect(page.getByTestId("family-legal-soon")).toHaveText("0");
    await expect(page.getByTestId("family-legal-missed")).toHaveText("0");
    await expect(page.getByTestId("family-legal-findings")).toContainText(F.autoRenewals(2));
    const rows = page.getByTestId("family-legal-table").locator("tbody tr");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toHaveText(/^September 16, 2039\s*In \d+ days\s*Yacht management\s*Major contract\s*Last day to give notice, or it renews \(60 days\)\s*November 15, 2039\s*Renews automatically\s*Ahead$/);
    await expect(rows.nth(1)).toHaveText(/^January 1, 2040.*Office lease/);
    await expect(rows.nth(2)).toHaveText(/Holdings LLC annual report\s*Entity filing\s*Due\s*May 1, 2040/);

    const { text, events } = await downloadCalendar(page, "family-legal-download", "family-legal-calendar.ics");
    // Three notice days and four dates.
    expect(events).toBe(7);
    expect(text).toContain("DTSTART;VALUE=DATE:20390916\r\nDTEND;VALUE=DATE:20390917\r\nSUMMARY:Last day to give notice\\, or it renews: Yacht management\r\n");
    expect(text).toContain("SUMMARY:Due: Holdings LLC annual report\r\n");
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "family legal calendar");
    await page.context().close();
  });
}

test("a named matter without its date is refused on its field, and its calendar file too", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("taaffeite"));
  await page.goto(`${PAGE}?m2=Boat%20charter&t2=30`);
  await expect(page.getByText("Matter 2 date is required")).toBeVisible();
  await expect(page.getByLabel("Matter 2 name", { exact: true })).toHaveValue("Boat charter");
  await expect(page.getByTestId("family-legal-table")).toHaveCount(0);
  const refused = await page.request.get(`${FILE}?m2=Boat%20charter`);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toBe("d2: is required");
  await page.goto(`${PAGE}?t1=30`);
  await expect(page.getByText(FAMILY_LEGAL_FIELD.noMatter)).toBeVisible();
  await page.context().close();
});

test("matters whose dates have all gone by offer no calendar file, and say why", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("taaffeite"));
  await page.goto(`${PAGE}?m1=Old%20lease&k1=lease&d1=2020-01-31`);
  await expect(page.getByTestId("family-legal-table").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("family-legal-download")).toHaveText(/^Every date here has gone by/);
  await expect(page.getByRole("link", { name: "Download the calendar (.ics)" })).toHaveCount(0);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off; the file is refused alike.
test("an Emerald member sees the family legal calendar locked at Taaffeite, and gets no file", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("emerald"));
  await expectLockedView(page, PAGE, { area: "Legal", unlocks: /^Family office unlocks at Taaffeite/ });
  const locked = await page.request.get(`${FILE}?m1=Lease&d1=2040-01-01`);
  expect(locked.status()).toBe(403);
  expect(await locked.text()).toMatch(/^Family office unlocks at Taaffeite/);
  await page.context().close();
});
