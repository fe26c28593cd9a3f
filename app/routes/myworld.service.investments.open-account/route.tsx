import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { MESSAGES } from "#core/messages";
import { INVESTOR_PAGE_COPY as COPY } from "#core/messages/investor";
import { ApplicationStatus, ApplicationStepForm, AssessmentStep, RejectionReasons, ReviewStep, StepNav } from "~/components/investor/ApplicationForm";
import { InvestmentsHeader } from "~/components/investor/InvestmentsHeader";
import type { loader as rootLoader } from "~/root";
import { echo, readForm, redirectWithFeedback, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { isTransportFailure, UpstreamError } from "~/upstream/errors";
import { orBack, orErrorPage } from "~/upstream/failure.server";
import { getApplication, saveApplicationDraft, submitApplication } from "~/upstream/investor.server";
import { loadProfileLists } from "~/upstream/reference-lists.server";
import { upstreamFor } from "~/upstream/scope.server";
import { investmentsHeader } from "~/utils/investments-page.server";
import { APPLICATION_STEPS, nextStep, reasonsByStep, resumeStep, STEP_FIELDS, stepHref, stepOf, type ApplicationStep } from "~/utils/investor";
import { draftFromForm } from "~/utils/investor-forms";
import { pageMeta } from "~/utils/meta";

// Issue "Investor accounts for real" §3: the application, one step per page (?step=…). Each step's
// post saves the draft through the API and opens the next step; leaving and coming back resumes
// from what was saved. Works without JavaScript (post/redirect/get, docs/architecture.md §3).

export const meta: MetaFunction = () => pageMeta(`${COPY.applicationTitle} · My World`, COPY.applicationIntro);

const OPEN_ACCOUNT = "/myworld/service/investments/open-account";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const upstream = upstreamFor(request, context, { token });
  const application = await orErrorPage(getApplication(upstream));
  // Without a step in the URL, the application resumes where answers are still missing.
  const named = new URL(request.url).searchParams.get("step");
  const step = named ? stepOf(named) : resumeStep(application);
  const { countries, states, industries, cities } = await orErrorPage(loadProfileLists(upstream, application.application.stateCode));
  return { header: investmentsHeader(user.membership), step, application, lists: { countries, states, industries, cities } };
}

const nothingToSubmit = () => data({ message: MESSAGES.nothingToSubmit }, { status: 400 });

/** What may be shown again after a failed save: the step's fields, never the SSN. */
const echoedFields = (step: ApplicationStep) => STEP_FIELDS[step].filter((f) => f !== "ssn" && f !== "agreementsAccepted");

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  const session = await getSession(request, context);
  const upstream = upstreamFor(request, context, { token });

  if (form.intent === "submit") {
    const back = stepHref("review");
    const result = await orBack(submitApplication(upstream), () => redirectWithSession(session, context, back));
    if (result.status === "approved") {
      flashNotice(session, { type: "success", message: MESSAGES.investorAccountOpened });
      return redirectWithSession(session, context, OPEN_ACCOUNT);
    }
    // Rejected: the reasons show on the review, each linked to its step, and on the fields themselves.
    if (result.status === "rejected") flashNotice(session, { type: "error", message: MESSAGES.applicationRejected });
    return redirectWithSession(session, context, reasonsByStep(result.reasons).length > 0 ? back : OPEN_ACCOUNT);
  }

  const step = (APPLICATION_STEPS as readonly string[]).includes(form.step ?? "") ? (form.step as ApplicationStep) : null;
  if (form.intent !== "save" || !step || STEP_FIELDS[step].length === 0) throw nothingToSubmit();
  const back = stepHref(step);
  const feedback = { form: `application-${step}`, values: echo(form, ...echoedFields(step)) };
  const read = draftFromForm(step, form);
  if (!read.ok) return redirectWithFeedback(session, context, back, { ...feedback, fieldErrors: read.fieldErrors });
  try {
    await saveApplicationDraft(upstream, read.body);
  } catch (error) {
    if (isTransportFailure(error)) return redirectWithFeedback(session, context, back, { ...feedback, fieldErrors: {} });
    if (!(error instanceof UpstreamError) || error.status !== 400 || !error.serverMessage) return orErrorPage(Promise.reject(error));
    // The API names the field first: "dateOfBirth: Enter your date of birth as YYYY-MM-DD…".
    const [field, ...message] = error.serverMessage.split(": ");
    const known = message.length > 0 && (STEP_FIELDS[step] as readonly string[]).includes(field!);
    return redirectWithFeedback(session, context, back, {
      ...feedback,
      fieldErrors: known ? { [field!]: message.join(": ") } : {},
      formError: known ? undefined : error.serverMessage,
    });
  }
  return redirectWithSession(session, context, stepHref(nextStep(step)));
}

export default function OpenAccountPage() {
  const { header, step, application, lists } = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  const busy = useNavigation().state === "loading";
  return (
    <>
      <InvestmentsHeader header={header} current="open-account" />
      <section aria-labelledby="application-title" aria-busy={busy}>
        <Title order={2} id="application-title" mb="xs">
          {application.status === "approved" ? COPY.approvedTitle : COPY.applicationTitle}
        </Title>
        <ApplicationStatus status={application.status} />
        {application.status === "approved" ? (
          <Card withBorder padding="xl" radius="md" maw={640}>
            <Text mb="md">{COPY.approvedText}</Text>
            <Button component={Link} to="/myworld/service/investments/funding">
              {COPY.goToFunding}
            </Button>
          </Card>
        ) : (
          <>
            <Text mb="md">{application.status === "submitted" ? COPY.submittedText : COPY.applicationIntro}</Text>
            {application.status === "rejected" ? <RejectionReasons reasons={application.reasons} /> : null}
            <StepNav current={step} />
            <Card withBorder padding="xl" radius="md" mt="md">
              <Text size="sm" c="dimmed">
                {COPY.stepOf(APPLICATION_STEPS.indexOf(step) + 1, APPLICATION_STEPS.length)}
              </Text>
              <Title order={3} mb="md">
                {COPY.steps[step]}
              </Title>
              {step === "assessment" ? (
                <AssessmentStep done={application.assessmentDone} />
              ) : step === "review" ? (
                <ReviewStep application={application} lists={lists} />
              ) : (
                <ApplicationStepForm step={step} application={application} lists={lists} feedback={feedback} />
              )}
            </Card>
          </>
        )}
      </section>
    </>
  );
}
