import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { holdingSchema, type Holding } from "#core/contracts/portfolio";
import { HoldingsTable } from "./HoldingsTable";
import { PortfolioSummary } from "./PortfolioSummary";

// What the portfolio's figures look like in the page's HTML: a price of $1,000 or more grouped as
// every amount is, and a percentage that never leaves "%" alone on the next line of a narrow cell.
const NBSP = "\u00a0";

const holding: Holding = holdingSchema.parse({
  productId: "uhnw-coinvest",
  symbol: "ENUCI",
  name: "Direct Co-Investment Program",
  assetClass: "uhnw_investment",
  riskLevel: 5,
  units: "2.000000",
  averageCost: "25000.5000",
  costBasis: "50001.00",
  price: "28046.4125",
  marketValue: "56092.83",
  unrealizedGain: "6091.83",
  unrealizedGainPercent: "12.18",
  lots: [{ id: 1, acquiredAt: "2026-01-02", units: "2.000000", cost: "50001.00" }],
});

const cellsOf = (html: string) => [...html.matchAll(/<td class="num"[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);

describe("the portfolio's figures", () => {
  it("show a holding's average cost and price grouped, with their four decimals, and its gain with a no-break space", () => {
    const cells = cellsOf(renderToString(createElement(HoldingsTable, { holdings: [holding] })));
    expect(cells).toEqual(["2.000000", "$25,000.5000", "$50,001.00", "$28,046.4125", "$56,092.83", "+$6,091.83", `12.18${NBSP}%`]);
  });

  it("keep today's change and its percentage together", () => {
    const html = renderToString(
      createElement(PortfolioSummary, {
        portfolio: {
          totalAssets: "749999.96",
          cash: "150000.00",
          marketValue: "599999.96",
          costBasis: "526630.14",
          unrealizedGain: "73369.82",
          realizedGain: "0.00",
          buyFees: "0.00",
          netDeposits: "676630.14",
          dayChange: { value: "-2839.14", percent: "-0.48", date: "2026-11-27", previousDate: "2026-11-26" },
          costBasisMethod: "fifo",
          asOf: "2026-11-27",
        },
      }),
    );
    expect(/<dd data-testid="day-change">(.*?)<\/dd>/.exec(html)?.[1]?.replace(/<!-- -->/g, "")).toBe(`−$2,839.14 (−0.48${NBSP}%)`);
  });
});
