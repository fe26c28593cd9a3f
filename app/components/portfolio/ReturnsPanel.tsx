import type { Portfolio, ReturnFigures } from "#core/contracts/portfolio";
import { PORTFOLIO_PAGE_COPY as COPY } from "#core/messages/portfolio";
import { signedUsd } from "~/utils/portfolio";
import { percentText, usd } from "~/utils/trading";
import { ScrollTable } from "~/components/layout/ScrollTable";

function Figure({ period, kind, label, value, explanation }: { period: string; kind: string; label: string; value: string | null; explanation: string }) {
  return (
    <div className="return-figure" data-testid={`return-${period}-${kind}`}>
      <p className="plain-text sm dimmed">{label}</p>
      <p className="plain-text xl" style={{ fontWeight: 700 }} data-testid="return-value">
        {percentText(value)}
      </p>
      <details className="how-computed">
        <summary>{COPY.howComputed}</summary>
        <p className="plain-text sm" style={{ marginTop: "calc(0.25rem * var(--mantine-scale))" }} data-testid="return-explanation">
          {explanation}
        </p>
      </details>
    </div>
  );
}

/** Time-weighted and money-weighted (XIRR) returns for 1M, 1Y and since the first deposit, each with the way it is computed. */
export function ReturnsPanel({ returns }: { returns: readonly ReturnFigures[] }) {
  return (
    <section className="plain-card" aria-labelledby="returns-title">
      <h3 className="plain-title h3" id="returns-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        Returns
      </h3>
      <div className="plain-grid sm-3">
        {returns.map((r) => (
          <section key={r.period} aria-labelledby={`return-${r.period}-title`} data-testid={`return-${r.period}`}>
            <h4 className="plain-title h4" id={`return-${r.period}-title`} style={{ marginBottom: "calc(0.25rem * var(--mantine-scale))" }}>
              {r.label}
            </h4>
            <p className="plain-text xs dimmed" style={{ marginBottom: "var(--mantine-spacing-xs)" }}>
              {r.from && r.to ? `${r.from} to ${r.to}` : "No history yet"}
            </p>
            <Figure period={r.period} kind="twr" label="Time-weighted" value={r.timeWeighted} explanation={r.explanation.timeWeighted} />
            <Figure period={r.period} kind="mwr" label="Money-weighted (XIRR, a year)" value={r.moneyWeighted} explanation={r.explanation.moneyWeighted} />
          </section>
        ))}
      </div>
    </section>
  );
}

/** Realized gains by year of the sale, short-term and long-term. */
export function RealizedGainsTable({ realized }: { realized: Portfolio["realizedGains"] }) {
  return (
    <section className="plain-card" aria-labelledby="realized-title">
      <h3 className="plain-title h3" id="realized-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        Realized gains
      </h3>
      {realized.years.length === 0 ? (
        <p className="plain-text" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
          {COPY.noRealized}
        </p>
      ) : (
        <ScrollTable label="Table of realized gains by year" minWidth={560} data-testid="realized-table">
          <caption className="visually-hidden">Realized gains by year of sale</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th className="num" scope="col">Short-term</th>
              <th className="num" scope="col">Long-term</th>
              <th className="num" scope="col">Total</th>
              <th className="num" scope="col">Proceeds</th>
              <th className="num" scope="col">Cost</th>
            </tr>
          </thead>
          <tbody>
            {realized.years.map((y) => (
              <tr key={y.year} data-testid="realized-row" data-year={y.year}>
                <th scope="row">{y.year}</th>
                <td className="num" data-testid="realized-short">{signedUsd(y.shortTerm)}</td>
                <td className="num" data-testid="realized-long">{signedUsd(y.longTerm)}</td>
                <td className="num" data-testid="realized-total">{signedUsd(y.total)}</td>
                <td className="num">{usd(y.proceeds)}</td>
                <td className="num">{usd(y.cost)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <p className="plain-text sm dimmed" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
        {realized.explanation}
      </p>
    </section>
  );
}
