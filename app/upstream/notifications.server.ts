import {
  deleteNotificationContract,
  markNotificationContract,
  notificationCountContract,
  notificationListContract,
} from "#core/contracts/notifications";
import type { Notification, NotificationCounts, NotificationFilter } from "#core/notifications";
import type { Page } from "#core/page";
import type { Upstream } from "./client.server";

// requirements §7 notification calls (docs/api.md), each through its contract in core/contracts/notifications.ts.

export async function getNotificationCounts(upstream: Upstream): Promise<NotificationCounts> {
  return (await upstream.callContract(notificationCountContract)).data;
}

export async function listNotifications(upstream: Upstream, filter: NotificationFilter, page: number, size: number): Promise<Page<Notification>> {
  return (await upstream.callContract(notificationListContract, { query: { filter, page, size } })).data;
}

export const markNotification = (upstream: Upstream, id: number, read: boolean) =>
  upstream.callContract(markNotificationContract, { params: { id, status: read ? "1" : "0" } });

export const deleteNotification = (upstream: Upstream, id: number) => upstream.callContract(deleteNotificationContract, { params: { id } });
