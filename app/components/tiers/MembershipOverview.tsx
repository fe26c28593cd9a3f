import { FEATURES, hasFeature, TIERS } from "#core/tiers";
import { DialogShell } from "~/components/auth/DialogShell";

/** requirements §2: the tier-by-feature matrix, 19 features × 9 tiers, each cell an accessible yes or no. */
export function MembershipOverview({ closeTo }: { closeTo: string }) {
  return (
    <DialogShell title="Membership Overview" width="72rem" closeTo={closeTo} closeOnEscape resetsAuthFlow={false}>
      <div className="overview-scroll">
        <table className="overview-table">
          <caption className="visually-hidden">Features included in each membership tier</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {TIERS.map((tier) => (
                <th key={tier.key} scope="col">
                  {tier.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FEATURES.map((feature) => (
              <tr key={feature.key}>
                <th scope="row">{feature.label}</th>
                {TIERS.map((tier) => {
                  const included = hasFeature(tier.level, feature.key);
                  return (
                    <td key={tier.key} data-included={included ? "yes" : "no"}>
                      <span aria-hidden="true">{included ? "✓" : "–"}</span>
                      <span className="visually-hidden">{included ? "Included" : "Not included"}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DialogShell>
  );
}
