import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { Link } from "@remix-run/react";
import { INVESTOR_PAGE_COPY as COPY } from "#core/messages/investor";
import { formatUsd } from "#core/money";
import type { InvestorAccountView } from "~/upstream/investor.server";
import { centsOf } from "~/utils/investor";

const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });

/**
 * My World's money at a glance (issue "Investor accounts for real" §5): total assets, cash and
 * transfers under way for a member with an account; for anyone else, the way to open one.
 */
export function MoneySummary({ account, pendingTransfers }: { account: InvestorAccountView; pendingTransfers: number | null }) {
  if (!account.opened) {
    const started = account.status === "draft" || account.status === "rejected" || account.status === "submitted";
    return (
      <Card withBorder padding="xl" radius="md" component="section" aria-labelledby="money-title" className="money-summary">
        <Title order={2} size="h3" id="money-title" mb="sm">
          {COPY.openTitle}
        </Title>
        <Text mb="md">{COPY.openText}</Text>
        <Button component={Link} to="/myworld/service/investments/open-account">
          {started ? COPY.continueApplication : COPY.startApplication}
        </Button>
      </Card>
    );
  }
  return (
    <Card withBorder padding="xl" radius="md" component="section" aria-labelledby="money-title" className="money-summary">
      <h2 className="plain-title h3" id="money-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        {COPY.overviewTitle}
      </h2>
      <dl className="figures">
        <div>
          <dt>{COPY.totalAssets}</dt>
          <dd data-testid="overview-total-assets">{account.totalAssets === null ? "—" : usd(account.totalAssets)}</dd>
        </div>
        <div>
          <dt>{COPY.cash.settled}</dt>
          <dd>{usd(account.cash.settled)}</dd>
        </div>
        <div>
          <dt>{COPY.cash.available}</dt>
          <dd>{usd(account.cash.available)}</dd>
        </div>
        <div>
          <dt>{COPY.cash.pending}</dt>
          <dd>{usd(account.cash.pending)}</dd>
        </div>
      </dl>
      <Group justify="space-between" mt="md">
        {pendingTransfers !== null ? (
          <p className="plain-text dimmed" data-testid="overview-pending">
            {pendingTransfers > 0 ? COPY.pendingTransfers(pendingTransfers) : COPY.noPendingTransfers}
          </p>
        ) : (
          <span />
        )}
        <Button component={Link} to="/myworld/service/investments/funding" variant="default">
          {COPY.manageFunding}
        </Button>
      </Group>
    </Card>
  );
}
