import { Card } from "#mantine/components/Card/Card.mjs";
import { Table } from "#mantine/components/Table/Table.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import type { AnalysisResponse } from "#core/contracts/budgeting";
import { monthLabel } from "#core/budgeting/months";
import { INTERVAL_LABELS } from "#core/messages/budgeting";
import { asCents, formatUsd } from "#core/money";
import { centsOf } from "~/utils/investor";
import { Bars } from "./BudgetingHeader";

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });

/**
 * Insurance premiums across the last twelve months: what they took in words, the months that paid
 * them as bars, and the premiums that recur with what a year of each costs. The insurance service's
 * card "Premiums in your cash flow" links here (#premiums).
 */
export function PremiumsCard({ premiums }: { premiums: AnalysisResponse["premiums"] }) {
  const paid = premiums.months.filter((m) => m.amount !== "0.00");
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="premiums" data-testid="premiums">
      <Title order={2} size="h4" id="premiums" mb="sm">
        Insurance premiums
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {premiums.rule}
      </Text>
      {paid.length === 0 ? (
        <Text>No premiums in the last twelve months.</Text>
      ) : (
        <>
          <ul data-testid="premium-sentences">
            {premiums.sentences.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <Bars label="Premiums paid each month" items={paid.map((m) => ({ key: m.month, label: monthLabel(m.month), cents: centsOf(m.amount), text: usd(m.amount) }))} />
          {premiums.payments.length > 0 ? (
            <Table striped mt="md" data-testid="premium-payments">
              <Table.Caption>Premiums that recur, about {formatUsd(asCents(premiums.payments.reduce((n, p) => n + centsOf(p.yearlyCost), 0)), { cents: true })} a year in all</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Payee</Table.Th>
                  <Table.Th scope="col">How often</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Amount
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    A year
                  </Table.Th>
                  <Table.Th scope="col">Last paid</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {premiums.payments.map((p) => (
                  <Table.Tr key={p.payee}>
                    <Table.Th scope="row">{p.payee}</Table.Th>
                    <Table.Td>{INTERVAL_LABELS[p.interval]}</Table.Td>
                    <Table.Td ta="right">{usd(p.typicalAmount)}</Table.Td>
                    <Table.Td ta="right">{usd(p.yearlyCost)}</Table.Td>
                    <Table.Td>{p.lastDate}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
        </>
      )}
    </Card>
  );
}
