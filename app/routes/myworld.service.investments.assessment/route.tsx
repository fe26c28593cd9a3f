import { Alert } from "#mantine/components/Alert/Alert.mjs";
import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Radio } from "#mantine/components/Radio/Radio.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { RISK_PROFILES, type RiskProfile } from "#core/investor";
import { MESSAGES } from "#core/messages";
import { INVESTOR_MESSAGES, INVESTOR_PAGE_COPY as COPY, RISK_PROFILE_LABELS } from "#core/messages/investor";
import { FormError } from "~/components/forms/FormError";
import { InvestmentsHeader } from "~/components/investor/InvestmentsHeader";
import type { loader as rootLoader } from "~/root";
import { readForm, redirectWithFeedback, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { isTransportFailure, UpstreamError } from "~/upstream/errors";
import { orErrorPage } from "~/upstream/failure.server";
import { getAssessmentQuestionnaire, submitAssessment } from "~/upstream/investor.server";
import { upstreamFor } from "~/upstream/scope.server";
import { investmentsHeader } from "~/utils/investments-page.server";
import { answersFromForm } from "~/utils/investor-forms";
import { pageMeta } from "~/utils/meta";
import { ASSESSMENT_PAGE } from "~/utils/trading";

// Issue "Investor accounts for real" §2: the risk questionnaire from the API's q_token answer, one
// radio group per question; the result (score and risk profile) is shown after the post, and the
// assessment can be taken again at any time (the API keeps the history).

export const meta: MetaFunction = () => pageMeta(`${COPY.assessmentTitle} · My World`, COPY.assessmentIntro);

const PAGE = ASSESSMENT_PAGE;

/** The result a post redirects to: ?profile=moderate&score=23 (only ever the member's own figures, for display). */
function resultOf(url: URL): { riskProfile: RiskProfile; score: number } | null {
  const profile = url.searchParams.get("profile");
  const score = url.searchParams.get("score");
  if (!profile || !(RISK_PROFILES as readonly string[]).includes(profile) || !score || !/^\d{1,3}$/.test(score)) return null;
  return { riskProfile: profile as RiskProfile, score: Number(score) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, user } = await requireMember(request, context);
  const url = new URL(request.url);
  const fromApplication = url.searchParams.get("from") === "application";
  const result = resultOf(url);
  const header = investmentsHeader(user.membership);
  // A result on show asks for no questionnaire: each one is a single-use token.
  if (result) return { header, fromApplication, result, questionnaire: null };
  const questionnaire = await orErrorPage(getAssessmentQuestionnaire(upstreamFor(request, context, { token })));
  return { header, fromApplication, result: null, questionnaire };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  const form = await readForm(request);
  const session = await getSession(request, context);
  const fromApplication = form.from === "application";
  const back = fromApplication ? `${PAGE}?from=application` : PAGE;
  const questionIds = (form.questions ?? "").split(",").filter((id) => /^[A-Za-z0-9_-]{1,60}$/.test(id)).slice(0, 40);
  const answers = answersFromForm(questionIds, form);
  const values = Object.fromEntries(Object.entries(answers).map(([id, value]) => [`answer.${id}`, value]));
  const missing = questionIds.filter((id) => !(id in answers));
  if (questionIds.length === 0 || missing.length > 0) {
    const fieldErrors = Object.fromEntries(missing.map((id) => [id, INVESTOR_MESSAGES.answerMissing]));
    return redirectWithFeedback(session, context, back, { form: "assessment", fieldErrors, formError: questionIds.length === 0 ? MESSAGES.nothingToSubmit : undefined, values });
  }
  try {
    const result = await submitAssessment(upstreamFor(request, context, { token }), { qToken: (form.qToken ?? "").slice(0, 200), answers });
    flashNotice(session, { type: "success", message: MESSAGES.assessmentSaved });
    const query = new URLSearchParams({ profile: result.riskProfile, score: String(result.score), ...(fromApplication ? { from: "application" } : {}) });
    return redirectWithSession(session, context, `${PAGE}?${query}`);
  } catch (error) {
    if (isTransportFailure(error)) return redirectWithFeedback(session, context, back, { form: "assessment", fieldErrors: {}, values });
    if (!(error instanceof UpstreamError) || error.status !== 400) return orErrorPage(Promise.reject(error));
    // An expired or reused token, or an answer the questionnaire does not offer: a fresh
    // questionnaire comes with the page, the answers given are kept.
    return redirectWithFeedback(session, context, back, { form: "assessment", fieldErrors: {}, formError: error.serverMessage ?? INVESTOR_MESSAGES.qTokenInvalid, values });
  }
}

export default function AssessmentPage() {
  const { header, fromApplication, result, questionnaire } = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  const mine = feedback?.form === "assessment" ? feedback : null;
  const submitting = useNavigation().state === "submitting";
  const retakeHref = fromApplication ? `${PAGE}?from=application` : PAGE;
  return (
    <>
      <InvestmentsHeader header={header} current="assessment" />
      <Title order={2} mb="xs">
        {COPY.assessmentTitle}
      </Title>
      {result ? (
        <Card withBorder padding="xl" radius="md" maw={640} aria-labelledby="assessment-result">
          <Text size="sm" c="dimmed" tt="uppercase" fw={700} id="assessment-result">
            {COPY.assessmentResult}
          </Text>
          <Title order={3} data-testid="risk-profile">
            {RISK_PROFILE_LABELS[result.riskProfile].label}
          </Title>
          <Text mb="xs">{COPY.assessmentScore(result.score)}</Text>
          <Text mb="md">{RISK_PROFILE_LABELS[result.riskProfile].description}</Text>
          <Group>
            {fromApplication ? (
              <Button component={Link} to="/myworld/service/investments/open-account">
                {COPY.backToApplication}
              </Button>
            ) : null}
            <Button component={Link} to={retakeHref} variant="default">
              {COPY.retakeAssessment}
            </Button>
          </Group>
        </Card>
      ) : questionnaire ? (
        <Form method="post" key={mine?.id} aria-describedby="assessment-intro">
          <Text id="assessment-intro" mb="md">
            {COPY.assessmentIntro}
          </Text>
          <FormError message={mine?.formError} />
          <input type="hidden" name="qToken" value={questionnaire.qToken} />
          <input type="hidden" name="questions" value={questionnaire.questions.map((q) => q.id).join(",")} />
          {fromApplication ? <input type="hidden" name="from" value="application" /> : null}
          <Stack gap="lg">
            {questionnaire.questions.map((question, index) => {
              const error = mine?.fieldErrors[question.id];
              const chosen = mine?.values[`answer.${question.id}`];
              return (
                <fieldset key={question.id} className="question" aria-invalid={error ? true : undefined} aria-describedby={error ? `error-${question.id}` : undefined}>
                  <legend>
                    <strong>
                      {index + 1}. {question.text}
                    </strong>
                  </legend>
                  <Stack gap={6} mt="xs">
                    {question.options.map((option) => (
                      <Radio
                        key={option.value}
                        name={`answer.${question.id}`}
                        value={option.value}
                        label={option.label}
                        defaultChecked={chosen === option.value}
                        required
                      />
                    ))}
                  </Stack>
                  {error ? (
                    <Alert color="red" variant="light" mt="xs" p="xs" id={`error-${question.id}`}>
                      {error}
                    </Alert>
                  ) : null}
                </fieldset>
              );
            })}
          </Stack>
          <Button type="submit" mt="xl" loading={submitting}>
            {COPY.assessmentSubmit}
          </Button>
        </Form>
      ) : null}
    </>
  );
}
