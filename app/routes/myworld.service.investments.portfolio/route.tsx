import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import chartStyles from "@mantine/charts/styles.css";
import { INVESTOR_PAGE_COPY } from "#core/messages/investor";
import { PORTFOLIO_MESSAGES, PORTFOLIO_NOTICES, PORTFOLIO_PAGE_COPY as COPY } from "#core/messages/portfolio";
import { InvestmentsHeader } from "~/components/investor/InvestmentsHeader";
import { TabIntro } from "~/components/investor/TabIntro";
import { AllocationTables } from "~/components/portfolio/AllocationTables";
import { HoldingsTable } from "~/components/portfolio/HoldingsTable";
import { CostBasisForm, RebalanceForm, TargetAllocationForm } from "~/components/portfolio/PortfolioForms";
import { PortfolioSummary } from "~/components/portfolio/PortfolioSummary";
import { RealizedGainsTable, ReturnsPanel } from "~/components/portfolio/ReturnsPanel";
import { ValueHistory } from "~/components/portfolio/ValueHistory";
import type { loader as rootLoader } from "~/root";
import { echo, readForm, redirectWithFeedback, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { orErrorPage } from "~/upstream/failure.server";
import { orRefusal } from "~/upstream/investment.server";
import { getInvestorAccount } from "~/upstream/investor.server";
import { getPortfolio, getTarget, rebalance, resetTarget, saveCostBasisMethod, saveTarget } from "~/upstream/portfolio.server";
import { upstreamFor } from "~/upstream/scope.server";
import { investmentsHeader } from "~/utils/investments-page.server";
import { pageMeta } from "~/utils/meta";
import { isCostBasisMethod, PORTFOLIO_PAGE, targetFromForm, ticked } from "~/utils/portfolio";
import { priceRange, PRODUCTS_PAGE, STATION_PAGE } from "~/utils/trading";

// Issue "Portfolio" §1: the investments "Portfolio" tab. Total assets, holdings and their lots,
// allocation, the value over time (?range=, a chart drawn lazily with its figures as a table),
// both returns with how each is computed, realized gains by year and term; the cost basis method,
// the target allocation with each class's drift, and "Rebalance", which fills the station. Every
// form posts here and redirects (post/redirect/get) with a notice or the form's feedback.

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta("Your portfolio · My World", "Your holdings and their lots, allocation, value over time, returns and realized gains, target allocation and rebalancing.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const upstream = upstreamFor(request, context, { token });
  const header = investmentsHeader(user.membership);
  const account = await orErrorPage(getInvestorAccount(upstream));
  if (!account.opened) return { header, opened: false as const, status: account.status };
  const range = priceRange(new URL(request.url).searchParams.get("range"));
  const [portfolio, target] = await orErrorPage(Promise.all([getPortfolio(upstream, range), getTarget(upstream)]));
  return { header, opened: true as const, portfolio, target };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  const session = await getSession(request, context);
  const upstream = upstreamFor(request, context, { token });
  const range = new URL(request.url).searchParams.get("range");
  const page = range ? `${PORTFOLIO_PAGE}?range=${priceRange(range)}` : PORTFOLIO_PAGE;
  const back = () => redirectWithSession(session, context, page);
  switch (form.intent) {
    case "cost-basis": {
      const method = form.costBasisMethod;
      if (!isCostBasisMethod(method)) return redirectWithFeedback(session, context, page, { form: "cost-basis", fieldErrors: { costBasisMethod: COPY.invalidMethod } });
      const done = await orRefusal(saveCostBasisMethod(upstream, method));
      if (!done.ok) return redirectWithFeedback(session, context, page, { form: "cost-basis", fieldErrors: {}, formError: done.message });
      flashNotice(session, { type: "success", message: PORTFOLIO_NOTICES.settingsSaved });
      return back();
    }
    case "target": {
      const values = echo(form, ...Object.keys(form).filter((k) => k !== "intent"));
      const read = targetFromForm(form);
      if (!read.ok) return redirectWithFeedback(session, context, page, { form: "target", fieldErrors: read.fieldErrors, formError: read.formError, values });
      const done = await orRefusal(saveTarget(upstream, read.allocation));
      if (!done.ok) return redirectWithFeedback(session, context, page, { form: "target", fieldErrors: {}, formError: done.message, values });
      flashNotice(session, { type: "success", message: PORTFOLIO_NOTICES.targetSaved });
      return back();
    }
    case "target-reset": {
      const done = await orRefusal(resetTarget(upstream));
      flashNotice(session, done.ok ? { type: "success", message: PORTFOLIO_NOTICES.targetReset } : { type: "error", message: done.message });
      return back();
    }
    case "rebalance": {
      const allowSells = ticked(form.allowSells);
      const values: Record<string, string> = allowSells ? { allowSells: "on" } : {};
      const done = await orRefusal(rebalance(upstream, allowSells));
      if (!done.ok) return redirectWithFeedback(session, context, page, { form: "rebalance", fieldErrors: {}, formError: done.message, values });
      const { items, skipped } = done.value;
      if (items.length > 0) {
        flashNotice(session, { type: "success", message: PORTFOLIO_NOTICES.rebalanced(items.length) });
        return redirectWithSession(session, context, STATION_PAGE);
      }
      // Nothing added: the reason is on the form, and each class that could not be traded says why.
      const reasons = Object.fromEntries(skipped.map((s) => [s.assetClass, s.message]));
      return redirectWithFeedback(session, context, page, { form: "rebalance", fieldErrors: reasons, formError: skipped.length > 0 ? PORTFOLIO_MESSAGES.noTradePossible : PORTFOLIO_MESSAGES.nothingToRebalance, values });
    }
  }
  flashNotice(session, { type: "error", message: "Nothing to do: choose an action on the page." });
  return back();
}

export default function PortfolioPage() {
  const page = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  if (!page.opened) {
    const started = page.status === "draft" || page.status === "rejected" || page.status === "submitted";
    return (
      <>
        <InvestmentsHeader header={page.header} current="portfolio" />
        <Card withBorder padding="xl" radius="md" maw={640} data-testid="portfolio-closed">
          <Title order={2} size="h3" mb="sm">
            {COPY.title}
          </Title>
          <Text mb="md">{COPY.noAccount}</Text>
          <Button component={Link} to="/myworld/service/investments/open-account">
            {started ? INVESTOR_PAGE_COPY.continueApplication : INVESTOR_PAGE_COPY.openAccount}
          </Button>
        </Card>
      </>
    );
  }
  const { portfolio, target } = page;
  const of = (form: string) => (feedback?.form === form ? feedback : null);
  const rebalanceFeedback = of("rebalance");
  const empty = portfolio.holdings.length === 0;
  return (
    <>
      <InvestmentsHeader header={page.header} current="portfolio" />
      <TabIntro title={COPY.title} intro={COPY.intro} />
      <Stack gap="xl">
        <PortfolioSummary portfolio={portfolio} />
        {empty ? (
          <Card withBorder padding="xl" radius="md" data-testid="portfolio-empty">
            <Text mb="md">{COPY.empty}</Text>
            <div className="plain-row">
              <Button component={Link} to={PRODUCTS_PAGE}>
                {COPY.browse}
              </Button>
            </div>
          </Card>
        ) : (
          <>
            <HoldingsTable holdings={portfolio.holdings} />
            <AllocationTables allocation={portfolio.allocation} />
          </>
        )}
        <ValueHistory series={portfolio.series} />
        <ReturnsPanel returns={portfolio.returns} />
        <RealizedGainsTable realized={portfolio.realizedGains} />
        <TargetAllocationForm target={target} feedback={of("target")} skipped={rebalanceFeedback?.fieldErrors ?? {}} />
        <div className="plain-grid md-2" style={{ gap: "var(--mantine-spacing-xl)" }}>
          <RebalanceForm band={target.band} feedback={rebalanceFeedback} />
          <CostBasisForm method={portfolio.costBasisMethod} feedback={of("cost-basis")} />
        </div>
      </Stack>
    </>
  );
}
