import { z } from "zod";
import { NOTIFICATION_FILTERS, notificationIdSchema, readStatusSchema, type Notification, type NotificationCounts } from "../notifications";
import { pageQuerySchema } from "../pagination";
import { endpoint } from "./endpoint";
import { pageSchema } from "./page";

// The notifications module's contract (requirements §7 notification calls, docs/api.md).

const countsSchema: z.ZodType<NotificationCounts> = z.object({
  allCount: z.number().int(),
  taskCount: z.number().int(),
  unReadCount: z.number().int(),
});

const notificationSchema: z.ZodType<Notification> = z.object({
  id: z.number().int(),
  kind: z.enum(["message", "task"]),
  topic: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  completed: z.boolean(),
  createdAt: z.string(),
});

export const notificationCountContract = endpoint({ method: "GET", path: "/api/notification/count", response: countsSchema });

export const notificationListContract = endpoint({
  method: "GET",
  path: "/api/notification/page-list",
  query: pageQuerySchema.extend({
    filter: z
      .enum(NOTIFICATION_FILTERS, { errorMap: () => ({ message: `filter must be one of ${NOTIFICATION_FILTERS.join(", ")}` }) })
      .default("all"),
  }),
  response: pageSchema(notificationSchema),
});

/** status 1 marks read, 0 unread; the answer is the new counts. */
export const markNotificationContract = endpoint({
  method: "GET",
  path: "/api/notification/read/:id/:status",
  params: z.object({ id: notificationIdSchema, status: readStatusSchema }),
  response: countsSchema,
});

export const deleteNotificationContract = endpoint({
  method: "GET",
  path: "/api/notification/delete/:id",
  params: z.object({ id: notificationIdSchema }),
  response: countsSchema,
});
