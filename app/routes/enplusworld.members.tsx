import { Link, useLoaderData } from "@remix-run/react";
import { featuresUnlockedAt, qualifyingText, TIERS } from "#core/tiers";
import { membersFaqEntries } from "~/content/members-faq.server";
import { layoutFlags, type RouteHandle } from "~/components/layout/layout-flags";
import { FaqList } from "~/components/content/FaqList";
import { PageContainer, PageIntro } from "~/components/layout/Page";
import { TierGem } from "~/components/tiers/TierGem";
import { pageMeta } from "~/utils/meta";

export const handle: RouteHandle = { layout: layoutFlags({ header: true, footer: false, bg: true }) };

const DESCRIPTION =
  "Membership at EnPlus World has nine tiers, from Passengers to Painite. There is no separate membership fee: your tier follows the combined assets you hold on the platform, and each tier keeps everything below it.";
export const meta = () => pageMeta("Membership", DESCRIPTION);

export function loader() {
  return { faq: membersFaqEntries() };
}

export default function MembersPage() {
  const { faq } = useLoaderData<typeof loader>();
  return (
    <PageContainer>
      <PageIntro eyebrow="Members" title="Membership that grows with you">
        {DESCRIPTION}
      </PageIntro>

      <section className="service-section" aria-labelledby="how-title">
        <h2 id="how-title">How tiers work</h2>
        <ol className="steps">
          <li>
            <h3>Join for free</h3>
            <p>Everyone starts as a Passenger, with news and daily tips, and no membership fee at any tier.</p>
          </li>
          <li>
            <h3>Open an investor account</h3>
            <p>With an account you are a Bronze member from the first dollar, and calculators and Enne, our assistant, open up.</p>
          </li>
          <li>
            <h3>Your assets set your tier</h3>
            <p>The combined assets you deposit or invest through the platform decide your tier, and each tier includes everything below it.</p>
          </li>
        </ol>
      </section>

      <section className="service-section" aria-labelledby="tiers-title">
        <h2 id="tiers-title">What each tier adds</h2>
        <div className="table-scroll">
          <table className="data-table tiers-table">
            <thead>
              <tr>
                <th scope="col">Tier</th>
                <th scope="col">How to qualify</th>
                <th scope="col">What it adds</th>
              </tr>
            </thead>
            <tbody>
              {TIERS.map((tier) => (
                <tr key={tier.key}>
                  <th scope="row">
                    <span className="tier-cell">
                      <TierGem tier={tier.key} size={28} />
                      {tier.label}
                    </span>
                  </th>
                  <td>{qualifyingText(tier)}</td>
                  <td>{featuresUnlockedAt(tier.level).map((f) => f.label).join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="table-footnote">
          See every tier side by side in the <Link to="/?overview=1">Membership Overview</Link>.
        </p>
      </section>

      <section className="service-section" aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        <FaqList entries={faq} />
      </section>
    </PageContainer>
  );
}
