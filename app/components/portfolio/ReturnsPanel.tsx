import { Card } from "#mantine/components/Card/Card.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import type { Portfolio, ReturnFigures } from "#core/contracts/portfolio";
import { PORTFOLIO_PAGE_COPY as COPY } from "#core/messages/portfolio";
import { signedUsd } from "~/utils/portfolio";
import { percentText, usd } from "~/utils/trading";
import { ScrollTable } from "~/components/layout/ScrollTable";

function Figure({ period, kind, label, value, explanation }: { period: string; kind: string; label: string; value: string | null; explanation: string }) {
  return (
    <div className="return-figure" data-testid={`return-${period}-${kind}`}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid="return-value">
        {percentText(value)}
      </Text>
      <details className="how-computed">
        <summary>{COPY.howComputed}</summary>
        <Text size="sm" mt={4} data-testid="return-explanation">
          {explanation}
        </Text>
      </details>
    </div>
  );
}

/** Time-weighted and money-weighted (XIRR) returns for 1M, 1Y and since the first deposit, each with the way it is computed. */
export function ReturnsPanel({ returns }: { returns: readonly ReturnFigures[] }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="returns-title">
      <Title order={3} id="returns-title" mb="sm">
        Returns
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {returns.map((r) => (
          <section key={r.period} aria-labelledby={`return-${r.period}-title`} data-testid={`return-${r.period}`}>
            <Title order={4} id={`return-${r.period}-title`} mb={4}>
              {r.label}
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              {r.from && r.to ? `${r.from} to ${r.to}` : "No history yet"}
            </Text>
            <Figure period={r.period} kind="twr" label="Time-weighted" value={r.timeWeighted} explanation={r.explanation.timeWeighted} />
            <Figure period={r.period} kind="mwr" label="Money-weighted (XIRR, a year)" value={r.moneyWeighted} explanation={r.explanation.moneyWeighted} />
          </section>
        ))}
      </SimpleGrid>
    </Card>
  );
}

/** Realized gains by year of the sale, short-term and long-term. */
export function RealizedGainsTable({ realized }: { realized: Portfolio["realizedGains"] }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="realized-title">
      <Title order={3} id="realized-title" mb="sm">
        Realized gains
      </Title>
      {realized.years.length === 0 ? (
        <Text mb="sm">{COPY.noRealized}</Text>
      ) : (
        <ScrollTable label="Table of realized gains by year" minWidth={560} data-testid="realized-table">
          <caption className="visually-hidden">Realized gains by year of sale</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th className="num" scope="col">Short-term</th>
              <th className="num" scope="col">Long-term</th>
              <th className="num" scope="col">Total</th>
              <th className="num" scope="col">Proceeds</th>
              <th className="num" scope="col">Cost</th>
            </tr>
          </thead>
          <tbody>
            {realized.years.map((y) => (
              <tr key={y.year} data-testid="realized-row" data-year={y.year}>
                <th scope="row">{y.year}</th>
                <td className="num" data-testid="realized-short">{signedUsd(y.shortTerm)}</td>
                <td className="num" data-testid="realized-long">{signedUsd(y.longTerm)}</td>
                <td className="num" data-testid="realized-total">{signedUsd(y.total)}</td>
                <td className="num">{usd(y.proceeds)}</td>
                <td className="num">{usd(y.cost)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Text size="sm" c="dimmed" mt="sm">
        {realized.explanation}
      </Text>
    </Card>
  );
}
