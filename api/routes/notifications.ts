import { Hono } from "hono";
import { NOTIFICATION_FILTERS, notificationIdSchema, readStatusSchema } from "../../core/notifications";
import { pageQuerySchema } from "../../core/pagination";
import { z } from "zod";
import { parseQuery, reject, respond } from "../http";
import { requireSession } from "../middleware/auth";
import { countNotifications, deleteNotification, listNotifications, markNotification } from "../services/notifications";
import type { ApiEnv } from "../types";

const listQuerySchema = pageQuerySchema.extend({
  filter: z.enum(NOTIFICATION_FILTERS, { errorMap: () => ({ message: `filter must be one of ${NOTIFICATION_FILTERS.join(", ")}` }) }).default("all"),
});

/** spec §7 notification calls. A member only ever sees and touches their own: another's id is a 404. */
export function notificationRoutes() {
  const routes = new Hono<ApiEnv>();
  routes.use("/notification/*", requireSession("full"));

  routes.get("/notification/count", async (c) => respond(c, await countNotifications(c.var.db, c.var.user.id)));

  routes.get("/notification/page-list", async (c) => {
    const query = parseQuery(c, listQuerySchema);
    if (!query.ok) return query.response;
    return respond(c, await listNotifications(c.var.db, c.var.user.id, query.value.filter, query.value));
  });

  routes.get("/notification/read/:id/:status", async (c) => {
    const id = notificationIdSchema.safeParse(c.req.param("id"));
    const status = readStatusSchema.safeParse(c.req.param("status"));
    if (!id.success) return reject(c, 400, "BadRequest", id.error.issues[0]!.message);
    if (!status.success) return reject(c, 400, "BadRequest", status.error.issues[0]!.message);
    if (!(await markNotification(c.var.db, c.var.user.id, id.data, status.data === "1"))) {
      return reject(c, 404, "NotFound", "Notification not found");
    }
    return respond(c, await countNotifications(c.var.db, c.var.user.id));
  });

  routes.get("/notification/delete/:id", async (c) => {
    const id = notificationIdSchema.safeParse(c.req.param("id"));
    if (!id.success) return reject(c, 400, "BadRequest", id.error.issues[0]!.message);
    if (!(await deleteNotification(c.var.db, c.var.user.id, id.data))) return reject(c, 404, "NotFound", "Notification not found");
    return respond(c, await countNotifications(c.var.db, c.var.user.id));
  });

  return routes;
}
