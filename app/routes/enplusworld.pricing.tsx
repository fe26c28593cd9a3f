import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { UrlTabs } from "~/components/layout/UrlTabs";
import { PRICING_TYPES, type PricingType } from "#core/constants";
import { pricingLabels, pricingSchedule } from "~/content/pricing.server";
import { layoutFlags, type RouteHandle } from "~/components/layout/layout-flags";
import { PageContainer, PageIntro } from "~/components/layout/Page";
import { pageMeta } from "~/utils/meta";

export const handle: RouteHandle = { layout: layoutFlags({ header: true, footer: false, bg: true }) };

const DESCRIPTION =
  "What our services cost, stated plainly: membership itself has no fee, and each service below lists exactly what you pay and when.";
export const meta = () => pageMeta("Pricing", DESCRIPTION);

/** requirements §2: ?type selects the tab; a missing or unknown type shows the first one, never an error. */
function pricingType(request: Request): PricingType {
  const type = new URL(request.url).searchParams.get("type");
  return (PRICING_TYPES as readonly string[]).includes(type ?? "") ? (type as PricingType) : PRICING_TYPES[0];
}

export function loader({ request }: LoaderFunctionArgs) {
  const type = pricingType(request);
  return { type, labels: pricingLabels(), schedule: pricingSchedule(type) };
}

export default function PricingPage() {
  const { type, labels, schedule } = useLoaderData<typeof loader>();
  return (
    <PageContainer>
      <PageIntro eyebrow="Pricing" title="Pricing">
        {DESCRIPTION}
      </PageIntro>
      <UrlTabs label="Pricing types" tabs={PRICING_TYPES.map((t) => ({ to: `/enplusworld/pricing?type=${t}`, label: labels[t], current: t === type }))} />
      <section aria-labelledby="pricing-tab-title" className="card pricing-card">
        <h2 id="pricing-tab-title">{schedule.label}</h2>
        <p>{schedule.summary}</p>
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                {schedule.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {schedule.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="pricing-notes">
          {schedule.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}
