import { Link } from "@remix-run/react";
import type { DebtsView } from "#core/contracts/debts";
import { PAYMENTS_BAND_LABELS, shareText } from "#core/messages/debts";
import { usd } from "~/utils/calculators";

const IMPORT_PAGE = "/myworld/service/budgeting/import";


/**
 * The payments beside a typical month of the member's own transactions (Budgeting): what comes in,
 * what goes out, the minimums and their share of the income, with the band it falls in. Without
 * transactions, the way to import them.
 */
export function CashFlowCard({ view }: { view: DebtsView }) {
  const { cashFlow } = view;
  return (
    <section className="plain-card" aria-labelledby="cash-flow-title" data-testid="cash-flow">
      <h3 className="plain-title h3" id="cash-flow-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        Your payments and your cash flow
      </h3>
      <dl className="figures">
        <div>
          <dt>A typical month&rsquo;s income</dt>
          <dd data-testid="cash-flow-income">{cashFlow.income === null ? "—" : usd(cashFlow.income)}</dd>
        </div>
        <div>
          <dt>A typical month&rsquo;s spending</dt>
          <dd data-testid="cash-flow-spending">{cashFlow.spending === null ? "—" : usd(cashFlow.spending)}</dd>
        </div>
        <div>
          <dt>Minimum payments a month</dt>
          <dd data-testid="cash-flow-minimums">{usd(view.minimumPayments)}</dd>
        </div>
        <div>
          <dt>Share of your income</dt>
          <dd data-testid="cash-flow-share">
            {cashFlow.paymentsShareBp === null || cashFlow.band === null ? "—" : `${shareText(cashFlow.paymentsShareBp)}, ${PAYMENTS_BAND_LABELS[cashFlow.band].toLowerCase()}`}
          </dd>
        </div>
      </dl>
      <p className="plain-text sm dimmed" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
        {cashFlow.months > 0
          ? `Read from the last ${cashFlow.months} full ${cashFlow.months === 1 ? "month" : "months"} of your transactions in Budgeting; spending includes what you paid on debts.`
          : null}
        {cashFlow.income === null ? (
          <>
            {" "}
            <Link to={IMPORT_PAGE}>Import your accounts&rsquo; transactions</Link> to see how your payments fit your income.
          </>
        ) : null}
      </p>
    </section>
  );
}
