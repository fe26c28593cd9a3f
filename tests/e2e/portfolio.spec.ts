import type { APIRequestContext } from "@playwright/test";
import { INVESTMENT_NOTICES } from "../../core/messages/investment";
import { PORTFOLIO_EXPLANATIONS, PORTFOLIO_MESSAGES, PORTFOLIO_NOTICES, PORTFOLIO_PAGE_COPY } from "../../core/messages/portfolio";
import { formatUsd } from "../../core/money";
import { ASSET_CLASS_LABELS, ASSET_CLASSES, type AssetClass } from "../../core/trading";
import { newMember, registerMember, signInByForm, signInThroughDialog, type TestMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expect, test } from "../support/fixtures";
import { filledThroughApi, fundedMemberWithApi } from "../support/investor";
import { expectNotice } from "../support/notices";
import { startServer, type RunningServer } from "../support/server";

// Issue "Portfolio" §2, the browser's part, with JavaScript on and off: a funded member with fills
// sees holdings and their lots, allocation, the value over time (the chart, or its table without
// JavaScript) and both returns with how each is computed; switches the cost basis method and sees
// realized gains after a later sale; rebalances and finds the trades in the station; and the
// /myworld overview shows the portfolio's value and an order still in review with its countdown.
//
// The member's orders are placed and submitted through the API (the trading e2e covers placing
// them on the pages); the review is long, so an order left in review stays open while the pages
// are checked.

const REVIEW_SECONDS = 300;
const PORTFOLIO = "/myworld/service/investments/portfolio";

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

/** A member with an open account, a conservative risk profile and $20,000 of settled cash, and calls made with their token. */
const fundedMember = (request: APIRequestContext) => fundedMemberWithApi(request, server.baseUrl, "20000.00");
const filled = filledThroughApi;

const usd = (amount: string) => formatUsd(Math.round(Number(amount) * 100) as never, { cents: true });
const signed = (amount: string) => (amount.startsWith("-") ? `−${usd(amount.slice(1))}` : amount === "0.00" ? usd(amount) : `+${usd(amount)}`);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`portfolio with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a member without an investor account is shown the way to open one; one without holdings the way to the products", async ({ page, request }) => {
      test.setTimeout(90_000);
      const base = server.baseUrl;
      const newcomer = await registerMember(request, newMember(), base);
      await signInByForm(page, newcomer, base);
      await page.goto(`${base}${PORTFOLIO}`);
      await expect(page.getByTestId("portfolio-closed")).toContainText(PORTFOLIO_PAGE_COPY.noAccount);
      await expect(page.getByTestId("portfolio-closed").getByRole("link")).toHaveAttribute("href", "/myworld/service/investments/open-account");
      await page.goto(`${base}/myworld`);
      await expect(page.getByRole("heading", { name: PORTFOLIO_PAGE_COPY.overviewTitle })).toHaveCount(0);

      const { member } = await fundedMember(request);
      await page.context().clearCookies();
      await signInByForm(page, member, base);
      await page.goto(`${base}${PORTFOLIO}`);
      await expect(page.getByTestId("portfolio-empty")).toContainText(PORTFOLIO_PAGE_COPY.empty);
      await expect(page.getByTestId("portfolio-empty").getByRole("link", { name: PORTFOLIO_PAGE_COPY.browse })).toHaveAttribute("href", "/myworld/service/investments/product");
      // The way on is a button of its own size, not a bar across the card.
      const [card, button] = await Promise.all([page.getByTestId("portfolio-empty").boundingBox(), page.getByTestId("portfolio-empty").getByRole("link", { name: PORTFOLIO_PAGE_COPY.browse }).boundingBox()]);
      expect(button!.width).toBeLessThan(card!.width / 2);
      await expect(page.getByTestId("total-assets")).toHaveText("$20,000.00");
      await page.goto(`${base}/myworld`);
      await expect(page.getByTestId("overview-portfolio-value")).toHaveText("$0.00");
      await expect(page.getByTestId("overview-no-orders")).toHaveText(PORTFOLIO_PAGE_COPY.noOpenOrders);
    });

    test("the target allocation form: a field that is not whole points and a sum that is not 100 are refused with their messages and the entry kept; a target saved, then set back to the model", async ({ page, request }) => {
      test.setTimeout(90_000);
      const base = server.baseUrl;
      const { member, api } = await fundedMember(request);
      await signInByForm(page, member, base);
      await page.goto(`${base}${PORTFOLIO}`);
      const form = page.locator("section#target form").first();
      const field = (assetClass: AssetClass) => form.getByRole("textbox", { name: ASSET_CLASS_LABELS[assetClass], exact: true });
      const save = () => form.getByRole("button", { name: "Save the target" }).click();
      const model = await api.get("/api/investment/portfolio/target");
      for (const { assetClass, points } of model.allocation) await expect(field(assetClass)).toHaveValue(String(points));
      for (const assetClass of ASSET_CLASSES) await expect(field(assetClass)).toHaveAttribute("aria-invalid", "false");

      // Not whole points: that field is marked and its message read with it; what was typed stays.
      await field("money_market").fill("12.5");
      await save();
      await expect(field("money_market")).toHaveAttribute("aria-invalid", "true");
      await expect(field("money_market")).toHaveAccessibleDescription(PORTFOLIO_MESSAGES.targetPoints);
      await expect(field("money_market")).toHaveValue("12.5");
      await expect(field("government_bond")).toHaveAttribute("aria-invalid", "false");

      // Whole points adding up to 90: the form's message, the entries kept, nothing saved.
      const entry: Partial<Record<AssetClass, string>> = { index_etf: "50", government_bond: "30", money_market: "10" };
      for (const assetClass of ASSET_CLASSES) await field(assetClass).fill(entry[assetClass] ?? "0");
      await save();
      await expect(page.getByRole("alert").filter({ hasText: PORTFOLIO_MESSAGES.targetSum(90) })).toBeVisible();
      await expect(field("index_etf")).toHaveValue("50");
      await expect(field("money_market")).toHaveAttribute("aria-invalid", "false");
      expect((await api.get("/api/investment/portfolio/target")).source).not.toBe("custom");

      // 60 + 30 + 10: saved; the fields show the member's own target.
      await field("index_etf").fill("60");
      await save();
      await expectNotice(page, PORTFOLIO_NOTICES.targetSaved);
      const saved = await api.get("/api/investment/portfolio/target");
      expect(saved.source).toBe("custom");
      expect(Object.fromEntries(saved.allocation.map((a: { assetClass: string; points: number }) => [a.assetClass, a.points]))).toEqual({ index_etf: 60, government_bond: 30, money_market: 10 });
      await expect(field("index_etf")).toHaveValue("60");
      await expect(field("cd")).toHaveValue("0");

      // Back to the model of the member's risk profile.
      await page.getByRole("button", { name: "Use the model of my risk profile" }).click();
      await expectNotice(page, PORTFOLIO_NOTICES.targetReset);
      expect((await api.get("/api/investment/portfolio/target")).source).toBe(model.source);
      for (const { assetClass, points } of model.allocation) await expect(field(assetClass)).toHaveValue(String(points));
    });

    test("holdings and lots, allocation, value, returns explained; the cost basis method and a later sale; rebalancing; the overview", async ({ page, request }) => {
      test.setTimeout(180_000);
      const base = server.baseUrl;
      const { member, api } = await fundedMember(request);
      // Two lots of the money market fund and one certificate of deposit, all filled.
      await filled(api, { productId: "mm-treasury", side: "buy", amount: "2000.00" });
      await filled(api, { productId: "mm-treasury", side: "buy", amount: "1000.00" });
      await filled(api, { productId: "cd-1y", side: "buy", amount: "3000.00" });
      // And one buy still in review, for the overview's countdown.
      const open = await api.post("/api/investment/orders", { productId: "gov-short", side: "buy", amount: "1000.00", acknowledgeRisk: true });
      const portfolio = await api.get("/api/investment/portfolio");
      expect(portfolio.holdings).toHaveLength(2);

      await signInThroughDialog(page, member, `${base}/news`);

      // The overview: the portfolio's value and the open order, its countdown and a link to it.
      await page.goto(`${base}/myworld`);
      await expect(page.getByRole("heading", { name: PORTFOLIO_PAGE_COPY.overviewTitle })).toBeVisible();
      await expect(page.getByTestId("overview-portfolio-value")).toHaveText(usd(portfolio.marketValue));
      await expect(page.getByTestId("overview-day-change")).toContainText(signed(portfolio.dayChange.value));
      await expect(page.getByTestId("overview-allocation").getByTestId("allocation-row")).toHaveCount(2);
      const openOrder = page.getByTestId("overview-order");
      await expect(openOrder).toHaveCount(1);
      await expect(openOrder).toHaveAttribute("data-order", String(open.id));
      await expect(openOrder.getByTestId("time-left")).toHaveText(/left$/);
      if (javaScriptEnabled) {
        const before = Number(await openOrder.getByTestId("time-left").getAttribute("data-seconds"));
        await expect.poll(async () => Number(await openOrder.getByTestId("time-left").getAttribute("data-seconds"))).toBeLessThan(before);
      } else {
        await expect(openOrder.getByTestId("refresh-countdown")).toBeVisible();
      }
      await openOrder.getByRole("link", { name: /Short-Term Treasury/ }).click();
      await expect(page).toHaveURL(new RegExp(`/orders/${open.id}$`));
      await page.getByRole("button", { name: "Cancel order" }).click();
      await expectNotice(page, INVESTMENT_NOTICES.orderCancelled);

      // The portfolio page: total assets = cash + market value, the holdings and their lots.
      await page.goto(`${base}${PORTFOLIO}`);
      await expect(page.getByRole("heading", { name: PORTFOLIO_PAGE_COPY.title, level: 2 })).toBeVisible();
      await expect(page.getByTestId("total-assets")).toHaveText(usd(portfolio.totalAssets));
      await expect(page.getByTestId("cash")).toHaveText(usd(portfolio.cash));
      await expect(page.getByTestId("market-value")).toHaveText(usd(portfolio.marketValue));
      await expect(page.getByTestId("holding-row")).toHaveCount(2);
      // The tables of figures are plain tables, each in a box that scrolls sideways on a narrow
      // screen, takes the keyboard's focus and is named for screen readers; nothing serious for axe
      // (which runs in the page, so with JavaScript on).
      for (const name of ["Table of holdings", "Table of drift from the target"]) await expect(page.getByRole("region", { name })).toHaveAttribute("tabindex", "0");
      await expect(page.getByRole("region", { name: "Table of holdings" }).getByRole("table")).toHaveAttribute("data-testid", "holdings-table");
      if (javaScriptEnabled) await expectNoSeriousViolations(page, PORTFOLIO);
      const mm = portfolio.holdings.find((h: { productId: string }) => h.productId === "mm-treasury");
      const mmRow = page.locator("[data-testid='holding-row'][data-product='mm-treasury']");
      await expect(mmRow.getByTestId("holding-units")).toHaveText(mm.units);
      await expect(mmRow.getByTestId("holding-cost")).toHaveText("$3,000.00");
      await expect(mmRow.getByTestId("holding-value")).toHaveText(usd(mm.marketValue));
      const lots = page.locator("[data-testid='lots'][data-product='mm-treasury']");
      await lots.getByText("Lots of ENTMM (2)").click();
      await expect(lots.getByTestId("lot-row")).toHaveCount(2);
      await expect(lots.getByTestId("lot-row").first()).toContainText("$2,000.00");
      await expect(lots.getByTestId("lot-row").nth(1)).toContainText("$1,000.00");

      // Allocation by asset class and by risk level.
      for (const slice of portfolio.allocation.byAssetClass) {
        await expect(page.getByTestId("allocation-class").getByTestId("allocation-row").filter({ hasText: slice.label })).toContainText(usd(slice.value));
      }
      await expect(page.getByTestId("allocation-risk").getByTestId("allocation-row")).toHaveCount(portfolio.allocation.byRiskLevel.length);

      // The value over time: drawn with JavaScript; its figures as a table in the HTML either way.
      await expect(page.getByTestId("value-table")).toHaveCount(1);
      if (javaScriptEnabled) {
        const chart = page.locator("figure[aria-labelledby='value-chart-title']");
        await expect(chart.locator(".recharts-surface")).toBeVisible({ timeout: 15_000 });
        // The value axis reads as amounts do: grouped dollars, cents only where a tick has them.
        const ticks = await chart.locator(".recharts-yAxis .recharts-cartesian-axis-tick-value").allTextContents();
        expect(ticks.length).toBeGreaterThanOrEqual(3);
        for (const tick of ticks) expect(tick).toMatch(/^\$\d{1,3}(,\d{3})*(\.\d?[1-9])?$/);
      } else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
      // The range is chosen by links, the current one marked as the page's; the chart and its table follow it.
      const ranges = page.getByRole("navigation", { name: "Value range" });
      await expect(ranges.getByRole("link", { name: "1Y" })).toHaveAttribute("aria-current", "page");
      // With JavaScript the page changes in place and keeps its scroll position (the links keep it, as tabs do).
      await ranges.getByRole("link", { name: "MAX" }).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      if (javaScriptEnabled) expect(scrolled).toBeGreaterThan(0);
      await ranges.getByRole("link", { name: "MAX" }).click();
      await expect(page).toHaveURL(new RegExp(`${PORTFOLIO}\\?range=MAX$`));
      await expect(ranges.getByRole("link", { name: "MAX" })).toHaveAttribute("aria-current", "page");
      await expect(ranges.getByRole("link", { name: "1Y" })).not.toHaveAttribute("aria-current", /.*/);
      await expect(page.getByRole("heading", { name: "Portfolio value, all" })).toBeVisible();
      if (javaScriptEnabled) expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
      const all = await api.get("/api/investment/portfolio?range=MAX");
      await expect(page.getByTestId("value-table").locator("tbody tr").first().locator("th")).toHaveText(all.series.points[0].date);

      // Both returns for each period, each with how it is computed.
      for (const r of portfolio.returns) {
        for (const [kind, key] of [["twr", "timeWeighted"], ["mwr", "moneyWeighted"]] as const) {
          const figure = page.getByTestId(`return-${r.period}-${kind}`);
          await expect(figure.getByTestId("return-value")).toHaveText(r[key] === null ? "—" : `${r[key]} %`);
          await figure.getByText(PORTFOLIO_PAGE_COPY.howComputed).click();
          const expected = r.from === null || r.from === r.to ? PORTFOLIO_EXPLANATIONS.notEnoughHistory : PORTFOLIO_EXPLANATIONS[key](r.from, r.to);
          await expect(figure.getByTestId("return-explanation")).toHaveText(expected);
        }
      }

      // The cost basis method: average cost from now on; a later sale shows its realized gain.
      await expect(page.getByText(PORTFOLIO_PAGE_COPY.noRealized)).toBeVisible();
      await expect(page.getByTestId("realized-gain")).toHaveText("$0.00");
      await page.getByRole("radio", { name: "Average cost" }).check();
      await page.getByRole("button", { name: "Save the method" }).click();
      await expectNotice(page, PORTFOLIO_NOTICES.settingsSaved);
      await expect(page.getByRole("radio", { name: "Average cost" })).toBeChecked();
      expect((await api.get("/api/investment/portfolio/settings")).costBasisMethod).toBe("average");
      await filled(api, { productId: "mm-treasury", side: "sell", units: "5" });
      const afterSale = await api.get("/api/investment/portfolio");
      expect(afterSale.costBasisMethod).toBe("average");
      const year = afterSale.realizedGains.years[0];
      await page.goto(`${base}${PORTFOLIO}`);
      await expect(page.getByTestId("realized-gain")).toHaveText(signed(afterSale.realizedGain));
      const row = page.getByTestId("realized-row");
      await expect(row).toHaveCount(1);
      await expect(row).toHaveAttribute("data-year", String(year.year));
      await expect(row.getByTestId("realized-short")).toHaveText(signed(year.shortTerm));
      await expect(row.getByTestId("realized-long")).toHaveText("$0.00");
      await expect(page.getByText(afterSale.realizedGains.explanation)).toBeVisible();
      // 5 units left the oldest lot (about 20 units at a price near $100.00); both lots stay open.
      await page.locator("[data-testid='lots'][data-product='mm-treasury']").getByText(/^Lots of ENTMM/).click();
      await expect(page.locator("[data-testid='lots'][data-product='mm-treasury']").getByTestId("lot-row")).toHaveCount(2);

      // The target (the conservative model) with each class's drift, then rebalancing with sales allowed.
      const target = await api.get("/api/investment/portfolio/target");
      await expect(page.getByTestId("drift-row")).toHaveCount(target.drift.length);
      await page.getByLabel(PORTFOLIO_PAGE_COPY.allowSells).check();
      await page.getByRole("button", { name: "Rebalance", exact: true }).click();
      await expect(page).toHaveURL(/\/myworld\/service\/investments\/station$/);
      const station = await api.get("/api/investment/station");
      expect(station.items.length).toBeGreaterThan(0);
      await expectNotice(page, PORTFOLIO_NOTICES.rebalanced(station.items.length));
      await expect(page.getByTestId("station-item")).toHaveCount(station.items.length);
      // The certificate of deposit is not in the conservative model: its sale waits in the station.
      await expect(page.locator("[data-testid='station-item'][data-product='cd-1y']").getByTestId("item-side")).toHaveAttribute("data-side", "sell");
    });
  });
}
