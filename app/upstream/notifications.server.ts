import type { Notification, NotificationCounts, NotificationFilter } from "../../core/notifications";
import type { Page } from "../../core/page";
import type { Upstream } from "./client.server";

// spec §7 notification calls (docs/api.md).

export async function getNotificationCounts(upstream: Upstream): Promise<NotificationCounts> {
  return (await upstream.call<NotificationCounts>({ method: "GET", path: "/api/notification/count" })).data;
}

export async function listNotifications(upstream: Upstream, filter: NotificationFilter, page: number, size: number): Promise<Page<Notification>> {
  return (await upstream.call<Page<Notification>>({ method: "GET", path: "/api/notification/page-list", query: { filter, page, size } })).data;
}

export const markNotification = (upstream: Upstream, id: number, read: boolean) =>
  upstream.call<NotificationCounts>({ method: "GET", path: `/api/notification/read/${id}/${read ? 1 : 0}` });

export const deleteNotification = (upstream: Upstream, id: number) =>
  upstream.call<NotificationCounts>({ method: "GET", path: `/api/notification/delete/${id}` });
