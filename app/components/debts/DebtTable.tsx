import { Form, Link } from "@remix-run/react";
import type { DebtsView } from "#core/contracts/debts";
import { DEBT_PAGE_COPY as COPY } from "#core/messages/debts";
import { usd } from "~/utils/trading";

/**
 * What the member owes, highest monthly cost first as they listed it: each debt's balance, rate,
 * minimum and this month's interest, with its edit link and its remove button (a form each, so
 * both work without JavaScript).
 */
export function DebtTable({ view, page }: { view: DebtsView; page: string }) {
  return (
    <section className="plain-card" aria-labelledby="debts-title" data-testid="debts">
      <h3 className="plain-title h3" id="debts-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        {COPY.listTitle}
      </h3>
      {view.debts.length === 0 ? (
        <p className="plain-text" data-testid="debts-empty">
          {COPY.empty}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" data-testid="debt-table">
            <caption className="visually-hidden">{COPY.listTitle}</caption>
            <thead>
              <tr>
                <th scope="col">Debt</th>
                <th scope="col">Kind</th>
                <th scope="col">Balance</th>
                <th scope="col">Rate (APR)</th>
                <th scope="col">Minimum a month</th>
                <th scope="col">Interest this month</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.debts.map((d) => (
                <tr key={d.id}>
                  <th scope="row">{d.name}</th>
                  <td>{d.kindLabel}</td>
                  <td>{d.balance === "0.00" ? "Paid off" : usd(d.balance)}</td>
                  <td>{d.aprLabel}</td>
                  <td>{usd(d.minimumPayment)}</td>
                  <td>{usd(d.monthlyInterest)}</td>
                  <td>
                    <div className="plain-row" style={{ gap: "var(--mantine-spacing-xs)", flexWrap: "nowrap" }}>
                      <Link className="plain-button" to={`${page}?edit=${d.id}#debt-form`} aria-label={`Update ${d.name}`}>
                        <span className="plain-button-label">Update</span>
                      </Link>
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="id" value={d.id} />
                        <button type="submit" className="plain-button" aria-label={`Remove ${d.name}`}>
                          <span className="plain-button-label">Remove</span>
                        </button>
                      </Form>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">In all</th>
                <td />
                <td data-testid="debts-owed">{usd(view.owed)}</td>
                <td />
                <td data-testid="debts-minimums">{usd(view.minimumPayments)}</td>
                <td data-testid="debts-interest">{usd(view.monthlyInterest)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
