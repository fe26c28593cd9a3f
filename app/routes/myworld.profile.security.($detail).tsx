import { Badge } from "#mantine/components/Badge/Badge.mjs";
import { Button } from "#mantine/components/Button/Button.mjs";
import { Card } from "#mantine/components/Card/Card.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { Title } from "#mantine/components/Title/Title.mjs";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { z } from "zod";
import { changePasswordSchema } from "#core/auth";
import { formatDateTime } from "#core/format";
import { MESSAGES } from "#core/messages";
import { NewPasswordFields } from "~/components/auth/NewPasswordFields";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useTimeZone } from "~/hooks/use-time-zone";
import type { loader as rootLoader } from "~/root";
import { fieldErrorsOf, readForm, redirectWithFeedback, redirectWithSession } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { flashNotice, getSession } from "~/session/session.server";
import { changePassword, listActiveSessions, setTwoStep, signOutEverywhereElse, signOutSession, type ActiveSession } from "~/upstream/account.server";
import { isTransportFailure, UpstreamError } from "~/upstream/errors";
import { orBack, orErrorPage } from "~/upstream/failure.server";
import { upstreamFor } from "~/upstream/scope.server";
import { postedId } from "~/utils/investor-forms";
import { requireKnownDetail } from "./myworld.profile/detail.server";

/** security/sessions is a deep link to the list of sessions, on the same page. */
const DETAILS = ["sessions"] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user, token } = await requireMember(request, context);
  requireKnownDetail(params.detail, DETAILS);
  const sessions = await orErrorPage(listActiveSessions(upstreamFor(request, context, { token })));
  return { mfaEnabled: user.mfaEnabled, sessions };
}

const SECURITY_PAGE = "/myworld/profile/security";
const twoStepSchema = z.object({
  // zod's own message quotes the value received, which a huge one would carry into the cookie.
  enabled: z.enum(["on", "off"], { errorMap: () => ({ message: "enabled must be on or off" }) }),
  password: z.string().min(1, MESSAGES.passwordRequired).max(200),
});

/** Two-step verification on or off (password confirmed), change password, sign out one device or everywhere else. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  requireKnownDetail(params.detail, DETAILS);
  const form = await readForm(request);
  const session = await getSession(request, context);
  const upstream = upstreamFor(request, context, { token });
  if (form.intent === "sign-out-elsewhere") {
    await orBack(signOutEverywhereElse(upstream), () => redirectWithSession(session, context, SECURITY_PAGE));
    flashNotice(session, { type: "success", message: MESSAGES.signedOutElsewhere });
    return redirectWithSession(session, context, SECURITY_PAGE);
  }
  if (form.intent === "sign-out-session") {
    const back = () => redirectWithSession(session, context, SECURITY_PAGE);
    // An id the list never gives is refused before the API is asked.
    const id = postedId(form.session);
    if (id === null) {
      flashNotice(session, { type: "error", message: MESSAGES.sessionGone });
      return back();
    }
    try {
      await signOutSession(upstream, id);
    } catch (error) {
      if (isTransportFailure(error)) return back();
      // Ended meanwhile, not the member's, or this very browser: the API's words say which.
      if (error instanceof UpstreamError && (error.status === 404 || error.status === 409)) {
        flashNotice(session, { type: "error", message: error.serverMessage ?? error.message });
        return back();
      }
      return orErrorPage(Promise.reject(error));
    }
    flashNotice(session, { type: "success", message: MESSAGES.signedOutThere });
    return back();
  }
  const formName = form.intent === "change-password" ? "change-password" : "two-step";
  const parsed = formName === "two-step" ? twoStepSchema.safeParse(form) : changePasswordSchema.safeParse(form);
  if (!parsed.success) {
    return redirectWithFeedback(session, context, SECURITY_PAGE, { form: formName, fieldErrors: fieldErrorsOf(parsed.error) });
  }
  try {
    if (formName === "two-step") {
      const { enabled, password } = parsed.data as z.infer<typeof twoStepSchema>;
      await setTwoStep(upstream, enabled === "on", password);
      flashNotice(session, { type: "success", message: enabled === "on" ? MESSAGES.twoStepOn : MESSAGES.twoStepOff });
    } else {
      await changePassword(upstream, parsed.data as z.infer<typeof changePasswordSchema>);
      flashNotice(session, { type: "success", message: MESSAGES.passwordChanged });
    }
    return redirectWithSession(session, context, SECURITY_PAGE);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.errorCode === "InvalidCredentials") {
      const field = formName === "two-step" ? "password" : "oldPassword";
      return redirectWithFeedback(session, context, SECURITY_PAGE, { form: formName, fieldErrors: { [field]: MESSAGES.currentPasswordWrong } });
    }
    if (error.status === 400 && error.serverMessage) {
      return redirectWithFeedback(session, context, SECURITY_PAGE, { form: formName, fieldErrors: {}, formError: error.serverMessage });
    }
    // The request client's notice says what went wrong; the member is back on the form.
    if (isTransportFailure(error)) return redirectWithSession(session, context, SECURITY_PAGE);
    throw data({ message: error.message }, { status: error.status ?? 502 });
  }
}

const twoStepValidator = withZod(twoStepSchema);
const changePasswordValidator = withZod(changePasswordSchema);

function SessionsCard({ sessions }: { sessions: ActiveSession[] }) {
  const others = sessions.filter((s) => !s.current).length;
  const timeZone = useTimeZone();
  const when = (iso: string) => formatDateTime(iso, timeZone);
  return (
    <Card withBorder padding="xl" radius="md">
      <Title order={2} size="h3" mb="xs">
        Where you are signed in
      </Title>
      <ul className="session-list" aria-label="Active sessions">
        {sessions.map((s) => (
          <li key={s.id} className="session">
            <div>
              <strong>{s.device}</strong>
              {s.current ? (
                <Badge ml="sm" variant="light" color="teal">
                  This browser
                </Badge>
              ) : null}
              <Text size="sm" c="dimmed">
                Signed in {when(s.signedInAt)} · last active {when(s.lastSeenAt)}
              </Text>
            </div>
            {s.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="sign-out-session" />
                <input type="hidden" name="session" value={s.id} />
                <Button type="submit" variant="subtle" size="xs" aria-label={`Sign out ${s.device}, signed in ${when(s.signedInAt)}`}>
                  Sign out
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out-elsewhere" />
        <Button type="submit" variant="default" disabled={others === 0}>
          Sign out everywhere else{others > 0 ? ` (${others})` : ""}
        </Button>
      </Form>
    </Card>
  );
}

export default function SecurityTab() {
  const { mfaEnabled, sessions } = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  const twoStep = feedback?.form === "two-step" ? feedback : null;
  const change = feedback?.form === "change-password" ? feedback : null;
  return (
    <Stack gap="xl">
      <Card withBorder padding="xl" radius="md">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h3">
            Two-step verification
          </Title>
          <Badge color={mfaEnabled ? "teal" : "gray"} variant="light" size="lg">
            {mfaEnabled ? "On" : "Off"}
          </Badge>
        </Group>
        <Text c="dimmed" mb="md">
          {mfaEnabled
            ? "Each time you sign in, we email you a 6-digit code to enter after your password."
            : "Add a second step to signing in: after your password, enter a 6-digit code we email you."}
        </Text>
        <FormError message={twoStep?.formError} />
        <ValidatedForm key={twoStep?.id} validator={twoStepValidator} method="post" id="two-step-form" noValidate resetAfterSubmit>
          <input type="hidden" name="intent" value="two-step" />
          <input type="hidden" name="enabled" value={mfaEnabled ? "off" : "on"} />
          <Field name="password" label="Confirm with your password" secret autoComplete="current-password" serverError={twoStep?.fieldErrors.password} mb="md" />
          <SubmitButton fullWidth={false} variant={mfaEnabled ? "default" : "filled"}>
            {mfaEnabled ? "Turn off two-step verification" : "Turn on two-step verification"}
          </SubmitButton>
        </ValidatedForm>
      </Card>
      <Card withBorder padding="xl" radius="md">
        <Title order={2} size="h3" mb="xs">
          Change password
        </Title>
        <Text c="dimmed" mb="md">
          Changing your password signs you out everywhere else.
        </Text>
        <FormError message={change?.formError} />
        <ValidatedForm key={change?.id} validator={changePasswordValidator} method="post" id="change-password-form" noValidate resetAfterSubmit>
          <input type="hidden" name="intent" value="change-password" />
          <Field name="oldPassword" label="Current password" secret autoComplete="current-password" serverError={change?.fieldErrors.oldPassword} mb="md" />
          <NewPasswordFields feedback={change} />
          <SubmitButton fullWidth={false}>Change password</SubmitButton>
        </ValidatedForm>
      </Card>
      <SessionsCard sessions={sessions} />
    </Stack>
  );
}

