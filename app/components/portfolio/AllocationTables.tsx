import type { Portfolio } from "#core/contracts/portfolio";
import { percentText, usd } from "~/utils/trading";

type Slice = { key: string; label: string; value: string; percent: string };

function SliceTable({ id, caption, heading, slices }: { id: string; caption: string; heading: string; slices: Slice[] }) {
  return (
    <table className="data-table allocation-table" data-testid={id}>
      <caption className="allocation-caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Value</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {slices.map((s) => (
          <tr key={s.key} data-testid="allocation-row">
            <th scope="row">{s.label}</th>
            <td>{usd(s.value)}</td>
            <td>
              <span className="allocation-share">
                <span>{percentText(s.percent)}</span>
                {/* A picture of the share beside its figure, in plain elements (decision 034). */}
                <span className="share-bar" aria-hidden="true">
                  <span style={{ width: `${Math.min(100, Math.max(0, Number(s.percent)))}%` }} />
                </span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Market value by asset class and by risk level, largest first. */
export function AllocationTables({ allocation, compact = false }: { allocation: Portfolio["allocation"]; compact?: boolean }) {
  const byClass = allocation.byAssetClass.map((a) => ({ key: a.assetClass, label: a.label, value: a.value, percent: a.percent }));
  const byRisk = allocation.byRiskLevel.map((a) => ({ key: String(a.riskLevel), label: `Risk ${a.riskLevel} of 5`, value: a.value, percent: a.percent }));
  const tables = (
    <div className={compact ? "plain-grid" : "plain-grid md-2"}>
      <SliceTable id="allocation-class" caption="By asset class" heading="Asset class" slices={byClass} />
      {compact ? null : <SliceTable id="allocation-risk" caption="By risk level" heading="Risk level" slices={byRisk} />}
    </div>
  );
  if (compact) return tables;
  return (
    <section className="plain-card" aria-labelledby="allocation-title">
      <h3 className="plain-title h3" id="allocation-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        Allocation
      </h3>
      {byClass.length === 0 ? <p className="plain-text">Nothing held yet.</p> : tables}
    </section>
  );
}
