import { Link } from "@remix-run/react";
import { SERVICE_NAMES, SERVICES } from "../../core/services";
import { TIERS } from "../../core/tiers";
import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, false) };

export const meta = () =>
  pageMeta(
    "EnPlus World",
    "Personal finance and wealth management in one place: investing, tax, retirement and more, with membership tiers that follow your assets and no separate membership fee.",
  );

export default function Home() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <div>
            <p className="eyebrow">Personal finance and wealth management</p>
            <h1 id="hero-title">Your whole financial world, in one place.</h1>
            <p className="lead">
              EnPlus World brings investing, budgeting, tax, retirement, estate and eight more services together, so
              every decision is made with the full picture in view. Membership has no separate fee: your tier is set
              by the total assets you deposit or invest through the platform.
            </p>
            <div className="hero-actions">
              <Link to="/?auth=sign-up" className="button button-primary">
                Open your free membership
              </Link>
              <Link to="/enplusworld/members" className="button button-quiet">
                How membership works
              </Link>
            </div>
          </div>
          <div className="hero-panel">
            <h2>Nine tiers, no membership fee</h2>
            <p>
              Everyone starts as a Passenger. Open an investor account and your tier rises with the assets you hold
              here, unlocking more services at each step.
            </p>
            <ul className="tier-chips" aria-label="Membership tiers">
              {TIERS.map((tier) => (
                <li key={tier.key}>{tier.label}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="services-title">
        <h2 id="services-title">Ten services, one plan</h2>
        <p>Each service works on its own and better together: your budget informs your investing, your investing informs your tax plan, and your estate plan sees all of it.</p>
        <ul className="card-grid">
          {SERVICE_NAMES.map((name) => (
            <li key={name}>
              <article className="card">
                <Link to={`/enplusworld/services/${name}`} className="card-link">
                  <h3>{SERVICES[name].title}</h3>
                </Link>
                <p>{SERVICES[name].summary}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
