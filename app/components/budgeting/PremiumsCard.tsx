import { Card } from "#mantine/components/Card/Card.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import type { AnalysisResponse } from "#core/contracts/budgeting";
import { monthLabel } from "#core/budgeting/months";
import { formatUsd } from "#core/money";
import { centsOf } from "~/utils/investor";
import { Bars } from "./BudgetingHeader";
import { RecurringTable } from "./RecurringTable";

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
            <RecurringTable payments={premiums.payments} caption={(total) => `Premiums that recur, about ${total} a year in all`} testId="premium-payments" />
          ) : null}
        </>
      )}
    </Card>
  );
}
