import { lazy } from "react";
import type { Portfolio } from "#core/contracts/portfolio";
import { PORTFOLIO_PAGE_COPY as COPY } from "#core/messages/portfolio";
import { PRICE_RANGES, type PriceRange } from "#core/trading";
import { PlainLink } from "~/components/navigation/PlainLink";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { PORTFOLIO_PAGE } from "~/utils/portfolio";
import { sampleEvenly, usd } from "~/utils/trading";

const ValueChart = lazy(() => import("./charts/ValueChart"));

const RANGE_LABELS = { "1M": "1 month", "6M": "6 months", "1Y": "1 year", "5Y": "5 years", MAX: "All" } as const;

/** The portfolio's value day by day: a chart drawn in the browser, the same figures as a table in the HTML. */
export function ValueHistory({ series }: { series: Portfolio["series"] }) {
  const range = series.range as PriceRange;
  const points = series.points;
  const first = points[0];
  const last = points.at(-1);
  return (
    <section className="plain-card" aria-labelledby="value-title">
      <h3 className="plain-title h3" id="value-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        Value over time
      </h3>
      <nav className="plain-row" aria-label="Value range" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        {PRICE_RANGES.map((r) => (
          <PlainLink key={r} className="plain-button" to={`${PORTFOLIO_PAGE}?range=${r}`} preventScrollReset aria-current={r === range ? "page" : undefined} title={RANGE_LABELS[r]}>
            {r}
          </PlainLink>
        ))}
      </nav>
      {points.length === 0 ? (
        <p className="plain-text">{COPY.noSeries}</p>
      ) : (
        <ChartFigure
          id="value-chart"
          title={`Portfolio value, ${RANGE_LABELS[range].toLowerCase()}`}
          summary={first && last ? `From ${usd(first.value)} on ${first.date} to ${usd(last.value)} on ${last.date}, deposits and withdrawals included.` : ""}
          chart={<ValueChart points={points.map((p) => ({ date: p.date, value: Number(p.value) }))} />}
          table={
            <table className="data-table figures-table" data-testid="value-table">
              <caption className="visually-hidden">Portfolio value by day</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Value</th>
                  <th scope="col">Deposits less withdrawals</th>
                </tr>
              </thead>
              <tbody>
                {sampleEvenly(points).map((p) => (
                  <tr key={p.date}>
                    <th scope="row">{p.date}</th>
                    <td>{usd(p.value)}</td>
                    <td>{usd(p.flow)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      )}
    </section>
  );
}
