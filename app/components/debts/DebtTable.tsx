import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { DebtsView } from "#core/contracts/debts";
import { DEBT_PAGE_COPY as COPY } from "#core/messages/debts";
import { usd } from "~/utils/trading";

/**
 * What the member owes, highest monthly cost first as they listed it: each debt's balance, rate,
 * minimum and this month's interest, with its edit link and its remove link (links to the page
 * itself, so both work without JavaScript; removing asks first, in RemoveDebt).
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
                      <Link className="plain-button" to={`${page}?remove=${d.id}#debt-remove`} aria-label={`Remove ${d.name}`}>
                        <span className="plain-button-label">Remove</span>
                      </Link>
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

/**
 * Removing a debt asks first: it takes the debt's balance history, and with it what was paid down.
 * The question is the page itself (`?remove=<id>`), so it needs no JavaScript; "Keep it" goes back.
 */
export function RemoveDebt({ debt, page }: { debt: DebtsView["debts"][number]; page: string }) {
  // The question takes the focus when it opens in place (JavaScript on), so keyboard and screen-reader users land on it.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [debt.id]);
  return (
    <section
      className="plain-card remove-debt"
      id="debt-remove"
      role="group"
      aria-labelledby="debt-remove-title"
      data-testid="debt-remove"
      style={{ display: "grid", gap: "var(--mantine-spacing-sm)" }}
    >
      <h3 className="plain-title h3" id="debt-remove-title" ref={title} tabIndex={-1}>
        {COPY.removeTitle(debt.name)}
      </h3>
      <p className="plain-text">{COPY.removeText}</p>
      <div className="plain-row" style={{ gap: "var(--mantine-spacing-sm)" }}>
        <Form method="post" action={page}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={debt.id} />
          <button type="submit" className="plain-button danger">
            <span className="plain-button-label">{COPY.removeConfirm(debt.name)}</span>
          </button>
        </Form>
        <Link className="plain-button" to={page}>
          <span className="plain-button-label">{COPY.keep}</span>
        </Link>
      </div>
    </section>
  );
}
