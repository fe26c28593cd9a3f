import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PRICING_TYPES, type PricingType } from "../../core/constants";
import { layoutFlags, type RouteHandle } from "../components/layout/layout-flags";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { pageMeta } from "../utils/meta";

export const handle: RouteHandle = { layout: layoutFlags(true, false, true) };

const DESCRIPTION =
  "What our services cost, stated plainly: membership itself has no fee, and each service below lists exactly what you pay and when.";
export const meta = () => pageMeta("Pricing", DESCRIPTION);

const TABS: Record<PricingType, { label: string; text: string }> = {
  "asset-management": {
    label: "Asset management",
    text: "Managed portfolios are charged a single annual advisory fee on the assets we manage, billed quarterly in arrears. There are no commissions on trades we place for you, and fund expense ratios are shown before you invest.",
  },
  taxes: {
    label: "Taxes",
    text: "Individual and business tax preparation is priced per return, quoted before any work begins. Estimates and the year-round tax organiser are included with membership from the tier that unlocks each service.",
  },
  "business-accounting": {
    label: "Business accounting",
    text: "Bookkeeping, payroll and business accounting are billed monthly by the size of the business, with a fixed price for each plan and no charge for onboarding or for closing your books when you leave.",
  },
};

/** spec §2: ?type selects the tab; a missing or unknown type shows the first one, never an error. */
function pricingType(request: Request): PricingType {
  const type = new URL(request.url).searchParams.get("type");
  return (PRICING_TYPES as readonly string[]).includes(type ?? "") ? (type as PricingType) : PRICING_TYPES[0];
}

export function loader({ request }: LoaderFunctionArgs) {
  return { type: pricingType(request) };
}

export default function PricingPage() {
  const { type } = useLoaderData<typeof loader>();
  return (
    <PageContainer>
      <PageIntro eyebrow="Pricing" title="Pricing">
        {DESCRIPTION}
      </PageIntro>
      <nav className="url-tabs" aria-label="Pricing types">
        {PRICING_TYPES.map((t) => (
          <Link key={t} to={`?type=${t}`} aria-current={t === type ? "page" : undefined} preventScrollReset>
            {TABS[t].label}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="pricing-tab-title" className="card">
        <h2 id="pricing-tab-title">{TABS[type].label}</h2>
        <p>{TABS[type].text}</p>
      </section>
    </PageContainer>
  );
}
