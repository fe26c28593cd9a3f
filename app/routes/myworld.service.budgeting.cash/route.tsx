import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { MESSAGES } from "#core/messages";
import { ACCOUNT_KIND_LABELS } from "#core/messages/budgeting";
import { BudgetingHeader, BUDGETING_PATH } from "~/components/budgeting/BudgetingHeader";
import { ReserveMeter } from "~/components/budgeting/ReserveMeter";
import { PlainSelect } from "~/components/forms/PlainSelect";
import { PlainSubmitButton } from "~/components/forms/PlainSubmitButton";
import { TabIntro } from "~/components/investor/TabIntro";
import { LockedView } from "~/components/tiers/LockedView";
import { readForm } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { getSession } from "~/session/session.server";
import { budgeting } from "~/upstream/budgeting.server";
import { orLockedView } from "~/upstream/failure.server";
import { upstreamFor } from "~/upstream/scope.server";
import { budgetingHeader, runAndReturn } from "~/utils/budgeting-page.server";
import { pageMeta } from "~/utils/meta";
import { PRODUCTS_PAGE, usd } from "~/utils/trading";

// Silver's "Accounts and cash management" (the budgeting "Cash and reserve" tab): the cash of the
// accounts kept elsewhere beside the investor account's, a typical month's spending from the
// member's own transactions, and the emergency reserve against the months they choose. One call to
// read, one to keep the target; below Silver the API's words lock it.

const PAGE = `${BUDGETING_PATH}/cash`;
const TITLE = "Cash and your emergency reserve";
const INTRO = "Your cash in one place, and how many months of your own spending it would carry you through.";

export const meta: MetaFunction = () => pageMeta(`${TITLE} · Budgeting · My World`, INTRO);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const header = budgetingHeader(user.membership);
  const cash = await orLockedView(budgeting(upstreamFor(request, context, { token })).cash());
  return data({ header, ...cash }, { status: cash.locked === null ? 200 : 403 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  const months = Number(form.months);
  if (form.intent !== "reserve" || !Number.isInteger(months)) throw data({ message: MESSAGES.nothingToSubmit }, { status: 400 });
  const session = await getSession(request, context);
  return runAndReturn(session, context, `${PAGE}#reserve`, () => budgeting(upstreamFor(request, context, { token })).saveReserve(months));
}

export default function CashPage() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const cash = page.value;
  if (page.locked !== null || cash === null) {
    return (
      <>
        <BudgetingHeader header={page.header} current="cash" />
        <LockedView area="Budgeting" message={page.locked ?? ""} />
      </>
    );
  }
  const { reserve } = cash;
  return (
    <>
      <BudgetingHeader header={page.header} current="cash" />
      <TabIntro title={TITLE} intro={INTRO} />
      <div style={{ display: "grid", gap: "var(--mantine-spacing-xl)" }}>
        <section className="plain-card" aria-labelledby="cash-title" data-testid="cash">
          <h3 className="plain-title h3" id="cash-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
            Your cash
          </h3>
          <dl className="figures">
            <div>
              <dt>Cash you can reach</dt>
              <dd data-testid="cash-total">{usd(cash.cash)}</dd>
            </div>
            <div>
              <dt>Owed on credit cards</dt>
              <dd data-testid="cash-owed">{usd(cash.owed)}</dd>
            </div>
            <div>
              <dt>A typical month&rsquo;s spending</dt>
              <dd data-testid="cash-spending">{cash.monthlySpending === null ? "—" : usd(cash.monthlySpending)}</dd>
            </div>
          </dl>
          <p className="plain-text sm dimmed" style={{ margin: "var(--mantine-spacing-sm) 0" }}>
            {cash.rule}
            {cash.spendingMonths > 0 ? ` Read from ${cash.spendingMonths} ${cash.spendingMonths === 1 ? "month" : "months"}.` : ""}
          </p>
          <div className="table-scroll">
            <table className="data-table" data-testid="cash-accounts">
              <caption className="allocation-caption">Balances today</caption>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Balance</th>
                </tr>
              </thead>
              <tbody>
                {cash.investor ? (
                  <tr>
                    <th scope="row">EnPlus World investor account</th>
                    <td>Cash available{cash.investor.pending !== "0.00" ? ` (${usd(cash.investor.pending)} still settling)` : ""}</td>
                    <td>{usd(cash.investor.available)}</td>
                  </tr>
                ) : null}
                {cash.accounts.map((a) => (
                  <tr key={a.id}>
                    <th scope="row">{a.name}</th>
                    <td>{ACCOUNT_KIND_LABELS[a.kind]}</td>
                    <td>{usd(a.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {cash.accounts.length === 0 ? (
            <p className="plain-text" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
              Add the accounts you keep elsewhere on <Link to={`${BUDGETING_PATH}/transactions`}>Accounts and transactions</Link> to see all your cash here.
            </p>
          ) : null}
        </section>

        <section className="plain-card" aria-labelledby="reserve" data-testid="reserve">
          <h3 className="plain-title h3" id="reserve" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
            Emergency reserve
          </h3>
          <p className="plain-text" data-testid="reserve-sentence">
            {reserve.sentence}
          </p>
          {reserve.covered !== null ? <ReserveMeter covered={reserve.covered} target={reserve.months} /> : null}
          {reserve.excess !== null && reserve.excess !== "0.00" ? (
            <p className="plain-text sm" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
              <Link to={PRODUCTS_PAGE}>See the investment products</Link> for cash you will not need for years.
            </p>
          ) : null}
          {reserve.shortfall !== null && reserve.shortfall !== "0.00" ? (
            <p className="plain-text sm" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
              A <Link to={`${BUDGETING_PATH}/budget`}>budget</Link> with a monthly amount set aside builds the reserve step by step.
            </p>
          ) : null}
          <Form method="post" className="plain-row" style={{ alignItems: "flex-end", gap: "var(--mantine-spacing-sm)", marginTop: "var(--mantine-spacing-md)" }}>
            <input type="hidden" name="intent" value="reserve" />
            <PlainSelect name="months" label="Keep a reserve of" defaultValue={String(reserve.months)} key={reserve.months}>
              {cash.choices.map((m) => (
                <option key={m} value={m}>
                  {m} months of spending
                </option>
              ))}
            </PlainSelect>
            <PlainSubmitButton loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "reserve"}>Save the target</PlainSubmitButton>
          </Form>
        </section>
      </div>
    </>
  );
}
