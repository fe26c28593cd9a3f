import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { z } from "zod";
import { changePasswordSchema } from "../../core/auth";
import { MESSAGES } from "../../core/messages";
import { NewPasswordFields } from "../components/auth/NewPasswordFields";
import { Field } from "../components/forms/Field";
import { FormError } from "../components/forms/FormError";
import { SubmitButton } from "../components/forms/SubmitButton";
import { PageContainer, PageIntro } from "../components/layout/Page";
import { UrlTabs } from "../components/layout/UrlTabs";
import type { loader as rootLoader } from "../root";
import { fieldErrorsOf, readForm, redirectWithFeedback, redirectWithSession } from "../session/form-feedback.server";
import { requireMember } from "../session/member.server";
import { getSession } from "../session/session.server";
import { changePassword, listActiveSessions, setTwoStep, signOutEverywhereElse, updateProfile, type ActiveSession } from "../upstream/account.server";
import { loadProfileLists } from "../upstream/reference-lists.server";
import { personalInfoSchema } from "../../core/profile";
import { PersonalInfoForm } from "../components/profile/PersonalInfoForm";
import { UpstreamError } from "../upstream/errors";
import { getInvestorAccount } from "../upstream/investor.server";
import { deleteNotification, getNotificationCounts, listNotifications, markNotification } from "../upstream/notifications.server";
import { NOTIFICATION_FILTERS, notificationIdSchema, type NotificationFilter } from "../../core/notifications";
import { MAX_PAGE } from "../../core/pagination";
import { safeRedirectPath } from "../session/redirect";
import { NotificationCenter } from "../components/notifications/NotificationCenter";
import { orErrorPage } from "../upstream/failure.server";
import { upstreamFor } from "../upstream/scope.server";
import { TierCard } from "../components/tiers/TierCard";
import { pageMeta } from "../utils/meta";

const TABS = [
  { key: "overview", label: "Overview", details: [] },
  { key: "personal", label: "Personal information", details: [] },
  { key: "security", label: "Security", details: ["sessions"] },
  { key: "notifications", label: "Notifications", details: NOTIFICATION_FILTERS },
] as const satisfies ReadonlyArray<{ key: string; label: string; details: readonly string[] }>;

const DESCRIPTION =
  "Your profile brings together your membership tier, your personal details, your security settings and your notifications.";
export const meta = () => pageMeta("Your profile", DESCRIPTION);

/** The tab a URL names; any other URL is the 404 page, for posts as for views. */
function tabOf(params: LoaderFunctionArgs["params"]) {
  const tab = TABS.find((t) => t.key === (params.tab ?? "overview"));
  const detailKnown = !params.detail || (tab?.details as readonly string[] | undefined)?.includes(params.detail);
  if (!tab || !detailKnown) throw data({ message: "No such page" }, { status: 404 });
  return tab;
}

// spec §2: '', profile, profile/{tab} and profile/{tab}/{detail} all show this page.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user, token } = await requireMember(request, context);
  const tab = tabOf(params);
  const upstream = upstreamFor(request, context, { token });
  const account = tab.key === "overview" ? await orErrorPage(getInvestorAccount(upstream)) : null;
  const notifications = tab.key === "notifications" ? await loadNotificationCenter(request, upstream, params.detail) : null;
  const sessions = tab.key === "security" ? await orErrorPage(listActiveSessions(upstream)) : null;
  const lists = tab.key === "personal" ? await orErrorPage(loadProfileLists(upstream, user.stateCode)) : null;
  return { user, tab: tab.key, account, notifications, sessions, lists };
}

const NOTIFICATIONS_PER_PAGE = 5;

/** The notification center: a filter (all, tasks, unread), a page of it, and the counts. */
async function loadNotificationCenter(request: Request, upstream: ReturnType<typeof upstreamFor>, detail: string | undefined) {
  const filter = (detail ?? "all") as NotificationFilter;
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 && requested <= MAX_PAGE ? requested : 1;
  const [list, counts] = await orErrorPage(
    Promise.all([listNotifications(upstream, filter, page, NOTIFICATIONS_PER_PAGE), getNotificationCounts(upstream)]),
  );
  return { filter, list, counts };
}

const SECURITY_PAGE = "/myworld/profile/security";
const twoStepSchema = z.object({
  // zod's own message quotes the value received, which a huge one would carry into the cookie.
  enabled: z.enum(["on", "off"], { errorMap: () => ({ message: "enabled must be on or off" }) }),
  password: z.string().min(1, MESSAGES.passwordRequired).max(200),
});

/**
 * Security tab: two-step verification on or off (password confirmed), and change password.
 * Notifications tab: mark read or unread, delete; back to the same list (post/redirect/get).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  tabOf(params);
  const form = await readForm(request);
  if (form.intent === "personal") {
    const session = await getSession(request, context);
    const parsed = personalInfoSchema.safeParse(form);
    const back = "/myworld/profile/personal";
    if (!parsed.success) return redirectWithFeedback(session, context, back, { form: "personal", fieldErrors: fieldErrorsOf(parsed.error) });
    try {
      await updateProfile(upstreamFor(request, context, { token }), parsed.data as unknown as Record<string, string>);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 400 || !error.serverMessage) throw error;
      // The API names the field first: "cityCode: Choose a city of the chosen state".
      const [field, ...message] = error.serverMessage.split(": ");
      const fieldErrors = message.length > 0 ? { [field!]: message.join(": ") } : {};
      return redirectWithFeedback(session, context, back, { form: "personal", fieldErrors, formError: message.length > 0 ? undefined : error.serverMessage });
    }
    session.flash("notice", { type: "success", message: "Your personal information has been saved." });
    return redirectWithSession(session, context, back);
  }
  if (form.intent === "sign-out-elsewhere") {
    await orErrorPage(signOutEverywhereElse(upstreamFor(request, context, { token })));
    const session = await getSession(request, context);
    session.flash("notice", { type: "success", message: "You are signed out everywhere else." });
    return redirectWithSession(session, context, SECURITY_PAGE);
  }
  if (form.intent === "read" || form.intent === "unread" || form.intent === "delete") {
    const upstream = upstreamFor(request, context, { token });
    const id = notificationIdSchema.safeParse(form.id);
    if (!id.success) throw data({ message: "No such notification" }, { status: 400 });
    // Another member's id is a 404 from the upstream, shown as the not-found page.
    await orErrorPage(form.intent === "delete" ? deleteNotification(upstream, id.data) : markNotification(upstream, id.data, form.intent === "read"));
    return redirect(safeRedirectPath(form.redirectTo, "/myworld/profile/notifications"));
  }
  const session = await getSession(request, context);
  const upstream = upstreamFor(request, context, { token });
  const formName = form.intent === "change-password" ? "change-password" : "two-step";
  const parsed = formName === "two-step" ? twoStepSchema.safeParse(form) : changePasswordSchema.safeParse(form);
  if (!parsed.success) {
    return redirectWithFeedback(session, context, SECURITY_PAGE, { form: formName, fieldErrors: fieldErrorsOf(parsed.error) });
  }
  try {
    if (formName === "two-step") {
      const { enabled, password } = parsed.data as z.infer<typeof twoStepSchema>;
      await setTwoStep(upstream, enabled === "on", password);
      session.flash("notice", { type: "success", message: enabled === "on" ? MESSAGES.twoStepOn : MESSAGES.twoStepOff });
    } else {
      await changePassword(upstream, parsed.data as z.infer<typeof changePasswordSchema>);
      session.flash("notice", { type: "success", message: MESSAGES.passwordChanged });
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
    throw data({ message: error.message }, { status: error.status ?? 502 });
  }
}

const twoStepValidator = withZod(twoStepSchema);
const changePasswordValidator = withZod(changePasswordSchema);

function SessionsCard({ sessions }: { sessions: ActiveSession[] }) {
  const others = sessions.filter((s) => !s.current).length;
  const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";
  return (
    <Card withBorder padding="xl" radius="md">
      <Title order={2} size="h3" mb="xs">
        Where you are signed in
      </Title>
      <ul className="session-list" aria-label="Active sessions">
        {sessions.map((s) => (
          <li key={s.id}>
            <strong>{s.device}</strong>
            {s.current ? (
              <Badge ml="sm" variant="light" color="teal">
                This browser
              </Badge>
            ) : null}
            <Text size="sm" c="dimmed">
              Signed in {when(s.signedInAt)} · last active {when(s.lastSeenAt)}
            </Text>
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

function SecurityTab({ mfaEnabled, sessions }: { mfaEnabled: boolean; sessions: ActiveSession[] }) {
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

export default function ProfilePage() {
  const { user, tab, account, notifications, sessions, lists } = useLoaderData<typeof loader>();
  const feedback = useRouteLoaderData<typeof rootLoader>("root")?.auth.feedback ?? null;
  return (
    <PageContainer>
      <PageIntro eyebrow="My World" title="Your profile">
        {DESCRIPTION}
      </PageIntro>
      <UrlTabs label="Profile" tabs={TABS.map((t) => ({ to: `/myworld/profile/${t.key}`, label: t.label, current: t.key === tab }))} />
      {tab === "security" ? (
        <SecurityTab mfaEnabled={user.mfaEnabled} sessions={sessions ?? []} />
      ) : tab === "personal" && lists ? (
        <PersonalInfoForm user={user} lists={lists} feedback={feedback} />
      ) : tab === "notifications" && notifications ? (
        <NotificationCenter {...notifications} />
      ) : tab === "overview" && account ? (
        <div className="profile-overview">
          <TierCard account={account} />
          <Card withBorder padding="xl" radius="md">
            <Title order={2} size="h3" mb="sm">
              {user.username}
            </Title>
            <Text>{user.email}</Text>
            <Text c="dimmed" mt="xs">
              Two-step verification is {user.mfaEnabled ? "on" : "off"}.
            </Text>
          </Card>
        </div>
      ) : (
        <Card withBorder padding="xl" radius="md" maw={640}>
          <Title order={2} size="h3" mb="sm">
            {user.username}
          </Title>
          <Text>{user.email}</Text>
          <Text c="dimmed" mt="xs">
            Membership tier: {user.membership}
          </Text>
          <Form method="post" action="/auth/sign-out">
            <Button type="submit" variant="default" mt="lg">
              Sign Out
            </Button>
          </Form>
        </Card>
      )}
    </PageContainer>
  );
}
