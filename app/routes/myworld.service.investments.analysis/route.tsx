import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ANALYSIS_PAGE_COPY as COPY, PORTFOLIO_PAGE_COPY } from "#core/messages/portfolio";
import { InvestmentsHeader } from "~/components/investor/InvestmentsHeader";
import { TabIntro } from "~/components/investor/TabIntro";
import { AnalysisReport } from "~/components/portfolio/AnalysisReport";
import { LockedView } from "~/components/tiers/LockedView";
import { requireMember } from "~/session/member.server";
import { orRefusal } from "~/upstream/investment.server";
import { getAnalysis } from "~/upstream/portfolio.server";
import { upstreamFor } from "~/upstream/scope.server";
import { investmentsHeader } from "~/utils/investments-page.server";
import { pageMeta } from "~/utils/meta";
import { percentText, PRODUCTS_PAGE, usd } from "~/utils/trading";

// Gold's "Portfolio investment analysis" (the investments "Analysis" tab): the holdings read for
// concentration, costs, risk against the profile and the target allocation, each finding with its
// trade-offs. One call; below Gold the API's 403 gives the locked view with its words.

export const meta: MetaFunction = () => pageMeta(`${COPY.title} · My World`, COPY.intro);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const header = investmentsHeader(user.membership);
  const analysis = await orRefusal(getAnalysis(upstreamFor(request, context, { token })));
  if (!analysis.ok) return data({ header, view: "locked" as const, locked: analysis.message }, { status: 403 });
  return { header, view: "page" as const, analysis: analysis.value };
}

export default function AnalysisPage() {
  const page = useLoaderData<typeof loader>();
  if (page.view === "locked") {
    return (
      <>
        <InvestmentsHeader header={page.header} current="analysis" />
        <LockedView area={page.header.title} message={page.locked} />
      </>
    );
  }
  const a = page.analysis;
  return (
    <>
      <InvestmentsHeader header={page.header} current="analysis" />
      <TabIntro title={COPY.title} intro={COPY.intro} />
      {a.findings.length === 0 ? (
        <section className="plain-card" data-testid="analysis-empty">
          <p className="plain-text" style={{ marginBottom: "var(--mantine-spacing-md)" }}>
            {COPY.empty}
          </p>
          <div className="plain-row">
            <Link className="plain-button filled" to={PRODUCTS_PAGE}>
              <span className="plain-button-label">{PORTFOLIO_PAGE_COPY.browse}</span>
            </Link>
          </div>
        </section>
      ) : (
        <div style={{ display: "grid", gap: "var(--mantine-spacing-xl)" }}>
          <section className="plain-card" aria-labelledby="analysis-figures">
            <h3 className="plain-title h3" id="analysis-figures" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
              At a glance
            </h3>
            <dl className="figures" data-testid="analysis-figures">
              <div>
                <dt>Invested</dt>
                <dd>{usd(a.invested)}</dd>
              </div>
              <div>
                <dt>Largest holding</dt>
                <dd>{a.concentration.largest ? `${a.concentration.largest.symbol}, ${percentText(a.concentration.largest.share)}` : "—"}</dd>
              </div>
              <div>
                <dt>Average expense ratio</dt>
                <dd>{percentText(a.fees.weightedExpenseRatio)}</dd>
              </div>
              <div>
                <dt>Fund costs a year</dt>
                <dd>{usd(a.fees.yearlyCost)}</dd>
              </div>
              <div>
                <dt>Average risk level</dt>
                <dd>{a.risk.weightedRisk} of 5</dd>
              </div>
              <div>
                <dt>Findings worth a look</dt>
                <dd data-testid="attention-count">
                  {a.findings.filter((f) => f.attention).length} of {a.findings.length}
                </dd>
              </div>
            </dl>
          </section>
          <AnalysisReport analysis={a} />
        </div>
      )}
    </>
  );
}
