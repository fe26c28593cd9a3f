import type { Order } from "#core/contracts/investment";
import type { PortfolioSummary } from "#core/contracts/portfolio";
import { PORTFOLIO_PAGE_COPY as COPY } from "#core/messages/portfolio";
import { PlainLink } from "~/components/navigation/PlainLink";
import { Countdown } from "~/components/trading/Countdown";
import { OrderStatusBadge } from "~/components/trading/OrderStatusBadge";
import { PORTFOLIO_PAGE, signedUsd } from "~/utils/portfolio";
import { orderPage, percentText, usd } from "~/utils/trading";
import { AllocationTables } from "./AllocationTables";

export type OverviewPortfolio = Pick<PortfolioSummary, "marketValue" | "totalAssets" | "dayChange" | "allocation">;

/**
 * My World's investments at a glance (issue "Portfolio" §1): the portfolio's value, today's change
 * and allocation, and the orders still open, each with its countdown and a link to it. A part that
 * could not be had is left out (null).
 */
export function PortfolioOverview({ portfolio, openOrders, href }: { portfolio: OverviewPortfolio | null; openOrders: readonly Order[] | null; href: string }) {
  return (
    <section className="plain-card xl portfolio-overview" aria-labelledby="portfolio-overview-title">
      <div className="plain-row" style={{ justifyContent: "space-between", alignItems: "baseline", gap: "var(--mantine-spacing-md)", marginBottom: "var(--mantine-spacing-sm)" }}>
        <h2 className="plain-title h3" id="portfolio-overview-title">
          {COPY.overviewTitle}
        </h2>
        <PlainLink to={PORTFOLIO_PAGE} className="plain-button">
          {COPY.seePortfolio}
        </PlainLink>
      </div>
      <div className="plain-grid md-2" style={{ gap: "var(--mantine-spacing-xl)" }}>
        <div>
          {portfolio ? (
            <>
              <dl className="figures">
                <div>
                  <dt>Portfolio value</dt>
                  <dd data-testid="overview-portfolio-value">{usd(portfolio.marketValue)}</dd>
                </div>
                <div>
                  <dt>Today&rsquo;s change</dt>
                  <dd data-testid="overview-day-change">
                    {signedUsd(portfolio.dayChange.value)} ({percentText(portfolio.dayChange.percent)})
                  </dd>
                </div>
              </dl>
              {portfolio.allocation.byAssetClass.length > 0 ? (
                <div data-testid="overview-allocation" className="overview-allocation">
                  <AllocationTables allocation={portfolio.allocation} compact />
                </div>
              ) : (
                <p className="plain-text" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
                  {COPY.empty}
                </p>
              )}
            </>
          ) : (
            <p className="plain-text dimmed">—</p>
          )}
        </div>
        <div>
          <h3 className="plain-title h4" style={{ marginBottom: "var(--mantine-spacing-xs)" }}>
            {COPY.openOrders}
          </h3>
          {openOrders === null ? (
            <p className="plain-text dimmed">—</p>
          ) : openOrders.length === 0 ? (
            <p className="plain-text" data-testid="overview-no-orders">
              {COPY.noOpenOrders}
            </p>
          ) : (
            <ul className="plain-list overview-orders" aria-label={COPY.openOrders}>
              {openOrders.map((o) => (
                <li key={o.id} data-testid="overview-order" data-order={o.id}>
                  <div style={{ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: "var(--mantine-spacing-sm)" }}>
                    <div>
                      <PlainLink to={orderPage(o.id)}>
                        {o.side === "buy" ? "Buy" : "Sell"} {o.name}
                      </PlainLink>
                      <div className="plain-text sm dimmed">
                        #{o.id} · {o.amount !== null ? usd(o.amount) : `${o.units} units`} · <OrderStatusBadge status={o.status} />
                      </div>
                    </div>
                    <Countdown secondsLeft={o.secondsLeft} href={href} waiting compact />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
