import { Form } from "@remix-run/react";
import { lazy } from "react";
import type { DebtsView } from "#core/contracts/debts";
import { monthLabel } from "#core/budgeting/months";
import { DEBT_PAGE_COPY as COPY, PLAN_LABELS } from "#core/messages/debts";
import { PlainTextInput } from "~/components/forms/PlainTextInput";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { dollarsForChart, monthsInWords, usd } from "~/utils/calculators";

const PairedAreaChart = lazy(() => import("~/components/charts/PairedAreaChart"));

type Plans = NonNullable<DebtsView["plans"]>;
const ORDER = ["avalanche", "snowball", "minimums"] as const;

/** A table's header cells: its first column, then one per plan. */
function PlanColumns({ first }: { first: string }) {
  return (
    <>
      <th scope="col">{first}</th>
      {ORDER.map((key) => (
        <th scope="col" key={key}>
          {PLAN_LABELS[key].title}
        </th>
      ))}
    </>
  );
}

const debtFree = (plan: Plans["avalanche"]) => (plan.debtFree === null ? COPY.never : monthLabel(plan.debtFree));
const after = (plan: Plans["avalanche"]) => (plan.months === null ? "" : `after ${monthsInWords(plan.months)}`);

/**
 * The three ways of paying the debts side by side (highest rate first, smallest balance first,
 * minimums only) for the monthly amount the member chooses: when each debt is gone, the interest
 * in all, and the total owed month by month as a chart whose figures are also a table. The amount
 * is a GET form, so the plans are a URL the member can keep.
 */
export function PayoffPlans({ view, plans, page, extraError, extraTyped }: { view: DebtsView; plans: Plans; page: string; extraError: string | null; extraTyped: string | null }) {
  const owing = view.debts.filter((d) => d.balance !== "0.00");
  return (
    <section className="plain-card" aria-labelledby="plans-title" data-testid="plans">
      <h3 className="plain-title h3" id="plans-title" style={{ marginBottom: "var(--mantine-spacing-xs)" }}>
        {COPY.plansTitle}
      </h3>
      <p className="plain-text sm dimmed" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        {COPY.plansHelp}
      </p>
      <Form method="get" action={`${page}#plans-title`} className="plain-row" style={{ alignItems: "flex-end", gap: "var(--mantine-spacing-sm)", marginBottom: "var(--mantine-spacing-md)" }}>
        <PlainTextInput
          name="extra"
          label="Extra each month, beyond the minimums"
          inputMode="decimal"
          defaultValue={extraTyped ?? plans.extra}
          error={extraError ?? undefined}
          description={`${usd(plans.monthlyPayment)} a month in all`}
        />
        <button type="submit" className="plain-button sm">
          <span className="plain-button-label">Show the plans</span>
        </button>
      </Form>
      <div className="table-scroll">
        <table className="data-table" data-testid="plan-table">
          <caption className="allocation-caption">Three ways to pay {usd(view.owed)}</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Debt-free</th>
              <th scope="col">Interest in all</th>
              <th scope="col">Paid in all</th>
            </tr>
          </thead>
          <tbody>
            {ORDER.map((key) => {
              const plan = plans[key];
              return (
                <tr key={key} data-testid={`plan-${key}`}>
                  <th scope="row">
                    {PLAN_LABELS[key].title}
                    <span className="plain-text xs dimmed" style={{ display: "block", fontWeight: 400 }}>
                      {key === "minimums" ? `${usd(view.minimumPayments)} a month. ` : ""}
                      {PLAN_LABELS[key].help}
                    </span>
                  </th>
                  <td>
                    {debtFree(plan)}
                    {plan.months === null ? null : <span className="plain-text xs dimmed" style={{ display: "block" }}>{after(plan)}</span>}
                  </td>
                  <td>{plan.months === null ? "—" : usd(plan.totalInterest)}</td>
                  <td>{plan.months === null ? "—" : usd(plan.totalPaid)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="table-scroll" style={{ marginTop: "var(--mantine-spacing-md)" }}>
        <table className="data-table" data-testid="plan-debts">
          <caption className="allocation-caption">When each debt is paid off</caption>
          <thead>
            <tr>
              <PlanColumns first="Debt" />
            </tr>
          </thead>
          <tbody>
            {owing.map((d, i) => (
              <tr key={d.id}>
                <th scope="row">{d.name}</th>
                {ORDER.map((key) => {
                  const paidOff = plans[key].debts[i]?.paidOff ?? null;
                  return <td key={key}>{paidOff === null ? COPY.never : monthLabel(paidOff)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ChartFigure
        id="debt-chart"
        title={COPY.chartTitle}
        summary={`From ${usd(view.owed)} today to nothing by ${debtFree(plans.avalanche)} paying the highest rate first, ${debtFree(plans.snowball)} the smallest balance first, and ${debtFree(plans.minimums)} with the minimums only.`}
        chart={
          <PairedAreaChart
            points={plans.chart.map((p) => ({ label: p.label, first: dollarsForChart(p.avalanche), second: dollarsForChart(p.snowball), third: dollarsForChart(p.minimums) }))}
            series={[
              { name: "first", label: PLAN_LABELS.avalanche.title, color: "navy.8" },
              { name: "second", label: PLAN_LABELS.snowball.title, color: "teal.6" },
              { name: "third", label: PLAN_LABELS.minimums.title, color: "gold.7" },
            ]}
          />
        }
        table={
          <table className="data-table figures-table">
            <caption className="visually-hidden">{COPY.chartTitle}</caption>
            <thead>
              <tr>
                <PlanColumns first="Month" />
              </tr>
            </thead>
            <tbody>
              {plans.chart.map((p) => (
                <tr key={p.month}>
                  <th scope="row">{p.label}</th>
                  <td>{usd(p.avalanche)}</td>
                  <td>{usd(p.snowball)}</td>
                  <td>{usd(p.minimums)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </section>
  );
}
