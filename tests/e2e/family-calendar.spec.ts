import { FAMILY_CALENDAR_FIELD, FAMILY_CALENDAR_FINDINGS as F } from "../../core/messages/family-calendar";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { downloadCalendar, expectLockedView, fill, signedIn } from "../support/calculators";
import { FAMILY_CALENDAR_QUERY } from "../support/family-calendar-query";
import { expect, test } from "../support/fixtures";

// Taaffeite's family tax calendar in the browser with JavaScript on and off: from the tax card to
// its tab, the API test's four filers for 2026 month by month, and its calendar file; a filer of a kind the page does not
// know is refused on its field; Emerald sees the locked view. The page writes nothing, so both runs
// use the demo Taaffeite member.

const PAGE = "/myworld/service/tax/family";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Taaffeite member lays out the family's deadlines (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("taaffeite"));
    await page.goto("/myworld/service/tax");
    await page.getByRole("link", { name: "See the family's tax calendar" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("navigation", { name: "Tax sections" }).getByRole("link", { name: "Family calendar" })).toHaveAttribute("aria-current", "page");

    await page.getByLabel("Tax year", { exact: true }).selectOption("2026");
    for (const [n, kind] of [[1, "individual"], [2, "trust"], [3, "partnership"], [4, "foundation"]] as const) await page.getByLabel(`Filer ${n} files as`, { exact: true }).selectOption(kind);
    await fill(
      page,
      javaScriptEnabled,
      { "Filer 5": "", "Filer 6": "", "Filer 1": "Alex Rivera", "Filer 2": "Rivera Family Trust", "Filer 3": "Rivera Holdings LP", "Filer 4": "Rivera Foundation" },
      FAMILY_CALENDAR_QUERY,
    );
    await expect(page.getByTestId("calendar-count")).toHaveText("20");
    await expect(page.getByTestId("calendar-findings")).toContainText(F.busiest("April 2026", 3));
    await expect(page.getByTestId("calendar-month-2027-05").locator("tbody tr")).toHaveText([/May 17, 2027\s*\(moved from May 15, 2027\)\s*Rivera Foundation\s*Form 990-PF\s*Return due/]);
    await expect(page.getByTestId("calendar-month-2027-04").locator("tbody tr")).toHaveCount(2);

    // The calendar file holds every deadline the page shows as not past, whatever day the test runs.
    const ahead = await page.locator("[data-testid^=calendar-month-] tbody tr").filter({ hasNotText: "Past" }).count();
    const { text, events } = await downloadCalendar(page, "calendar-download", "family-tax-calendar.ics");
    expect(text).toContain("X-WR-CALNAME:Family tax calendar\r\n");
    expect(events).toBe(ahead);
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "family tax calendar");
    await page.context().close();
  });
}

test("a filer of a kind the page does not know is refused on its field, what was typed kept", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("taaffeite"));
  await page.goto(`${PAGE}?year=2026&n1=Alex%20Rivera&k1=llc`);
  await expect(page.getByText(FAMILY_CALENDAR_FIELD.kind)).toBeVisible();
  await expect(page.getByLabel("Filer 1", { exact: true })).toHaveValue("Alex Rivera");
  await expect(page.getByTestId("calendar-count")).toHaveCount(0);
  await page.context().close();
});

// 2024's deadlines have all gone by on any day the test runs: no empty file is offered.
test("a year whose deadlines have all gone by offers no calendar file, and says why", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("taaffeite"));
  await page.goto(`${PAGE}?year=2024&n1=Alex%20Rivera&k1=individual`);
  await expect(page.getByTestId("calendar-next")).toHaveText("None left");
  await expect(page.getByTestId("calendar-download")).toHaveText(/^Every deadline of the 2024 tax year has gone by/);
  await expect(page.getByRole("link", { name: "Download the calendar (.ics)" })).toHaveCount(0);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off.
test("an Emerald member sees the family calendar locked at Taaffeite", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("emerald"));
  await expectLockedView(page, PAGE, { area: "Tax", unlocks: /^Family office unlocks at Taaffeite/ });
  await page.context().close();
});
