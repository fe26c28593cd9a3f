import { Text } from "#mantine/components/Text/Text.mjs";
import { Form } from "@remix-run/react";
import { featuresUnlockedAt, qualifyingText, TIERS, type Tier } from "#core/tiers";
import { DialogShell } from "~/components/auth/DialogShell";
import { TierGem } from "./TierGem";

export const TIER_DISCLOSURE =
  "Tiers reflect the combined assets you hold on the platform and are reviewed as balances change. Membership has no separate fee; services are charged as shown on the pricing page. Investing involves risk, including the possible loss of principal.";

/** requirements §2: a tier's services, how to qualify, JOIN US and a disclosure. */
export function TierDialog({ tier, closeTo, page }: { tier: Tier; closeTo: string; page: string }) {
  const below = tier.level > 1 ? TIERS[tier.level - 2] : null;
  const unlocked = featuresUnlockedAt(tier.level);
  return (
    <DialogShell title={`${tier.label} membership`} width="40rem" closeTo={closeTo} closeOnEscape resetsAuthFlow={false}>
      <div className="tier-dialog">
        <TierGem tier={tier.key} size={88} />
        <div>
          <h3>Services</h3>
          <ul>
            {below ? <li>Everything in {below.label}</li> : null}
            {unlocked.map((feature) => (
              <li key={feature.key}>{feature.label}</li>
            ))}
          </ul>
          <h3>How to qualify</h3>
          <p data-testid="tier-qualifying">{qualifyingText(tier)}</p>
        </div>
      </div>
      <Form method="post" action="/auth/join">
        <input type="hidden" name="redirectTo" value={page} />
        <button type="submit" className="button button-primary join-us">
          JOIN US
        </button>
      </Form>
      <Text size="xs" c="dimmed" mt="md" className="tier-disclosure">
        {TIER_DISCLOSURE}
      </Text>
    </DialogShell>
  );
}
