import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { Link } from "@remix-run/react";
import { lazy } from "react";
import type { Portfolio } from "#core/contracts/portfolio";
import { PORTFOLIO_PAGE_COPY as COPY } from "#core/messages/portfolio";
import { PRICE_RANGES, type PriceRange } from "#core/trading";
import { ChartFigure } from "~/components/planning/ChartFigure";
import { PORTFOLIO_PAGE } from "~/utils/portfolio";
import { sampleEvenly, usd } from "~/utils/trading";

const ValueChart = lazy(() => import("./charts/ValueChart"));

const RANGE_LABELS = { "1M": "1 month", "6M": "6 months", "1Y": "1 year", "5Y": "5 years", MAX: "All" } as const;

/** The portfolio's value day by day: a chart drawn in the browser, the same figures as a table in the HTML. */
export function ValueHistory({ series }: { series: Portfolio["series"] }) {
  const range = series.range as PriceRange;
  const points = series.points;
  const first = points[0];
  const last = points.at(-1);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="value-title">
      <Title order={3} id="value-title" mb="sm">
        Value over time
      </Title>
      <Group component="nav" aria-label="Value range" gap="xs" mb="sm">
        {PRICE_RANGES.map((r) => (
          <Button key={r} component={Link} to={`${PORTFOLIO_PAGE}?range=${r}`} preventScrollReset size="xs" variant={r === range ? "filled" : "default"} aria-current={r === range ? "page" : undefined} title={RANGE_LABELS[r]}>
            {r}
          </Button>
        ))}
      </Group>
      {points.length === 0 ? (
        <Text>{COPY.noSeries}</Text>
      ) : (
        <ChartFigure
          id="value-chart"
          title={`Portfolio value, ${RANGE_LABELS[range].toLowerCase()}`}
          summary={first && last ? `From ${usd(first.value)} on ${first.date} to ${usd(last.value)} on ${last.date}, deposits and withdrawals included.` : ""}
          chart={<ValueChart points={points.map((p) => ({ date: p.date, value: Number(p.value) }))} />}
          table={
            <table className="data-table figures-table" data-testid="value-table">
              <caption className="visually-hidden">Portfolio value by day</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Value</th>
                  <th scope="col">Deposits less withdrawals</th>
                </tr>
              </thead>
              <tbody>
                {sampleEvenly(points).map((p) => (
                  <tr key={p.date}>
                    <th scope="row">{p.date}</th>
                    <td>{usd(p.value)}</td>
                    <td>{usd(p.flow)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      )}
    </Card>
  );
}
