import { Fragment } from "react";
import type { Holding } from "#core/contracts/portfolio";
import { PORTFOLIO_PAGE_COPY as COPY } from "#core/messages/portfolio";
import { formatUsdPrice } from "#core/money";
import { ScrollTable } from "~/components/layout/ScrollTable";
import { PlainLink } from "~/components/navigation/PlainLink";
import { signedUsd } from "~/utils/portfolio";
import { percentText, productPage, usd } from "~/utils/trading";

const COLUMNS = 8;

/** Each holding with its figures, and below it the open lots behind it (a disclosure that works without JavaScript). */
export function HoldingsTable({ holdings }: { holdings: readonly Holding[] }) {
  return (
    <section className="plain-card" aria-labelledby="holdings-title">
      <h3 className="plain-title h3" id="holdings-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        Holdings
      </h3>
      <ScrollTable label="Table of holdings" minWidth={820} roomy data-testid="holdings-table">
        <caption className="visually-hidden">Your holdings, each with its open lots</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th className="num" scope="col">Units</th>
            <th className="num" scope="col">Average cost</th>
            <th className="num" scope="col">Cost basis</th>
            <th className="num" scope="col">Price</th>
            <th className="num" scope="col">Market value</th>
            <th className="num" scope="col">Unrealized gain</th>
            <th className="num" scope="col">Gain %</th>
          </tr>
        </thead>
        <tbody>
          {holdings.map((h) => (
            <Fragment key={h.productId}>
              <tr data-testid="holding-row" data-product={h.productId}>
                <th scope="row">
                  <PlainLink to={productPage(h.productId)}>{h.name}</PlainLink>{" "}
                  <span className="cell-note">{h.symbol}</span>
                </th>
                <td className="num" data-testid="holding-units">{h.units}</td>
                <td className="num">{formatUsdPrice(h.averageCost)}</td>
                <td className="num" data-testid="holding-cost">{usd(h.costBasis)}</td>
                <td className="num">{formatUsdPrice(h.price)}</td>
                <td className="num" data-testid="holding-value">{usd(h.marketValue)}</td>
                <td className="num">{signedUsd(h.unrealizedGain)}</td>
                <td className="num">{percentText(h.unrealizedGainPercent)}</td>
              </tr>
              <tr className="lots-row">
                <td colSpan={COLUMNS}>
                  <details data-testid="lots" data-product={h.productId}>
                    <summary>
                      Lots of {h.symbol} ({h.lots.length})
                    </summary>
                    {h.lots.length === 0 ? (
                      <p className="plain-text sm">{COPY.noLots}</p>
                    ) : (
                      <table className="data-table figures-table lots-table">
                        <caption className="visually-hidden">Open lots of {h.name}, oldest first</caption>
                        <thead>
                          <tr>
                            <th scope="col">Acquired</th>
                            <th scope="col">Units</th>
                            <th scope="col">Cost</th>
                          </tr>
                        </thead>
                        <tbody>
                          {h.lots.map((l) => (
                            <tr key={l.id} data-testid="lot-row">
                              <th scope="row">{l.acquiredAt}</th>
                              <td>{l.units}</td>
                              <td>{usd(l.cost)}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    )}
                  </details>
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
