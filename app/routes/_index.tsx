import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { SERVICE_NAMES, SERVICES } from "#core/services";
import { TIERS } from "#core/tiers";
import { layoutFlags, type RouteHandle } from "~/components/layout/layout-flags";
import { MembershipOverview } from "~/components/tiers/MembershipOverview";
import { TierDialog } from "~/components/tiers/TierDialog";
import { TierWheel } from "~/components/tiers/TierWheel";
import { formatCalendarDate } from "#core/format";
import { humanise } from "~/utils/format";
import { fetchDailyTip } from "~/upstream/stored-lists.server";
import { upstreamFor } from "~/upstream/scope.server";
import { pageMeta } from "~/utils/meta";
import { PlainLink } from "~/components/navigation/PlainLink";

export const handle: RouteHandle = { layout: layoutFlags({ header: true, footer: false, bg: false }) };

export const meta = () =>
  pageMeta(
    "EnPlus World",
    "Personal finance and wealth management in one place: investing, tax, retirement and more, with membership tiers that follow your assets and no separate membership fee.",
  );

/** ?tier=… opens a tier's dialog and ?overview opens the Membership Overview; anything else is ignored. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const tier = TIERS.find((t) => t.key === params.get("tier")) ?? null;
  const tip = await fetchDailyTip(upstreamFor(request, context));
  return { tierKey: tier?.key ?? null, overview: !tier && params.has("overview"), tip };
}

export default function Home() {
  const { tierKey, overview, tip } = useLoaderData<typeof loader>();
  const tier = TIERS.find((t) => t.key === tierKey);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <div>
            <p className="eyebrow">Personal finance and wealth management</p>
            <h1 id="hero-title">Your whole financial world, in one place.</h1>
            <p className="lead">
              EnPlus World brings investing, budgeting, tax, retirement, estate and five more services together, so
              every decision is made with the full picture in view.
            </p>
            <p className="hero-fee">
              <strong>No separate membership fee.</strong> Your tier is set by the total assets you deposit or invest
              through the platform, and every tier includes everything below it.
            </p>
            <div className="hero-actions">
              <PlainLink to="/?auth=sign-up" className="button button-primary">
                Open your free membership
              </PlainLink>
              <PlainLink to="/enplusworld/members" className="button button-quiet">
                How membership works
              </PlainLink>
            </div>
          </div>
          <div className="hero-panel">
            <h2>Nine tiers, one world</h2>
            <p>Choose a tier to see what it includes and how to qualify.</p>
            <TierWheel />
            <Form method="get" preventScrollReset>
              <button type="submit" name="overview" value="1" className="button button-outline-light">
                Membership Overview
              </button>
            </Form>
          </div>
        </div>
      </section>
      {tip ? (
        <section className="section tip-section" aria-labelledby="tip-title">
          <div className="tip-card">
            <h2 id="tip-title">Tip of the day</h2>
            <p>{tip.content}</p>
            <p className="meta-line">
              <span className="tag">{humanise(tip.category)}</span>
              <time dateTime={tip.date}>{formatCalendarDate(tip.date)}</time>
            </p>
          </div>
        </section>
      ) : null}
      <section className="section" aria-labelledby="services-title">
        <h2 id="services-title">Ten services, one plan</h2>
        <p>
          Each service works on its own and better together: your budget informs your investing, your investing
          informs your tax plan, and your estate plan sees all of it.
        </p>
        <ul className="card-grid">
          {SERVICE_NAMES.map((name) => (
            <li key={name}>
              <article className="card">
                <PlainLink to={`/enplusworld/services/${name}`} className="card-link">
                  <h3>{SERVICES[name].title}</h3>
                </PlainLink>
                <p>{SERVICES[name].summary}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>
      {tier ? <TierDialog tier={tier} closeTo="/" page={`/?tier=${tier.key}`} /> : null}
      {overview ? <MembershipOverview closeTo="/" /> : null}
    </>
  );
}
