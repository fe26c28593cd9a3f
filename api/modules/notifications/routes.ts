import { Hono } from "hono";
import {
  deleteNotificationContract,
  markNotificationContract,
  notificationCountContract,
  notificationListContract,
} from "../../../core/contracts/notifications";
import { routePath } from "../../../core/contracts/endpoint";
import { notificationIdSchema, readStatusSchema } from "../../../core/notifications";
import { parseQuery, reject, respondWith } from "../../platform/http";
import { requireSession } from "../accounts/require-session";
import { countNotifications, deleteNotification, listNotifications, markNotification } from "./service";
import type { ApiEnv } from "../../platform/context";

/** requirements §7 notification calls. A member only ever sees and touches their own: another's id is a 404. */
export function notificationRoutes() {
  const routes = new Hono<ApiEnv>();
  routes.use("/notification/*", requireSession("full"));

  routes.get(routePath(notificationCountContract), async (c) => respondWith(c, notificationCountContract, await countNotifications(c.var.db, c.var.user.id)));

  routes.get(routePath(notificationListContract), async (c) => {
    const query = parseQuery(c, notificationListContract.query);
    if (!query.ok) return query.response;
    return respondWith(c, notificationListContract, await listNotifications(c.var.db, c.var.user.id, query.value.filter, query.value));
  });

  routes.get(routePath(markNotificationContract), async (c) => {
    const id = notificationIdSchema.safeParse(c.req.param("id"));
    const status = readStatusSchema.safeParse(c.req.param("status"));
    if (!id.success) return reject(c, 400, "BadRequest", id.error.issues[0]!.message);
    if (!status.success) return reject(c, 400, "BadRequest", status.error.issues[0]!.message);
    if (!(await markNotification(c.var.db, c.var.user.id, id.data, status.data === "1"))) {
      return reject(c, 404, "NotFound", "Notification not found");
    }
    return respondWith(c, markNotificationContract, await countNotifications(c.var.db, c.var.user.id));
  });

  routes.get(routePath(deleteNotificationContract), async (c) => {
    const id = notificationIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return reject(c, 400, "BadRequest", id.error.issues[0]!.message);
    if (!(await deleteNotification(c.var.db, c.var.user.id, id.data))) return reject(c, 404, "NotFound", "Notification not found");
    return respondWith(c, deleteNotificationContract, await countNotifications(c.var.db, c.var.user.id));
  });

  return routes;
}
