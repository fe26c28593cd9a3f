import { Form } from "@remix-run/react";
import { TIER_WHEEL_ROWS } from "#core/constants";
import { TIERS } from "#core/tiers";
import { TierGem } from "./TierGem";

/**
 * requirements §2: nine tier icons, 4 in the first row and 5 in the second. Each is a button that opens
 * the tier's detail dialog (?tier=…), a GET form so it works without JavaScript too.
 */
export function TierWheel() {
  const rows = [TIERS.slice(0, TIER_WHEEL_ROWS[0]), TIERS.slice(TIER_WHEEL_ROWS[0])];
  return (
    <Form method="get" className="tier-wheel" preventScrollReset aria-label="Membership tiers">
      {rows.map((row, index) => (
        <div key={index} className="tier-wheel-row" data-row={index + 1}>
          {row.map((tier) => (
            <button key={tier.key} type="submit" name="tier" value={tier.key} className="tier-wheel-button">
              <TierGem tier={tier.key} />
              <span>{tier.label}</span>
            </button>
          ))}
        </div>
      ))}
    </Form>
  );
}
