import { Card } from "#mantine/components/Card/Card.mjs";
import { Table } from "#mantine/components/Table/Table.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import type { AnalysisResponse } from "#core/contracts/budgeting";
import { monthLabel } from "#core/budgeting/months";
import { BUDGETING_MESSAGES } from "#core/messages/budgeting";
import { formatUsd } from "#core/money";
import { centsOf } from "~/utils/investor";
import { Bars } from "./BudgetingHeader";

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });
const rateText = (rate: number | null) => (rate === null ? "—" : `${rate.toLocaleString("en-US", { maximumFractionDigits: 1 })} %`);

/**
 * Saving month by month over the last year: the notes on the habit, what was left of each month as
 * bars (red where more went out than came in), and the figures in a table. The retirement
 * service's card "Retirement accounts and saving habits" links here (#saving).
 */
export function SavingCard({ saving }: { saving: AnalysisResponse["saving"] }) {
  const months = saving.months.filter((m) => m.hasData);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="saving" data-testid="saving">
      <Title order={2} size="h4" id="saving" mb="sm">
        Saving, month by month
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {BUDGETING_MESSAGES.savingRule}
      </Text>
      {months.length === 0 ? (
        <Text>{BUDGETING_MESSAGES.noSaving}</Text>
      ) : (
        <>
          {saving.notes.length > 0 ? (
            <ul data-testid="saving-notes">
              {saving.notes.map((n) => (
                <li key={n.key}>{n.text}</li>
              ))}
            </ul>
          ) : null}
          <Bars label="What was left each month" items={months.map((m) => ({ key: m.month, label: monthLabel(m.month), cents: centsOf(m.saved), text: `${usd(m.saved)} (${rateText(m.rate)})`, over: centsOf(m.saved) < 0 }))} />
          <Table striped mt="md" data-testid="saving-table">
            <Table.Caption>The last twelve months with transactions</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Month</Table.Th>
                <Table.Th scope="col" ta="right">
                  Income
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Spending
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Left
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Saved of income
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Th scope="row">{monthLabel(m.month)}</Table.Th>
                  <Table.Td ta="right">{usd(m.income)}</Table.Td>
                  <Table.Td ta="right">{usd(m.spending)}</Table.Td>
                  <Table.Td ta="right">{usd(m.saved)}</Table.Td>
                  <Table.Td ta="right">{rateText(m.rate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Card>
  );
}
