import { Group } from "#mantine/components/Group/Group.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Link } from "@remix-run/react";
import { lazy } from "react";
import type { LoanResponse } from "#core/contracts/planning";
import { ScheduleSection } from "~/components/planning/ScheduleSection";
import { dollarsForChart, monthsInWords, monthYear, shortMonthYear, usd, withPage } from "~/utils/calculators";
import { Assumptions } from "./Assumptions";
import { ChartFigure } from "./ChartFigure";
import { Figures } from "./Figures";

const PairedAreaChart = lazy(() => import("~/components/charts/PairedAreaChart"));

/** The loan calculator's answer: the figures, the balance chart and its table, a page of the amortization table. */
export function LoanResults({ result, search }: { result: LoanResponse; search: string }) {
  const hasExtra = result.extraMonthly !== "0.00";
  const { schedule } = result;
  const pages = Math.max(1, Math.ceil(schedule.total / schedule.size));
  const first = (schedule.page - 1) * schedule.size + 1;
  const last = first + schedule.items.length - 1;
  const params = new URLSearchParams(search);
  const chartPoints = result.balanceChart.map((p) => ({ label: shortMonthYear(p.date), first: dollarsForChart(p.balance), second: dollarsForChart(p.balanceWithoutExtra) }));
  const payoff = result.withExtra;

  return (
    <>
      <Figures
        label="Loan results"
        items={[
          { term: "Monthly payment", value: usd(result.monthlyPayment), testId: "loan-payment", note: hasExtra ? `${usd(result.extraMonthly)} extra on top` : undefined },
          { term: "Total interest", value: usd(payoff.totalInterest), testId: "loan-interest", note: `${usd(payoff.totalPaid)} paid in all` },
          { term: "Paid off", value: monthYear(payoff.payoffDate), testId: "loan-payoff", note: `after ${monthsInWords(payoff.months)}` },
          ...(hasExtra
            ? [
                {
                  term: "Interest saved by the extra",
                  value: usd(result.interestSaved),
                  testId: "loan-saved",
                  note: `paid off ${monthsInWords(result.monthsSaved)} sooner than ${monthYear(result.withoutExtra.payoffDate)}`,
                },
              ]
            : []),
        ]}
      />

      <ChartFigure
        id="loan-balance"
        title="Balance owed"
        summary={`From ${usd(result.inputs.principal)} to nothing by ${monthYear(payoff.payoffDate)}${hasExtra ? `, against ${monthYear(result.withoutExtra.payoffDate)} without the extra payment` : ""}.`}
        chart={
          <PairedAreaChart
            points={chartPoints}
            series={
              hasExtra
                ? [
                    { name: "first", label: "With the extra payment", color: "navy.8" },
                    { name: "second", label: "Without it", color: "gold.7" },
                  ]
                : [{ name: "first", label: "Balance owed", color: "navy.8" }]
            }
          />
        }
        table={
          <table className="data-table figures-table">
            <caption className="visually-hidden">Balance owed by date</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">{hasExtra ? "Balance with the extra" : "Balance"}</th>
                {hasExtra ? <th scope="col">Balance without it</th> : null}
              </tr>
            </thead>
            <tbody>
              {result.balanceChart.map((p) => (
                <tr key={p.month}>
                  <th scope="row">{monthYear(p.date)}</th>
                  <td>{usd(p.balance)}</td>
                  {hasExtra ? <td>{usd(p.balanceWithoutExtra)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <ScheduleSection name="schedule" title="Amortization table">
        {schedule.items.length === 0 ? (
          <Text>
            There is no page {schedule.page}: the loan is paid off in {schedule.total} payments.{" "}
            <Link to={withPage(params, 1)} preventScrollReset>
              See the first payments
            </Link>
            .
          </Text>
        ) : (
          <div className="table-scroll">
            <table className="data-table figures-table">
              <caption>
                Payments {first} to {last} of {schedule.total}
              </caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Date</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Interest</th>
                  <th scope="col">Principal</th>
                  <th scope="col">Balance</th>
                </tr>
              </thead>
              <tbody>
                {schedule.items.map((row) => (
                  <tr key={row.month}>
                    <th scope="row">{row.month}</th>
                    <td>{shortMonthYear(row.date)}</td>
                    <td>{usd(row.payment)}</td>
                    <td>{usd(row.interest)}</td>
                    <td>{usd(row.principal)}</td>
                    <td>{usd(row.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <nav aria-label="Pages of the amortization table" className="pager">
          <Group gap="md">
            {schedule.page > 1 ? (
              <Link to={withPage(params, Math.min(schedule.page - 1, pages))} preventScrollReset rel="prev">
                ← Earlier payments
              </Link>
            ) : null}
            <Text size="sm" c="dimmed">
              Page {Math.min(schedule.page, pages)} of {pages}
            </Text>
            {schedule.page < pages ? (
              <Link to={withPage(params, schedule.page + 1)} preventScrollReset rel="next">
                Later payments →
              </Link>
            ) : null}
          </Group>
        </nav>
      </ScheduleSection>

      <Assumptions assumptions={result.assumptions} disclaimer={result.disclaimer} />
    </>
  );
}
