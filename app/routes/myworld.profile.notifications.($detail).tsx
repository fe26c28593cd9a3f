import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MESSAGES } from "#core/messages";
import { NOTIFICATION_FILTERS, notificationIdSchema } from "#core/notifications";
import { MAX_PAGE } from "#core/pagination";
import { NotificationCenter } from "~/components/notifications/NotificationCenter";
import { redirectWithSession, readForm } from "~/session/form-feedback.server";
import { requireMember } from "~/session/member.server";
import { safeRedirectPath } from "~/session/redirect";
import { flashNotice, getSession } from "~/session/session.server";
import { orBack, orErrorPage } from "~/upstream/failure.server";
import { deleteNotification, getNotificationCounts, listNotifications, markNotification } from "~/upstream/notifications.server";
import { upstreamFor } from "~/upstream/scope.server";
import { noSuchForm, requireKnownDetail } from "./myworld.profile/detail.server";

const NOTIFICATIONS_PER_PAGE = 5;

/** The notification center: a filter (all, tasks, unread), a page of it, and the counts. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireMember(request, context);
  const filter = requireKnownDetail(params.detail, NOTIFICATION_FILTERS) ?? "all";
  const upstream = upstreamFor(request, context, { token });
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 && requested <= MAX_PAGE ? requested : 1;
  const [list, counts] = await orErrorPage(
    Promise.all([listNotifications(upstream, filter, page, NOTIFICATIONS_PER_PAGE), getNotificationCounts(upstream)]),
  );
  return { filter, list, counts };
}

/** Mark read or unread, delete; back to the same list (post/redirect/get). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token } = await requireMember(request, context);
  requireKnownDetail(params.detail, NOTIFICATION_FILTERS);
  const form = await readForm(request);
  if (form.intent !== "read" && form.intent !== "unread" && form.intent !== "delete") throw noSuchForm();
  const upstream = upstreamFor(request, context, { token });
  const id = notificationIdSchema.safeParse(form.id);
  if (!id.success) throw data({ message: MESSAGES.noSuchNotification }, { status: 400 });
  const session = await getSession(request, context);
  const back = safeRedirectPath(form.redirectTo, "/myworld/profile/notifications");
  // Another member's id is a 404 from the upstream, shown as the not-found page.
  const change = form.intent === "delete" ? deleteNotification(upstream, id.data) : markNotification(upstream, id.data, form.intent === "read");
  await orBack(change, () => redirectWithSession(session, context, back));
  if (form.intent === "delete") flashNotice(session, { type: "success", message: MESSAGES.notificationDeleted });
  return redirectWithSession(session, context, back);
}

export default function NotificationsTab() {
  return <NotificationCenter {...useLoaderData<typeof loader>()} />;
}
