import type { DebtsView } from "#core/contracts/debts";
import { formatCalendarDate } from "#core/format/dates";
import { FindingList } from "~/components/FindingList";
import { usd } from "~/utils/calculators";

/** What to look at: the findings read from the debts, the cash flow and the reserve. */
export function DebtFindings({ view }: { view: DebtsView }) {
  if (view.findings.length === 0) return null;
  return (
    <section className="plain-card" aria-labelledby="debt-findings-title" data-testid="debt-findings">
      <h3 className="plain-title h3" id="debt-findings-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        What to look at
      </h3>
      <FindingList findings={view.findings} />
    </section>
  );
}

/** The total owed on each day a balance was set: the member's progress, once there are two days to compare. */
export function DebtProgress({ view }: { view: DebtsView }) {
  if (view.history.length < 2) return null;
  return (
    <section className="plain-card" aria-labelledby="debt-progress-title" data-testid="debt-progress">
      <h3 className="plain-title h3" id="debt-progress-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        Owed over time
      </h3>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">What you owed in all on each day you updated a balance</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Owed in all</th>
            </tr>
          </thead>
          <tbody>
            {[...view.history].reverse().map((h) => (
              <tr key={h.date}>
                <th scope="row">{formatCalendarDate(h.date)}</th>
                <td>{usd(h.owed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
