import type { Portfolio } from "#core/contracts/portfolio";
import { COST_BASIS_LABELS, PORTFOLIO_PAGE_COPY as COPY } from "#core/messages/portfolio";
import { signedUsd } from "~/utils/portfolio";
import { percentText, usd } from "~/utils/trading";

type Figures = Pick<Portfolio, "totalAssets" | "cash" | "marketValue" | "costBasis" | "unrealizedGain" | "realizedGain" | "buyFees" | "netDeposits" | "dayChange" | "costBasisMethod" | "asOf">;

/** Total assets = settled cash + market value, with the gains beside them. */
export function PortfolioSummary({ portfolio: p }: { portfolio: Figures }) {
  return (
    <section className="plain-card" aria-labelledby="summary-title">
      <h3 className="plain-title h3" id="summary-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        Total assets
      </h3>
      <dl className="figures" data-testid="portfolio-summary">
        <div>
          <dt>Total assets</dt>
          <dd data-testid="total-assets">{usd(p.totalAssets)}</dd>
        </div>
        <div>
          <dt>Settled cash</dt>
          <dd data-testid="cash">{usd(p.cash)}</dd>
        </div>
        <div>
          <dt>Market value</dt>
          <dd data-testid="market-value">{usd(p.marketValue)}</dd>
        </div>
        <div>
          <dt>Today&rsquo;s change</dt>
          <dd data-testid="day-change">
            {signedUsd(p.dayChange.value)} ({percentText(p.dayChange.percent)})
          </dd>
        </div>
        <div>
          <dt>Cost basis</dt>
          <dd>{usd(p.costBasis)}</dd>
        </div>
        <div>
          <dt>Unrealized gain</dt>
          <dd data-testid="unrealized-gain">{signedUsd(p.unrealizedGain)}</dd>
        </div>
        <div>
          <dt>Realized gain</dt>
          <dd data-testid="realized-gain">{signedUsd(p.realizedGain)}</dd>
        </div>
        <div>
          <dt>Fees paid on buys</dt>
          <dd>{usd(p.buyFees)}</dd>
        </div>
        <div>
          <dt>Net deposits</dt>
          <dd>{usd(p.netDeposits)}</dd>
        </div>
      </dl>
      <p className="plain-text sm dimmed" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
        {COPY.totalAssetsExplained} Prices as of {p.asOf}; sales close lots by {COST_BASIS_LABELS[p.costBasisMethod].toLowerCase()}.
      </p>
    </section>
  );
}
