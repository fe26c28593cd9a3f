import chartStyles from "@mantine/charts/styles.css";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { MAX_DEBT_CENTS } from "#core/debts/debts";
import { MESSAGES } from "#core/messages";
import { DEBT_PAGE_COPY as COPY } from "#core/messages/debts";
import { asCents, parseMoney, toDecimalString } from "#core/money";
import { CashFlowCard } from "~/components/debts/CashFlowCard";
import { DebtFindings, DebtProgress } from "~/components/debts/DebtFindings";
import { DEBT_FORM, DebtForm } from "~/components/debts/DebtForm";
import { DebtTable, RemoveDebt } from "~/components/debts/DebtTable";
import { PayoffPlans } from "~/components/debts/PayoffPlans";
import { TabIntro } from "~/components/investor/TabIntro";
import { ServiceHeader } from "~/components/layout/ServiceHeader";
import { LockedView } from "~/components/tiers/LockedView";
import type { loader as rootLoader } from "~/root";
import { readForm } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { getSession } from "~/session/session.server";
import { addDebt, loadDebts, removeDebt, updateDebt } from "~/upstream/debts.server";
import { upstreamFor } from "~/upstream/scope.server";
import { idFrom, runAndReturn } from "~/utils/budgeting-page.server";
import { pageMeta } from "~/utils/meta";
import { serviceHeader } from "~/utils/service-header.server";

// Silver's "Debt and cash flow insights" (the loans service's "Debts" tab): the debts the member
// lists, what each costs a month, the payments beside the income of their budgeting transactions,
// three ways of paying them off, and their progress. One call to read; add, update and remove post
// the form back (no JavaScript needed). Below Silver the API's words lock it.

const PAGE = "/myworld/service/loans/debts";

// The payoff chart's styles, on this page only.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStyles }];

export const meta: MetaFunction = () => pageMeta(`${COPY.title} · Loans · My World`, COPY.intro);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const search = new URL(request.url).searchParams;
  // The extra a month from the plans' form: a valid amount goes to the API; a refused one is said at its field, the plans then at the default.
  const typed = search.get("extra");
  const extra = typed === null || typed.trim() === "" ? null : parseMoney(typed, { allowZero: true, max: asCents(MAX_DEBT_CENTS) });
  const answer = await loadDebts(upstreamFor(request, context, { token }), extra?.ok ? toDecimalString(extra.cents) : null);
  const editId = idFrom(search.get("edit") ?? undefined);
  const removeId = idFrom(search.get("remove") ?? undefined);
  return data(
    {
      header: serviceHeader("loans", user.membership),
      locked: answer.locked,
      view: answer.value,
      editing: answer.value?.debts.find((d) => d.id === editId) ?? null,
      removing: answer.value?.debts.find((d) => d.id === removeId) ?? null,
      extraTyped: typed === null ? null : typed.slice(0, 40),
      extraError: extra && !extra.ok ? extra.message : null,
    },
    { status: answer.locked === null ? 200 : 403 },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  const session = await getSession(request, context);
  const upstream = upstreamFor(request, context, { token });
  const values = Object.fromEntries(["name", "kind", "balance", "apr", "minimumPayment"].map((k) => [k, (form[k] ?? "").slice(0, 200)]));
  const body = { name: values.name!, kind: values.kind as never, balance: values.balance!, apr: values.apr!, minimumPayment: values.minimumPayment! };
  const id = idFrom(form.id);
  switch (form.intent) {
    case "add":
      return runAndReturn(session, context, PAGE, () => addDebt(upstream, body), { name: DEBT_FORM, values });
    case "update":
      if (id === null) break;
      return runAndReturn(session, context, PAGE, () => updateDebt(upstream, id, body), { name: DEBT_FORM, values: { ...values, editing: String(id) } });
    case "remove":
      if (id === null) break;
      return runAndReturn(session, context, PAGE, () => removeDebt(upstream, id));
  }
  throw data({ message: MESSAGES.nothingToSubmit }, { status: 400 });
}

export default function DebtsPage() {
  const page = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  const formFeedback = feedback?.form === DEBT_FORM ? feedback : null;
  const view = page.view;
  // A refused update comes back to the form it came from.
  const editing = page.editing ?? view?.debts.find((d) => String(d.id) === formFeedback?.values.editing) ?? null;
  return (
    <>
      <ServiceHeader header={page.header} current="debts" />
      {page.locked !== null || view === null ? (
        <LockedView area={page.header.title} message={page.locked ?? ""} />
      ) : (
        <>
          <TabIntro title={COPY.title} intro={COPY.intro} />
          <div style={{ display: "grid", gap: "var(--mantine-spacing-xl)" }}>
            {page.removing ? <RemoveDebt debt={page.removing} page={PAGE} /> : null}
            <DebtTable view={view} page={PAGE} />
            <DebtForm page={PAGE} editing={editing} feedback={formFeedback} listed={view.debts.length} />
            {view.debts.length > 0 ? <CashFlowCard view={view} /> : null}
            <DebtFindings view={view} />
            {view.plans ? <PayoffPlans view={view} plans={view.plans} page={PAGE} extraError={page.extraError} extraTyped={page.extraTyped} /> : null}
            <DebtProgress view={view} />
            <p className="plain-text sm dimmed" data-testid="debt-disclaimer">
              {view.disclaimer}
            </p>
          </div>
        </>
      )}
    </>
  );
}
