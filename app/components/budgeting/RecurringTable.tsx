import { Table } from "#mantine/components/Table/Table.mjs";
import type { AnalysisResponse } from "#core/contracts/budgeting";
import { INTERVAL_LABELS } from "#core/messages/budgeting";
import { asCents, formatUsd } from "#core/money";
import { centsOf } from "~/utils/investor";

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });

/** Recurring payments with how often each comes and what a year of it costs; the caption gives the year's total. */
export function RecurringTable({ payments, caption, testId }: { payments: AnalysisResponse["recurring"]; caption: (yearlyTotal: string) => string; testId: string }) {
  const total = formatUsd(asCents(payments.reduce((n, p) => n + centsOf(p.yearlyCost), 0)), { cents: true });
  return (
    <Table striped mt="md" data-testid={testId}>
      <Table.Caption>{caption(total)}</Table.Caption>
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
        {payments.map((p) => (
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
  );
}
