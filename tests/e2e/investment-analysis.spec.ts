import type { APIRequestContext } from "@playwright/test";
import { ANALYSIS_MESSAGES, ANALYSIS_PAGE_COPY, PORTFOLIO_PAGE_COPY } from "../../core/messages/portfolio";
import { formatUsd } from "../../core/money";
import { lockedFeatureMessage } from "../../core/tiers";
import { signInByForm } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expect, test } from "../support/fixtures";
import { filledThroughApi, fundedMemberWithApi, type MemberApi } from "../support/investor";
import { startServer, type RunningServer } from "../support/server";

// Gold's investment analysis in the browser, with JavaScript on and off: a Gold member with two
// holdings reads the four findings (the API's own words) with their tables, and is offered Enne's
// questions for an advisor; a Gold member with only cash is shown the way to the products; a
// Silver member gets the locked view with the tier and the assets still needed.

const ANALYSIS = "/myworld/service/investments/analysis";

let server: RunningServer;
// The file's tests run in order in one worker, so its own server starts once, not once in each
// worker that takes a test of it (playwright.config.ts runs files fully parallel).
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ SMTP_URL: process.env.E2E_SMTP_URL!, AUTH_RATE_LIMIT_PER_MINUTE: "10000", FUNDS_SETTLEMENT_SECONDS: "1", ORDER_REVIEW_SECONDS: "300" });
});
test.afterAll(async () => {
  await server?.stop();
});

const investor = (request: APIRequestContext, amount: string) => fundedMemberWithApi(request, server.baseUrl, amount);
const filled = (api: MemberApi, order: Record<string, unknown>) => filledThroughApi(api, { ...order, acknowledgeRisk: true });

const usd = (amount: string) => formatUsd(Math.round(Number(amount) * 100) as never, { cents: true });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`investment analysis with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a Gold member reads the findings with their figures, and can take Enne's questions to an advisor", async ({ page, request }) => {
      test.setTimeout(120_000);
      const base = server.baseUrl;
      const { member, api } = await investor(request, "120000.00");
      await filled(api, { productId: "sector-tech", side: "buy", amount: "30000.00" });
      await filled(api, { productId: "gov-muni", side: "buy", amount: "20000.00" });
      const analysis = await api.get("/api/investment/portfolio/analysis");

      await signInByForm(page, member, base);
      const response = await page.goto(`${base}${ANALYSIS}`);
      expect(response!.status()).toBe(200);
      await expect(page.getByRole("heading", { name: ANALYSIS_PAGE_COPY.title, level: 2 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Analysis" })).toHaveAttribute("aria-current", "page");
      // The findings in the service card's order, each the API's words, with its trade-offs.
      for (const [key, title] of Object.entries(ANALYSIS_MESSAGES.titles)) {
        const card = page.getByTestId(`finding-${key}`);
        await expect(card.getByRole("heading", { name: title })).toBeVisible();
        const finding = analysis.findings.find((f: { key: string }) => f.key === key);
        await expect(card.getByTestId("finding-summary")).toHaveText(finding.summary);
        await expect(card.getByTestId("finding-status")).toHaveText(finding.attention ? ANALYSIS_PAGE_COPY.attention : ANALYSIS_PAGE_COPY.fine);
        await expect(card).toContainText(finding.tradeOffs);
      }
      // The sector fund is a narrow one above 10 %: concentration is worth a look.
      await expect(page.getByTestId("finding-concentration").getByTestId("finding-status")).toHaveText(ANALYSIS_PAGE_COPY.attention);
      await expect(page.getByTestId("finding-concentration")).toContainText("Information Technology Sector ETF (");
      // The fees table: each fund's cost a year, and the municipal fund's lower-cost Treasury fund.
      const fees = page.getByTestId("analysis-fees");
      await expect(fees.getByTestId("fee-row")).toHaveCount(2);
      const muni = fees.getByTestId("fee-row").filter({ hasText: "National Municipal Bond Fund" });
      await expect(muni.getByRole("link", { name: "Short-Term Treasury Index Fund" })).toHaveAttribute("href", "/myworld/service/investments/product/gov-short");
      await expect(fees.locator("tfoot")).toContainText(usd(analysis.fees.yearlyCost));
      await expect(page.getByTestId("analysis-figures")).toContainText(usd(analysis.invested));
      // The price of rebalancing: every class is off target; what selling raises and realizes by term
      // (bought today: all short-term), what buying takes, the cash.
      const rebalancing = page.getByTestId("rebalancing-table");
      const row = (label: string) => rebalancing.getByRole("row", { name: label });
      const rows = ANALYSIS_PAGE_COPY.rebalancingRows;
      await expect(row(rows.sell)).toContainText(usd(analysis.rebalancing.sell));
      await expect(row(rows.shortTerm)).toContainText(usd(analysis.rebalancing.shortTermGain.replace("-", "")));
      await expect(row(rows.realized)).toContainText(usd(analysis.rebalancing.realizedGain.replace("-", "")));
      await expect(row(rows.longTerm)).toContainText("$0.00");
      await expect(row(rows.buy)).toContainText(usd(analysis.rebalancing.buy));
      await expect(row(rows.cash)).toContainText(usd(analysis.rebalancing.cash));
      // Tax: each holding's gain by term if sold today and where its income is taxed least.
      const tax = page.getByTestId("tax-table");
      await expect(tax.getByTestId("tax-row")).toHaveCount(2);
      const techTax = tax.getByTestId("tax-row").filter({ hasText: "Information Technology Sector ETF" });
      const techFigures = analysis.tax.holdings.find((h: { productId: string }) => h.productId === "sector-tech");
      await expect(techTax).toContainText(usd(techFigures.shortTermGain.replace("-", "")));
      await expect(techTax).toContainText(ANALYSIS_PAGE_COPY.placements.taxable);
      if (javaScriptEnabled) await expectNoSeriousViolations(page, ANALYSIS);

      // Enne's questions for an advisor, from this member's own analysis.
      await page.getByRole("link", { name: ANALYSIS_PAGE_COPY.askEnne }).click();
      await expect(page).toHaveURL(/\/enplusworld\/ai-enne\?ask=/);
      const question = ANALYSIS_PAGE_COPY.askEnneQuestion;
      await expect(page.getByRole("textbox", { name: "Your question" })).toHaveValue(question);
      await page.getByRole("button", { name: "Ask Enne" }).click();
      await expect(page).toHaveURL(/\/enplusworld\/ai-enne\?c=\d+$/);
      const exchange = page.getByRole("article", { name: `You asked: ${question}` });
      // Four questions from the findings, a fifth when a holding has a loss to harvest.
      const personal = 4 + (Number(analysis.tax.harvestableLoss) > 0 ? 1 : 0);
      await expect(exchange).toContainText(`The first ${personal} come from your own figures; the others fit anyone.`);
      const questions = exchange.getByRole("list").first().getByRole("listitem");
      await expect(questions.first()).toHaveText(`My largest holding, Information Technology Sector ETF, is ${analysis.concentration.largest.share.replace(/\.00$/, "")}% of what I have invested: is that more than I should hold in one fund?`);
      await expect(exchange.getByRole("link", { name: "Investments: your investment analysis" })).toHaveAttribute("href", ANALYSIS);

      // The tax service's Gold card leads to the analysis's tax finding.
      await page.goto(`${base}/myworld/service/tax`);
      await page.getByRole("link", { name: "See the tax considerations of your holdings" }).click();
      await expect(page).toHaveURL(`${base}${ANALYSIS}#finding-tax`);
      await expect(page.getByRole("heading", { name: ANALYSIS_MESSAGES.titles.tax })).toBeVisible();
    });

    test("a Gold member with only cash is shown the way to the products; a Silver member the tier that unlocks it", async ({ page, request }) => {
      test.setTimeout(90_000);
      const base = server.baseUrl;
      const { member } = await investor(request, "100000.00");
      await signInByForm(page, member, base);
      await page.goto(`${base}${ANALYSIS}`);
      await expect(page.getByTestId("analysis-empty")).toContainText(ANALYSIS_PAGE_COPY.empty);
      await expect(page.getByTestId("analysis-empty").getByRole("link", { name: PORTFOLIO_PAGE_COPY.browse })).toHaveAttribute("href", "/myworld/service/investments/product");

      const silver = await investor(request, "40000.00");
      await page.context().clearCookies();
      await signInByForm(page, silver.member, base);
      const response = await page.goto(`${base}${ANALYSIS}`);
      expect(response!.status()).toBe(403);
      await expect(page.locator(".locked-view")).toContainText(lockedFeatureMessage("investment-analysis", 40_000));
      await expect(page.getByTestId("finding-concentration")).toHaveCount(0);
    });
  });
}
