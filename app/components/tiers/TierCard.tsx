import { Progress } from "#mantine/components/Progress/Progress.mjs";
import { centsFromDollars, formatUsd } from "#core/money";
import { featuresUnlockedAt, tierByLevel, type TierLevel } from "#core/tiers";
import type { InvestorAccountView } from "~/upstream/investor.server";
import { centsOf, tierProgress } from "~/utils/investor";
import { TierGem } from "./TierGem";

// The API answers amounts as decimal strings; they are shown from their cents, with the cents, as
// the money summary beside this card shows them.
const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });

/** The member's tier: gem, total assets, progress to the next tier and what it would unlock. */
export function TierCard({ account }: { account: InvestorAccountView }) {
  const tier = tierByLevel(account.memberLevel);
  const next = account.next;
  // Distances in whole cents; only their ratio, a share of the bar, is a fraction.
  const total = account.totalAssets === null ? null : centsOf(account.totalAssets);
  const from = centsFromDollars(tier.minAssets ?? 0);
  const progress = tierProgress(total, from, next ? centsFromDollars(tierByLevel(next.level).minAssets ?? 0) : null);
  return (
    <div className="plain-card xl tier-card">
      <div className="plain-row" style={{ gap: "var(--mantine-spacing-lg)", marginBottom: "var(--mantine-spacing-md)" }}>
        <TierGem tier={tier.key} size={72} />
        <div>
          <p className="plain-text sm dimmed" style={{ fontWeight: 700, textTransform: "uppercase" }}>
            Your tier
          </p>
          <h2 className="plain-title h2">{tier.label}</h2>
          <p className="plain-text">{total === null ? "No investor account yet" : `${formatUsd(total, { cents: true })} in combined assets`}</p>
        </div>
      </div>
      {next ? (
        <>
          <Progress value={progress} size="lg" radius="xl" aria-label={`Progress to ${next.label}`} mb="xs" />
          <p className="plain-text" style={{ fontWeight: 600, marginBottom: "var(--mantine-spacing-xs)" }}>
            {total === null
              ? `Open an investor account to reach ${next.label}.`
              : `Add ${usd(next.assetsNeeded)} in assets to reach ${next.label}.`}
          </p>
          <p className="plain-text dimmed">
            {next.label} unlocks: {featuresUnlockedAt(next.level as TierLevel).map((f) => f.label).join(", ")}.
          </p>
        </>
      ) : (
        <p className="plain-text" style={{ fontWeight: 600 }}>
          You have every feature EnPlus World offers.
        </p>
      )}
    </div>
  );
}
