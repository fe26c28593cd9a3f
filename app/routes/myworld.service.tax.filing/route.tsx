import { Anchor } from "#mantine/components/Anchor/Anchor.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Grid } from "#mantine/components/Grid/Grid.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { formatDateTime } from "#core/format";
import { MESSAGES } from "#core/messages";
import { TAX_FILING_MESSAGES } from "#core/messages/tax";
import { FEDERAL_TAX_YEARS } from "#core/tax/federal-tax-tables";
import { FILING_STEPS, isQualifyingChild, type FilingStep } from "#core/tax/filing";
import { EstimatePanel, ReviewStep, StepForm, StepNav, SubmittedReturn, TaxHeader, type TaxHeaderData } from "~/components/tax/FilingWizard";
import { LockedView } from "~/components/tiers/LockedView";
import { servicePage } from "~/content/service-pages.server";
import { useTimeZone } from "~/hooks/use-time-zone";
import type { loader as rootLoader } from "~/root";
import { echo, readForm, redirectWithFeedback, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { isTransportFailure, UpstreamError } from "~/upstream/errors";
import { orBack, orErrorPage } from "~/upstream/failure.server";
import { getFeature } from "~/upstream/investor.server";
import { upstreamFor } from "~/upstream/scope.server";
import { amendTaxReturn, getTaxReturn, saveTaxReturn, submitTaxReturn } from "~/upstream/tax.server";
import { pageMeta } from "~/utils/meta";
import { serviceTabs } from "~/utils/service-tabs";
import { echoable, FILING_PAGE, nextStep, readStep, savedValues, stepHref, stepOf, yearOf } from "~/utils/tax-filing";

// Issue "Tax" §2: the filing wizard, one step per page (?year=…&step=…). Each step's post saves the
// draft through the API (Save stays, Save and continue goes on); with JavaScript the step also
// saves itself as the member types and the estimate beside it follows. Works without JavaScript
// (post/redirect/get). Gold and up; below, the locked view with the tier that unlocks it.

const COPY = TAX_FILING_MESSAGES.page;

export const meta: MetaFunction = () => pageMeta(`${COPY.title} · My World`, COPY.intro);

function taxHeader(membership: string): TaxHeaderData {
  const content = servicePage("tax");
  return { title: content.title, tagline: content.tagline, membership, tabs: serviceTabs("tax").map(({ key, label }) => ({ key, label })) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const upstream = upstreamFor(request, context, { token });
  const header = taxHeader(user.membership);
  const access = await orErrorPage(getFeature(upstream, "individual-tax"));
  if (!access.open) return data({ header, view: "locked" as const, locked: access.message }, { status: 403 });
  const params = new URL(request.url).searchParams;
  const year = yearOf(params.get("year"));
  const info = await orErrorPage(getTaxReturn(upstream, year));
  // Without a step in the URL: a new return starts at the beginning, a saved one where something is still missing.
  const step = stepOf(params.get("step")) ?? (!info.saved ? "status" : (info.issues[0]?.step ?? "review"));
  return { header, view: "wizard" as const, year, step, info, years: FEDERAL_TAX_YEARS };
}

const nothingToSubmit = () => data({ message: MESSAGES.nothingToSubmit }, { status: 400 });

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const year = yearOf(new URL(request.url).searchParams.get("year"));
  const form = await readForm(request);
  const session = await getSession(request, context);
  const upstream = upstreamFor(request, context, { token });
  const intent = form.intent ?? "";

  if (intent === "submit") {
    const back = () => redirectWithSession(session, context, stepHref(year, "review"));
    try {
      const submitted = await submitTaxReturn(upstream, year);
      flashNotice(session, { type: "success", message: TAX_FILING_MESSAGES.submitted(submitted.confirmationNumber ?? "") });
      return redirectWithSession(session, context, stepHref(year));
    } catch (error) {
      // Incomplete (422) or already submitted (409): the review says why, each problem linked to its step.
      if (error instanceof UpstreamError && (error.status === 422 || error.status === 409)) {
        flashNotice(session, { type: "error", message: error.status === 422 ? TAX_FILING_MESSAGES.notSubmittable : (error.serverMessage ?? error.message) });
        return back();
      }
      return orBack(Promise.reject(error), back);
    }
  }

  if (intent === "amend") {
    const back = () => redirectWithSession(session, context, stepHref(year));
    try {
      await amendTaxReturn(upstream, year);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 409) {
        flashNotice(session, { type: "error", message: error.serverMessage ?? error.message });
        return back();
      }
      return orBack(Promise.reject(error), back);
    }
    flashNotice(session, { type: "success", message: TAX_FILING_MESSAGES.amendStarted });
    return redirectWithSession(session, context, stepHref(year, "status"));
  }

  const step = stepOf(form.step);
  if (!["save", "next", "autosave"].includes(intent) || !step || step === "review") throw nothingToSubmit();
  const read = readStep(step as FilingStep, form);
  // With JavaScript (autosave): an answer for the fetcher, no redirect; the page's loader then runs again.
  if (intent === "autosave") {
    if (!read.ok) return data({ ok: false, fieldErrors: read.fieldErrors }, { status: 422 });
    try {
      await saveTaxReturn(upstream, year, read.body);
      return { ok: true, fieldErrors: {} };
    } catch (error) {
      if (error instanceof UpstreamError && !isTransportFailure(error) && error.status !== null && error.status < 500) {
        return data({ ok: false, fieldErrors: { form: error.serverMessage ?? error.message } }, { status: error.status });
      }
      throw error;
    }
  }

  const back = stepHref(year, step);
  const feedback = { form: `tax-${step}`, values: echo(form, ...echoable(form)) };
  if (!read.ok) return redirectWithFeedback(session, context, back, { ...feedback, fieldErrors: read.fieldErrors });
  try {
    await saveTaxReturn(upstream, year, read.body);
  } catch (error) {
    if (isTransportFailure(error)) return redirectWithFeedback(session, context, back, { ...feedback, fieldErrors: {} });
    if (!(error instanceof UpstreamError) || error.status === null || error.status >= 500) return orErrorPage(Promise.reject(error));
    return redirectWithFeedback(session, context, back, { ...feedback, fieldErrors: {}, formError: error.serverMessage ?? error.message });
  }
  if (intent === "save") flashNotice(session, { type: "success", message: TAX_FILING_MESSAGES.saved });
  return redirectWithSession(session, context, intent === "next" ? stepHref(year, nextStep(step)) : back);
}

export default function TaxFilingPage() {
  const page = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  const navigation = useNavigation();
  const timeZone = useTimeZone();
  if (page.view === "locked") {
    return (
      <>
        <TaxHeader header={page.header} current="filing" />
        <LockedView area={page.header.title} message={page.locked} />
      </>
    );
  }
  const { info, step, year } = page;
  const busy = navigation.state === "loading" && navigation.location.pathname === FILING_PAGE;
  const ours = feedback && feedback.form === `tax-${step}` ? feedback : null;
  // The saved values, or what was typed when a save was refused; problems from the refused save,
  // else (once saved) what a submission would refuse on this step.
  const values = ours ? { ...savedValues(info.data), ...ours.values } : savedValues(info.data);
  const stepIssues = info.saved ? Object.fromEntries(info.issues.filter((i) => i.step === step).map((i) => [i.field, i.message])) : {};
  const errors = ours ? ours.fieldErrors : stepIssues;
  const children = info.data.dependents.filter((d) => isQualifyingChild(d, year)).length;

  return (
    <>
      <TaxHeader header={page.header} current="filing" />
      <section aria-labelledby="filing-title" aria-busy={busy}>
        <Group justify="space-between" mb="xs">
          <Title order={2} id="filing-title">
            {COPY.title} {year}
            {info.amends ? TAX_FILING_MESSAGES.amendedSuffix : ""}
          </Title>
          <nav aria-label={COPY.year}>
            <Group gap="sm">
              <Text size="sm">{COPY.year}:</Text>
              {page.years.map((y) => (
                <Anchor key={y} component={Link} to={stepHref(y)} aria-current={y === year ? "page" : undefined} fw={y === year ? 700 : 400}>
                  {y}
                </Anchor>
              ))}
            </Group>
          </nav>
        </Group>
        <Text mb="md">{COPY.intro}</Text>
        {info.amends && info.status === "draft" ? <Text mb="md">{COPY.draftAmends(info.amends)}</Text> : null}
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {info.status === "submitted" ? (
              <SubmittedReturn info={info} submittedOn={info.submittedAt ? formatDateTime(info.submittedAt, timeZone) : ""} />
            ) : (
              <>
                <StepNav year={year} current={step} issues={info.saved ? info.issues : null} />
                <Card withBorder padding="xl" radius="md" mt="md">
                  <Text size="sm" c="dimmed">
                    {COPY.stepOf(FILING_STEPS.indexOf(step) + 1, FILING_STEPS.length)}
                  </Text>
                  <Title order={3} mb="md" id="step-title">
                    {COPY.steps[step]}
                  </Title>
                  {step === "review" ? (
                    <ReviewStep info={info} />
                  ) : (
                    <StepForm key={`${step}-${ours?.id ?? ""}`} year={year} step={step} data={info.data} values={values} errors={errors} formError={ours?.formError}>
                      {step === "credits" ? <Text mb="md">{COPY.creditsFromDependents(children, info.data.dependents.length - children)}</Text> : null}
                    </StepForm>
                  )}
                </Card>
              </>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <EstimatePanel estimate={info.estimate} busy={busy} lines={step === "review" || info.status === "submitted"} />
          </Grid.Col>
        </Grid>
      </section>
    </>
  );
}
