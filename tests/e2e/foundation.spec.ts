import { FOUNDATION_FINDINGS as F } from "../../core/messages/private-foundation";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { downloadCalendar, expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { FOUNDATION_QUERY } from "../support/foundation-query";

// Painite's private foundation page in the browser with JavaScript on and off: from the estate
// card to the page, the API test's $10,000,000 gift worked by hand (the deduction in each vehicle,
// the foundation's two years), the charts' tables; the legal and education cards open its rules and
// deadlines and its scholarship steps; the deadlines still ahead downloaded as a calendar file (the
// gift's year is the last the page takes, 2035, so they hold on any day until then); a payout under
// 5 % is refused on its field, and so is the file; Taaffeite sees the locked view and no file. The
// page writes nothing, so both runs use the demo Painite member.

const PAGE = "/myworld/service/estate/foundation";
const FILE = "/myworld/service/estate/foundation/calendar";
const card = (page: import("@playwright/test").Page, title: string) => page.locator(".offer-card", { has: page.getByRole("heading", { name: title }) });

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Painite member plans a private foundation (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("painite"));
    await page.goto("/myworld/service/estate");
    await card(page, "Private foundation planning").getByRole("link", { name: "Plan your foundation" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    await page.getByLabel("Given as", { exact: true }).selectOption("cash");
    await page.getByLabel("Year of the gift", { exact: true }).selectOption("2026");
    await fill(
      page,
      javaScriptEnabled,
      {
        Gift: "10000000",
        "Your adjusted gross income a year": "2000000",
        "Return after fees": "6",
        "Of it realized": "50",
        "Paid out a year": "5",
        "Running costs": "0.5",
        "Scholarship award": "20000",
        "Years to plan": "2",
      },
      FOUNDATION_QUERY,
    );
    await expect(page.getByTestId("foundation-deducted")).toHaveText("$3,600,000");
    await expect(page.getByTestId("foundation-minimum")).toHaveText("$495,830");
    await expect(page.getByTestId("foundation-grants")).toHaveText("$904,312");
    await expect(page.getByTestId("foundation-findings")).toContainText(F.firstMinimum(49_583_000, 1_000_000_000, 417_000, 2027));
    await expect(page.getByTestId("foundation-findings")).toContainText(F.awards(45_000_000, 22, 2_000_000));
    const deductions = page.getByTestId("foundation-deductions-table").locator("tbody tr");
    await expect(deductions.first()).toHaveText(/2026\s*\$600,000\.00\s*\$1,200,000\.00/);
    await expect(deductions.last()).toHaveText(/Never deducted\s*\$6,400,000\.00\s*\$2,800,000\.00/);
    await expect(page.getByTestId("foundation-years-table").locator("tbody tr").nth(1)).toHaveText(
      /2027\s*\$605,749\.80\s*\$4,209\.96\s*\$500,581\.54\s*\$504,791\.50\s*\$50,479\.15\s*\$454,312\.35\s*\$10,192,578\.34/,
    );
    await expect(page.getByTestId("foundation-calendar-table").locator("tbody tr").nth(4)).toHaveText(/May 17, 2027\s*\(moved from May 15, 2027\)\s*Return due/);
    if (javaScriptEnabled) {
      await expect(page.locator(".calculator-chart svg.recharts-surface")).toHaveCount(2);
      await expectNoSeriousViolations(page, "private foundation");
    } else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.").first()).toBeVisible();
    await page.context().close();
  });
}

test("the legal and education foundation cards open the page at its rules and its scholarships", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("painite"));
  await page.goto("/myworld/service/legal");
  await card(page, "Foundation governance and compliance").getByRole("link", { name: "See the foundation's rules and deadlines" }).click();
  await expect(page).toHaveURL(`${PAGE}#compliance`);
  await expect(page.getByTestId("foundation-calendar-table").locator("tbody tr")).toHaveCount(7);
  await expect(page.getByRole("heading", { name: "The rules a foundation lives by" })).toBeVisible();
  await page.goto("/myworld/service/education");
  await card(page, "Foundation scholarship programs").getByRole("link", { name: "Plan a scholarship program" }).click();
  await expect(page).toHaveURL(`${PAGE}#scholarships`);
  await expect(page.getByRole("heading", { name: "A scholarship program" })).toBeVisible();
  await expect(page.getByTestId("foundation-scholarships").locator("li")).toHaveCount(5);
  await page.context().close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`a Painite member downloads the foundation's deadlines still ahead (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser, baseURL }) => {
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("painite"));
    // A gift in 2035: its seven deadlines run from April 2035 to the end of 2036, all ahead until then.
    await page.goto(`${PAGE}?gift=10000000&kind=cash&agi=2000000&year=2035`);
    await expect(page.getByTestId("foundation-calendar-table").locator("tbody tr")).toHaveCount(7);
    const { text, events } = await downloadCalendar(page, "foundation-download", "foundation-calendar.ics");
    expect(events).toBe(7);
    expect(text).toContain("X-WR-CALNAME:Private foundation calendar\r\n");
    expect(text).toContain("DTSTART;VALUE=DATE:20361231\r\nDTEND;VALUE=DATE:20370101\r\nSUMMARY:Foundation: Pay out the 2035 distributable amount\r\n");
    await page.context().close();
  });
}

test("a gift whose year's deadlines have all gone by offers no calendar file, and says why", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("painite"));
  await page.goto(`${PAGE}?gift=1000000&agi=500000&year=2024`);
  await expect(page.getByTestId("foundation-calendar-table").locator("tbody tr").filter({ hasText: "Ahead" })).toHaveCount(0);
  await expect(page.getByTestId("foundation-download")).toHaveText(/^Every deadline of 2024 has gone by/);
  await expect(page.getByRole("link", { name: "Download the calendar (.ics)" })).toHaveCount(0);
  await page.context().close();
});

test("a payout under 5% is refused on its field, what was typed kept, and so is its calendar file", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("painite"));
  await page.goto(`${PAGE}?gift=1000000&agi=500000&payout=4`);
  await expect(page.getByText("must be at least 5")).toBeVisible();
  await expect(page.getByLabel("Gift", { exact: true })).toHaveValue("1000000");
  await expect(page.getByTestId("foundation-years-table")).toHaveCount(0);
  const refused = await page.request.get(`${FILE}?gift=1000000&agi=500000&payout=4`);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toMatch(/^payout: must be at least 5/);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off.
test("a Taaffeite member sees the foundation locked at Painite, and gets no calendar file", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("taaffeite"));
  await expectLockedView(page, PAGE, { area: "Estate", unlocks: /^Foundation unlocks at Painite/ });
  const locked = await page.request.get(`${FILE}?gift=1000000&agi=500000`);
  expect(locked.status()).toBe(403);
  expect(await locked.text()).toMatch(/^Foundation unlocks at Painite/);
  await page.context().close();
});
