import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import type { PortfolioAnalysisView } from "#core/contracts/portfolio";
import { ANALYSIS_PAGE_COPY as COPY } from "#core/messages/portfolio";
import { askEnneHref } from "#core/assistant/links";
import { formatCalendarDate } from "#core/format";
import { ASSET_CLASS_LABELS } from "#core/trading";
import { PORTFOLIO_PAGE, signedUsd } from "~/utils/portfolio";
import { centsOf } from "~/utils/investor";
import { ASSESSMENT_PAGE, percentText, usd } from "~/utils/trading";
import { ShareCell } from "~/components/ShareCell";
import { lightShades, StatusBadge } from "~/components/StatusBadge";

type Finding = PortfolioAnalysisView["findings"][number];

// The library's light yellow is too faint to read on its own background: a deep amber on pale yellow instead.
const WORTH_A_LOOK = { background: "var(--mantine-color-yellow-1)", color: "#6b4500" };

/** "Worth a look" or "In line". */
function FindingBadge({ attention }: { attention: boolean }) {
  return (
    <StatusBadge shades={attention ? WORTH_A_LOOK : lightShades("teal")} data-testid="finding-status">
      {attention ? COPY.attention : COPY.fine}
    </StatusBadge>
  );
}

function FindingCard({ finding, children }: { finding: Finding; children?: ReactNode }) {
  const id = `finding-${finding.key}`;
  return (
    <section className="plain-card" aria-labelledby={id} data-testid={id}>
      <div className="plain-row" style={{ justifyContent: "space-between", alignItems: "center", marginBottom: "var(--mantine-spacing-xs)" }}>
        <h3 className="plain-title h3" id={id}>
          {finding.title}
        </h3>
        <FindingBadge attention={finding.attention} />
      </div>
      <p className="plain-text" data-testid="finding-summary">
        {finding.summary}
      </p>
      {children}
      <h4 className="plain-title h4" style={{ marginTop: "var(--mantine-spacing-md)" }}>
        {COPY.tradeOffs}
      </h4>
      <p className="plain-text sm">{finding.tradeOffs}</p>
    </section>
  );
}

const Holding = ({ name, symbol }: { name: string; symbol: string }) => (
  <th scope="row">
    {name} <span className="cell-note">{symbol}</span>
  </th>
);

function SharesTable({ a }: { a: PortfolioAnalysisView }) {
  return (
    <div className="table-scroll" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
      <table className="data-table" data-testid="analysis-shares">
        <caption className="allocation-caption">Share of your invested value ({usd(a.invested)})</caption>
        <thead>
          <tr>
            <th scope="col">Holding</th>
            <th scope="col">Asset class</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {a.risk.holdings.map((h) => (
            <tr key={h.productId}>
              <Holding name={h.name} symbol={h.symbol} />
              <td>{ASSET_CLASS_LABELS[h.assetClass]}</td>
              <td>
                <ShareCell share={h.share} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FeesTable({ fees }: { fees: PortfolioAnalysisView["fees"] }) {
  return (
    <div className="table-scroll" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
      <table className="data-table" data-testid="analysis-fees">
        <caption className="allocation-caption">{COPY.feesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">Fund</th>
            <th scope="col">Expense ratio</th>
            <th scope="col">A year</th>
            <th scope="col">Lowest-cost fund in its class</th>
          </tr>
        </thead>
        <tbody>
          {fees.holdings.map((h) => (
            <tr key={h.productId} data-testid="fee-row">
              <Holding name={h.name} symbol={h.symbol} />
              <td>{percentText(h.expenseRatio)}</td>
              <td>{usd(h.yearlyCost)}</td>
              <td>
                {h.cheaper ? (
                  <>
                    <Link to={`/myworld/service/investments/product/${h.cheaper.productId}`}>{h.cheaper.name}</Link> ({percentText(h.cheaper.expenseRatio)}): {usd(h.cheaper.yearlySaving)} less a year
                  </>
                ) : (
                  COPY.noCheaper
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All your funds</th>
            <td>{percentText(fees.weightedExpenseRatio)}</td>
            <td>{usd(fees.yearlyCost)}</td>
            <td>{fees.possibleYearlySaving === "0.00" ? "" : `${usd(fees.possibleYearlySaving)} less a year`}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function RiskTable({ risk }: { risk: PortfolioAnalysisView["risk"] }) {
  return (
    <div className="table-scroll" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
      <table className="data-table" data-testid="analysis-risk">
        <caption className="allocation-caption">{COPY.riskCaption}</caption>
        <thead>
          <tr>
            <th scope="col">Holding</th>
            <th scope="col">Risk level</th>
            <th scope="col">Share</th>
            <th scope="col">Against your profile</th>
          </tr>
        </thead>
        <tbody>
          {risk.holdings.map((h) => (
            <tr key={h.productId}>
              <Holding name={h.name} symbol={h.symbol} />
              <td>{h.riskLevel} of 5</td>
              <td>{percentText(h.share)}</td>
              <td>{h.aboveProfile ? (risk.maxRisk === 0 ? "No profile to compare" : `Above ${risk.maxRisk}`) : "Within"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The price of rebalancing: what the sells raise and realize by term (the member's cost basis method), what the buys take. */
function RebalancingTable({ rebalancing: r }: { rebalancing: PortfolioAnalysisView["rebalancing"] }) {
  const rows = COPY.rebalancingRows;
  const lines: Array<[string, string]> = [
    [rows.sell, usd(r.sell)],
    [rows.realized, signedUsd(r.realizedGain)],
    [rows.shortTerm, signedUsd(r.shortTermGain)],
    [rows.longTerm, signedUsd(r.longTermGain)],
    [rows.buy, usd(r.buy)],
    [rows.cash, usd(r.cash)],
  ];
  return (
    <div className="table-scroll" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
      <table className="data-table" data-testid="rebalancing-table">
        <caption className="allocation-caption">{COPY.rebalancingCaption}</caption>
        <tbody>
          {lines.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each holding's gain by term if sold today, where its income is taxed least, and what to wait for. */
function TaxTable({ tax }: { tax: PortfolioAnalysisView["tax"] }) {
  return (
    <div className="table-scroll" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
      <table className="data-table" data-testid="tax-table">
        <caption className="allocation-caption">{COPY.taxCaption}</caption>
        <thead>
          <tr>
            <th scope="col">Holding</th>
            <th scope="col">Short-term</th>
            <th scope="col">Long-term</th>
            <th scope="col">Account</th>
            <th scope="col">To know before selling</th>
          </tr>
        </thead>
        <tbody>
          {tax.holdings.map((h) => {
            const notes = [
              h.turnsLongTerm ? COPY.turnsLongTerm(usd(h.turnsLongTerm.gain), formatCalendarDate(h.turnsLongTerm.date)) : null,
              h.washSaleUntil ? COPY.washSaleUntil(formatCalendarDate(h.washSaleUntil)) : null,
            ].filter((n): n is string => n !== null);
            return (
              <tr key={h.productId} data-testid="tax-row">
                <Holding name={h.name} symbol={h.symbol} />
                <td>{signedUsd(h.shortTermGain)}</td>
                <td>{signedUsd(h.longTermGain)}</td>
                <td>{COPY.placements[h.placement]}</td>
                <td>{notes.length > 0 ? notes.join("; ") : "—"}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{COPY.taxTotal}</th>
            <td>{signedUsd(tax.shortTermGain)}</td>
            <td>{signedUsd(tax.longTermGain)}</td>
            <td colSpan={2}>{centsOf(tax.harvestableLoss) > 0 ? COPY.lossesToHarvest(usd(tax.harvestableLoss)) : COPY.noLossesToHarvest}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The findings in the service cards' order, each with the figures it rests on. */
export function AnalysisReport({ analysis: a }: { analysis: PortfolioAnalysisView }) {
  const extra: Record<Finding["key"], ReactNode> = {
    concentration: <SharesTable a={a} />,
    fees: <FeesTable fees={a.fees} />,
    risk: (
      <>
        <RiskTable risk={a.risk} />
        {a.riskProfile === null ? (
          <p className="plain-text" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
            <Link to={ASSESSMENT_PAGE}>{COPY.takeAssessment}</Link>
          </p>
        ) : null}
      </>
    ),
    tax: <TaxTable tax={a.tax} />,
    allocation: (
      <>
        {a.rebalancing.outside.length > 0 ? <RebalancingTable rebalancing={a.rebalancing} /> : null}
        <p className="plain-text" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
          <Link to={PORTFOLIO_PAGE}>{COPY.seePortfolio}</Link>
        </p>
      </>
    ),
  };
  return (
    <>
      {a.findings.map((f) => (
        <FindingCard key={f.key} finding={f}>
          {extra[f.key]}
        </FindingCard>
      ))}
      <p className="plain-text sm dimmed" data-testid="analysis-disclaimer">
        {COPY.disclaimer} <Link to={askEnneHref(COPY.askEnneQuestion)}>{COPY.askEnne}</Link>
      </p>
    </>
  );
}
