import { Card } from "#mantine/components/Card/Card.mjs";
import { SimpleGrid } from "#mantine/components/SimpleGrid/SimpleGrid.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Table } from "#mantine/components/Table/Table.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { addMonthsTo, monthLabel } from "#core/budgeting/months";
import { BUDGETING_MESSAGES } from "#core/messages/budgeting";
import { formatUsd } from "#core/money";
import { Bars, BudgetingHeader, BudgetingLocked } from "~/components/budgeting/BudgetingHeader";
import { PremiumsCard } from "~/components/budgeting/PremiumsCard";
import { RecurringTable } from "~/components/budgeting/RecurringTable";
import { SavingCard } from "~/components/budgeting/SavingCard";
import { MonthSwitcher } from "~/components/budgeting/MonthSwitcher";
import { budgeting } from "~/upstream/budgeting.server";
import { orErrorPage } from "~/upstream/failure.server";
import { timeZoneOf } from "~/upstream/scope.server";
import { monthFrom, openBudgetingPage } from "~/utils/budgeting-page.server";
import { centsOf } from "~/utils/investor";
import { pageMeta } from "~/utils/meta";

// Issue "Planning and budgeting" §2, behavior analysis (Silver): month-over-month change by
// category, unusual transactions, recurring payments, saving month by month over a year, insurance
// premiums across the year, and a summary in words. Below Silver the
// locked view, never the figures.

export const meta: MetaFunction = () => pageMeta("Analysis · Budgeting · My World", "What changed in your spending this month.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { upstream, header, locked } = await openBudgetingPage(request, context, "behavior-analysis");
  if (locked) return locked;
  const month = monthFrom(request, timeZoneOf(request));
  return { header, view: "page" as const, month, analysis: await orErrorPage(budgeting(upstream).analysis(month)) };
}

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });
const signed = (amount: string) => (centsOf(amount) > 0 ? `+${usd(amount)}` : usd(amount));

export default function AnalysisPage() {
  const page = useLoaderData<typeof loader>();
  if (page.view === "locked") return <BudgetingLocked header={page.header} current="analysis" message={page.locked} />;
  const { analysis, month } = page;
  return (
    <>
      <BudgetingHeader header={page.header} current="analysis" />
      <Stack gap="lg">
        <MonthSwitcher month={month} />
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="summary-title">
          <Title order={2} size="h3" id="summary-title" mb="sm">
            {monthLabel(month)} in short
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {BUDGETING_MESSAGES.analysisIntro}
          </Text>
          <ul data-testid="analysis-summary">
            {analysis.summary.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </Card>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="changes-title">
            <Title order={2} size="h4" id="changes-title" mb="sm">
              Change from {monthLabel(addMonthsTo(month, -1))}
            </Title>
            {analysis.changes.length === 0 ? (
              <Text>{BUDGETING_MESSAGES.noTransactions}</Text>
            ) : (
              <>
                <Table striped mb="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Category</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Before
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Now
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Change
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {analysis.changes.map((c) => (
                      <Table.Tr key={c.categoryName}>
                        <Table.Th scope="row">{c.categoryName}</Table.Th>
                        <Table.Td ta="right">{usd(c.previous)}</Table.Td>
                        <Table.Td ta="right">{usd(c.current)}</Table.Td>
                        <Table.Td ta="right">
                          {signed(c.change)}
                          {c.changePercent !== null ? ` (${c.changePercent > 0 ? "+" : ""}${c.changePercent} %)` : ""}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Bars label="Change by category" items={analysis.changes.map((c) => ({ key: c.categoryName, label: c.categoryName, cents: centsOf(c.change), text: signed(c.change), over: centsOf(c.change) > 0 }))} />
              </>
            )}
          </Card>
          <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="unusual-title">
            <Title order={2} size="h4" id="unusual-title" mb="sm">
              Unusual transactions
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {analysis.rules.unusual}
            </Text>
            {analysis.unusual.length === 0 ? (
              <Text>None this month.</Text>
            ) : (
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Description</Table.Th>
                    <Table.Th scope="col">Category</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Amount
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Typical
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {analysis.unusual.map((u) => (
                    <Table.Tr key={u.id}>
                      <Table.Td>{u.date}</Table.Td>
                      <Table.Td>{u.description}</Table.Td>
                      <Table.Td>{u.categoryName}</Table.Td>
                      <Table.Td ta="right">{usd(u.amount)}</Table.Td>
                      <Table.Td ta="right">{usd(u.typical)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        </SimpleGrid>
        <SavingCard saving={analysis.saving} />
        <PremiumsCard premiums={analysis.premiums} />
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="recurring-title">
          <Title order={2} size="h4" id="recurring-title" mb="sm">
            Recurring payments
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {analysis.rules.recurring}
          </Text>
          {analysis.recurring.length === 0 ? (
            <Text>None found yet.</Text>
          ) : (
            <RecurringTable payments={analysis.recurring} caption={() => `About ${usd(analysis.recurringYearlyCost)} a year in all`} testId="recurring-table" />
          )}
        </Card>
      </Stack>
    </>
  );
}
