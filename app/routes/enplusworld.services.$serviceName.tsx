import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { tierByLevel } from "#core/tiers";
import { servicePage } from "~/content/service-pages.server";
import { layoutFlags, type RouteHandle } from "~/components/layout/layout-flags";
import { FaqList } from "~/components/content/FaqList";
import { PageContainer, PageIntro } from "~/components/layout/Page";
import { TierGem } from "~/components/tiers/TierGem";
import { pageMeta } from "~/utils/meta";
import { requireService } from "~/utils/require-service";

export const handle: RouteHandle = { layout: layoutFlags({ header: true, footer: false, bg: false }) };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(`${data.title} services`, data.tagline) : pageMeta("Services", "The ten EnPlus World services.");

export function loader({ params }: LoaderFunctionArgs) {
  return servicePage(requireService(params.serviceName).name);
}

/** A service: what it offers and from which tier, how it works, questions, and the way in. */
export default function ServiceDetail() {
  const service = useLoaderData<typeof loader>();
  return (
    <PageContainer>
      <PageIntro eyebrow="Services" title={service.title}>
        {service.tagline}
      </PageIntro>
      <p className="service-intro">{service.intro}</p>
      <Link to={`/myworld/service/${service.name}`} className="button button-dark">
        Open {service.title} in My World
      </Link>

      <section className="service-section" aria-labelledby="offers-title">
        <h2 id="offers-title">What {service.title.toLowerCase()} offers, tier by tier</h2>
        <ul className="card-grid">
          {service.offers.map((offer) => {
            const tier = tierByLevel(offer.unlockLevel);
            return (
              <li key={offer.title}>
                <article className="card offer-card">
                  <p className="offer-tier">
                    <TierGem tier={tier.key} size={22} />
                    {tier.level === 1 ? "Every member" : `From ${tier.label}`}
                  </p>
                  <h3>{offer.title}</h3>
                  <p>{offer.text}</p>
                </article>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="service-section" aria-labelledby="steps-title">
        <h2 id="steps-title">How it works</h2>
        <ol className="steps">
          {service.howItWorks.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="service-section" aria-labelledby="faq-title">
        <h2 id="faq-title">Questions</h2>
        <FaqList entries={service.faq} />
      </section>

      <section className="cta-band" aria-labelledby="cta-title">
        <h2 id="cta-title">Bring {service.title.toLowerCase()} into your plan</h2>
        <p>Membership has no separate fee. Sign in to see what your tier includes, or join and start as a Passenger.</p>
        <Link to={`/myworld/service/${service.name}`} className="button button-primary">
          Open {service.title} in My World
        </Link>
      </section>
    </PageContainer>
  );
}
