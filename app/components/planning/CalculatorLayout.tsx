import { Link, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError } from "~/components/forms/FormError";
import { ServiceHeader, type ServiceHeaderData } from "~/components/layout/ServiceHeader";
import { LockedView } from "~/components/tiers/LockedView";

/**
 * A calculator page: the service's header and tabs, then either the locked view (below Bronze) or
 * the form beside its result. While the next result loads the old one stays, marked busy.
 */
export function CalculatorLayout({
  page,
  title,
  intro,
  form,
  results,
  calculators,
  calculatorsLabel,
  current = "calculators",
}: {
  /** The loader's data: the service's header, the locked view's message, the form's message. */
  page: { header: ServiceHeaderData; locked: string | null; formError: string | null };
  title: string;
  intro: string;
  form: ReactNode;
  /** Null when the API refused the input: the fields say why. */
  results: ReactNode | null;
  /** A service with more than one calculator: a link to each, the page's own marked current. */
  calculators?: Array<{ href: string; label: string }>;
  /** What the links to them are, for screen readers: "<service> calculators" unless named. */
  calculatorsLabel?: string;
  /** The service tab the page is (a calculator-like page of its own names its tab). */
  current?: string;
}) {
  const { header, locked, formError } = page;
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  return (
    <>
      <ServiceHeader header={header} current={current} />
      {locked !== null ? (
        <LockedView area={header.title} message={locked} />
      ) : (
        <>
          {calculators ? (
            <nav className="calculator-switch" aria-label={calculatorsLabel ?? `${header.title} calculators`}>
              {calculators.map((c) => (
                <Link key={c.href} to={c.href} aria-current={location.pathname === c.href ? "page" : undefined}>
                  {c.label}
                </Link>
              ))}
            </nav>
          ) : null}
          <div className="calculator">
            <div className="calculator-inputs">
              <h2>{title}</h2>
              <p className="calculator-intro">{intro}</p>
              <FormError message={formError ?? undefined} />
              {form}
            </div>
            <section className="calculator-results" aria-labelledby="results-title" aria-busy={busy}>
              <h2 id="results-title">Results</h2>
              {results ?? <p className="calculator-empty">Correct the fields marked to see the result.</p>}
            </section>
          </div>
        </>
      )}
    </>
  );
}
