import { Card, Group, Progress, Text, Title } from "@mantine/core";
import { featuresUnlockedAt, tierByLevel, type TierLevel } from "../../../core/tiers";
import type { InvestorAccountView } from "../../upstream/investor.server";
import { TierGem } from "./TierGem";

const usd = (n: number) => `$${n.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;

/** The member's tier: gem, total assets, progress to the next tier and what it would unlock. */
export function TierCard({ account }: { account: InvestorAccountView }) {
  const tier = tierByLevel(account.memberLevel);
  const next = account.next;
  const from = tier.minAssets ?? 0;
  const to = next ? tierByLevel(next.level).minAssets ?? 0 : from;
  const progress = next && account.totalAssets !== null && to > from ? Math.min(100, Math.max(0, ((account.totalAssets - from) / (to - from)) * 100)) : next ? 0 : 100;
  return (
    <Card withBorder padding="xl" radius="md" className="tier-card">
      <Group gap="lg" align="center" mb="md">
        <TierGem tier={tier.key} size={72} />
        <div>
          <Text size="sm" c="dimmed" tt="uppercase" fw={700}>
            Your tier
          </Text>
          <Title order={2}>{tier.label}</Title>
          <Text>{account.totalAssets === null ? "No investor account yet" : `${usd(account.totalAssets)} in combined assets`}</Text>
        </div>
      </Group>
      {next ? (
        <>
          <Progress value={progress} size="lg" radius="xl" aria-label={`Progress to ${next.label}`} mb="xs" />
          <Text fw={600} mb="xs">
            {account.totalAssets === null
              ? `Open an investor account to reach ${next.label}.`
              : `Add ${usd(next.assetsNeeded)} in assets to reach ${next.label}.`}
          </Text>
          <Text c="dimmed">
            {next.label} unlocks: {featuresUnlockedAt(next.level as TierLevel).map((f) => f.label).join(", ")}.
          </Text>
        </>
      ) : (
        <Text fw={600}>You have every feature EnPlus World offers.</Text>
      )}
    </Card>
  );
}
