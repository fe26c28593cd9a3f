import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { DESIGNATIONS, MAX_PER_DESIGNATION } from "#core/estate/beneficiaries";
import { MESSAGES } from "#core/messages";
import { BENEFICIARY_PAGE_COPY as COPY } from "#core/messages/beneficiaries";
import { BeneficiaryForm } from "~/components/estate/BeneficiaryForm";
import { FindingsCard, OwnershipCard, OwnershipFormsTable, ReceiversCard, ReviewSection } from "~/components/estate/BeneficiaryReview";
import { TabIntro } from "~/components/investor/TabIntro";
import { ServiceHeader } from "~/components/layout/ServiceHeader";
import { LockedView } from "~/components/tiers/LockedView";
import type { loader as rootLoader } from "~/root";
import { readForm, redirectWithFeedback } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { getSession } from "~/session/session.server";
import { loadBeneficiaryReview, saveBeneficiaries } from "~/upstream/estate.server";
import { upstreamFor } from "~/upstream/scope.server";
import { addRowIntent, ALL_ROW_FIELDS, BENEFICIARIES_PAGE, BENEFICIARY_FORM, beneficiariesFrom, rowsField } from "~/utils/beneficiaries";
import { runAndReturn } from "~/utils/budgeting-page.server";
import { pageMeta } from "~/utils/meta";
import { serviceHeader } from "~/utils/service-header.server";

// Silver's beneficiary and ownership review (the estate service's "Beneficiary and account review",
// linked from the legal service's "Account ownership and titling review"): how the investor account
// is owned, who receives it and what each would receive today, what to look at, and the form that
// names the beneficiaries. One call to read, one to save; below Silver the API's words lock it.

export const meta: MetaFunction = () => pageMeta(`${COPY.title} · My World`, COPY.intro);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const answer = await loadBeneficiaryReview(upstreamFor(request, context, { token }));
  return data({ header: serviceHeader("estate", user.membership), ...answer }, { status: answer.locked === null ? 200 : 403 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  const session = await getSession(request, context);
  // What was typed, to give back with the form: the filled fields only, so the flash stays small.
  const values = Object.fromEntries(ALL_ROW_FIELDS.filter((k) => (form[k] ?? "").trim() !== "").map((k) => [k, form[k]!.slice(0, 200)]));
  const added = DESIGNATIONS.find((d) => form.intent === addRowIntent(d));
  if (added) {
    const shown = Number(form[rowsField(added)]);
    values[rowsField(added)] = String(Math.min(MAX_PER_DESIGNATION, (Number.isInteger(shown) && shown >= 1 ? shown : 1) + 1));
    return redirectWithFeedback(session, context, `${BENEFICIARIES_PAGE}#beneficiary-form`, { form: BENEFICIARY_FORM, values, fieldErrors: {} });
  }
  if (form.intent !== "save") throw data({ message: MESSAGES.nothingToSubmit }, { status: 400 });
  const parsed = beneficiariesFrom(form);
  if (!parsed.ok) return redirectWithFeedback(session, context, `${BENEFICIARIES_PAGE}#beneficiary-form`, { form: BENEFICIARY_FORM, values, fieldErrors: parsed.fieldErrors });
  const upstream = upstreamFor(request, context, { token });
  return runAndReturn(session, context, BENEFICIARIES_PAGE, () => saveBeneficiaries(upstream, parsed.beneficiaries), { name: BENEFICIARY_FORM, values });
}

export default function BeneficiariesPage() {
  const page = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  const review = page.value;
  return (
    <>
      <ServiceHeader header={page.header} current="beneficiaries" />
      {page.locked !== null || review === null ? (
        <LockedView area={page.header.title} message={page.locked ?? ""} />
      ) : (
        <>
          <TabIntro title={COPY.title} intro={COPY.intro} />
          {review.opened ? (
            <div style={{ display: "grid", gap: "var(--mantine-spacing-xl)" }}>
              <OwnershipCard review={review} />
              <ReceiversCard review={review} />
              <FindingsCard review={review} />
              <BeneficiaryForm review={review} feedback={feedback} />
              <OwnershipFormsTable />
              <p className="plain-text sm dimmed" data-testid="beneficiary-disclaimer">
                {review.disclaimer}
              </p>
            </div>
          ) : (
            <ReviewSection id="no-account" title={COPY.noAccountTitle} testId="no-account">
              <p className="plain-text" style={{ marginBottom: "var(--mantine-spacing-md)" }}>
                {COPY.noAccountText}
              </p>
              <Link className="plain-button filled" to="/myworld/service/investments/open-account">
                <span className="plain-button-label">Open an investor account</span>
              </Link>
            </ReviewSection>
          )}
        </>
      )}
    </>
  );
}
