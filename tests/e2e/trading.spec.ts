import type { APIRequestContext, Page } from "@playwright/test";
import { INVESTMENT_MESSAGES, INVESTMENT_NOTICES, ORDER_NOTIFICATIONS } from "../../core/messages/investment";
import { newMember, registerMember, signInThroughDialog, type TestMember } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { fundedMemberThroughApi } from "../support/investor";
import { expectNotice } from "../support/notices";
import { startServer, type RunningServer } from "../support/server";

// Issue "Trading" §3, the browser's part, with JavaScript on and off: a funded member (a
// conservative risk profile) searches the catalogue, compares two products, adds three to the
// station (the S&P 500 ETF, risk 4, needs the acknowledgement), checks out, changes one order
// during its countdown, cancels another and submits the third; the two left fill, the cash and
// holds are right, and a notification says so.
//
// The countdown must leave time for a person's three actions, so this file runs its own server
// with ORDER_REVIEW_SECONDS=20 (the shared e2e server's 3 seconds would fill the orders before
// the member could change one).

const REVIEW_SECONDS = 20;
const PRODUCTS = "/myworld/service/investments/product";
const FILLS_WITHIN = { timeout: (REVIEW_SECONDS + 25) * 1000 };

let server: RunningServer;
// The file's tests run in order in one worker, so its own server starts once, not once in each
// worker that takes a test of it (playwright.config.ts runs files fully parallel).
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ SMTP_URL: process.env.E2E_SMTP_URL!, AUTH_RATE_LIMIT_PER_MINUTE: "10000", FUNDS_SETTLEMENT_SECONDS: "1", ORDER_REVIEW_SECONDS: String(REVIEW_SECONDS) });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A member with an open account, a conservative risk profile and $20,000 of settled cash. */
async function fundedMember(request: APIRequestContext): Promise<TestMember> {
  return (await fundedMemberThroughApi(request, server.baseUrl, "20000.00")).member;
}

async function addToStation(page: Page, productId: string, amount: string, acknowledge = false) {
  await page.goto(`${server.baseUrl}${PRODUCTS}/${productId}`);
  await page.getByRole("textbox", { name: "Amount", exact: true }).fill(amount);
  if (acknowledge) {
    // First without the acknowledgement: refused on the checkbox, nothing added.
    await page.getByRole("button", { name: "Add to station" }).click();
    await expect(page.getByText(INVESTMENT_MESSAGES.acknowledgementRequired)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Amount", exact: true })).toHaveValue(amount);
    await page.getByLabel("I understand this product's risk and want to invest anyway").check();
  }
  await page.getByRole("button", { name: "Add to station" }).click();
  await expect(page).toHaveURL(/\/myworld\/service\/investments\/station$/);
  await expectNotice(page, INVESTMENT_NOTICES.addedToStation);
}

async function openOrder(page: Page, name: string) {
  await page.goto(`${server.baseUrl}/myworld/service/investments/orders?status=pending_review`);
  await page.getByTestId("order-row").filter({ hasText: name }).getByRole("link").click();
  await expect(page.getByTestId("order-title")).toContainText(name);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`trading with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("search, compare, the station with an acknowledgement, checkout, an order changed, one cancelled, one submitted, and the fills", async ({ page, request }) => {
      test.setTimeout(180_000);
      const base = server.baseUrl;
      const member = await fundedMember(request);
      await signInThroughDialog(page, member, `${base}/news`);

      // Search: the GET form's keys are the URL's.
      await page.goto(`${base}${PRODUCTS}`);
      await page.getByLabel("Search", { exact: true }).fill("index");
      await page.getByLabel("Sort by").selectOption("fee");
      await page.getByRole("button", { name: "Show products" }).click();
      await expect(page).toHaveURL(/q=index/);
      await expect(page).toHaveURL(/sort=fee/);
      await expect(page.getByTestId("product-row").filter({ hasText: "S&P 500 Index ETF" })).toHaveCount(1);

      // Compare two ticked rows: the side-by-side table and the growth of $10,000.
      await page.getByRole("checkbox", { name: "Compare S&P 500 Index ETF" }).check();
      await page.locator("input[name='ids']:not([value='etf-sp500'])").first().check();
      await page.getByRole("button", { name: "Compare the ticked products" }).click();
      await expect(page).toHaveURL(/\/product\/compare\?ids=/);
      await expect(page.getByTestId("compare-table").locator("thead th")).toHaveCount(3);
      await expect(page.getByTestId("growth-table")).toHaveCount(1);
      await expect(page.getByRole("heading", { name: "Growth of $10,000" })).toBeVisible();
      if (javaScriptEnabled) {
        // A year of daily closes: the date axis's labels, chosen evenly spaced from the measured ones (DATE_AXIS_PROPS), never overlap.
        const growth = page.locator("figure[aria-labelledby='growth-chart-title']");
        await expect(growth.locator(".recharts-surface")).toBeVisible({ timeout: 15_000 });
        const labels = await growth.locator(".recharts-xAxis .recharts-cartesian-axis-tick-value").evaluateAll((ticks) => ticks.map((tick) => tick.getBoundingClientRect()).map((box) => ({ left: box.left, right: box.right })));
        expect(labels.length).toBeGreaterThanOrEqual(4);
        for (let i = 1; i < labels.length; i += 1) expect(labels[i]!.left).toBeGreaterThan(labels[i - 1]!.right);
      }

      // The station: two within the profile, one above it.
      await addToStation(page, "cd-1y", "1,000.00");
      await addToStation(page, "mm-treasury", "2,000.00");
      await addToStation(page, "etf-sp500", "1,500.00", true);
      await expect(page.getByTestId("station-item")).toHaveCount(3);
      await expect(page.getByTestId("station-total")).toHaveText("$4,500.00");

      await page.getByRole("button", { name: "Check out 3 items" }).click();
      await expectNotice(page, INVESTMENT_NOTICES.checkedOut);
      await expect(page).toHaveURL(/\/orders\?status=pending_review$/);
      await expect(page.getByTestId("order-row")).toHaveCount(3);

      // During the countdown: change the CD's amount…
      await openOrder(page, "certificate of deposit");
      if (javaScriptEnabled) {
        const before = Number(await page.getByTestId("time-left").getAttribute("data-seconds"));
        await expect.poll(async () => Number(await page.getByTestId("time-left").getAttribute("data-seconds"))).toBeLessThan(before);
      } else {
        await expect(page.getByTestId("refresh-countdown")).toBeVisible();
        await expect(page.getByTestId("time-left")).toHaveText(/left$/);
      }
      await page.getByRole("textbox", { name: "New amount", exact: true }).fill("1,200.00");
      await page.getByRole("button", { name: "Change order" }).click();
      await expectNotice(page, INVESTMENT_NOTICES.orderModified);
      await expect(page.getByTestId("order-size")).toHaveText("$1,200.00");
      const cdOrder = page.url();

      // …cancel the money market's…
      await openOrder(page, "Money Market");
      await page.getByRole("button", { name: "Cancel order" }).click();
      await expectNotice(page, INVESTMENT_NOTICES.orderCancelled);
      await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "cancelled");

      // …and submit the ETF's at once.
      await openOrder(page, "S&P 500");
      await page.getByRole("button", { name: "Submit now" }).click();
      await expectNotice(page, INVESTMENT_NOTICES.orderSubmitted);
      const etfOrder = page.url();
      await expect
        .poll(async () => {
          if (!javaScriptEnabled) await page.goto(etfOrder);
          return page.getByTestId("order-status").getAttribute("data-status");
        }, FILLS_WITHIN)
        .toBe("filled");

      // The CD's fills at the end of its countdown: with JavaScript the page sees it by itself,
      // without it the member reloads.
      await page.goto(cdOrder);
      await expect
        .poll(async () => {
          if (!javaScriptEnabled) await page.goto(cdOrder);
          return page.getByTestId("order-status").getAttribute("data-status");
        }, FILLS_WITHIN)
        .toBe("filled");
      await expect(page.getByTestId("fill-units")).toHaveText(/^\d+\.\d{6}$/);

      // Cash: $20,000 less the two fills ($1,200 and $1,500); nothing held any more.
      await page.goto(`${base}/myworld/service/investments/funding`);
      await expect(page.getByTestId("cash-settled")).toHaveText("$17,300.00");
      await expect(page.getByTestId("cash-held")).toHaveText("$0.00");

      await page.goto(`${base}${PRODUCTS}/cd-1y`);
      await expect(page.getByTestId("holding")).toContainText("units");

      // A notification of each fill.
      await page.goto(`${base}/myworld/profile/notifications`);
      await expect(page.getByText(ORDER_NOTIFICATIONS.filled("buy", "", "ENCD1Y", "").title)).toBeVisible();
      await expect(page.getByText(ORDER_NOTIFICATIONS.filled("buy", "", "ENSPX", "").title)).toBeVisible();
    });
  });
}
