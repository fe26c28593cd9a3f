import { z } from "zod";

export const NOTIFICATION_FILTERS = ["all", "tasks", "unread"] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** requirements §3 notification counts. */
export type NotificationCounts = { allCount: number; taskCount: number; unReadCount: number };

export type Notification = {
  id: number;
  kind: "message" | "task";
  topic: string;
  title: string;
  body: string;
  read: boolean;
  completed: boolean;
  createdAt: string;
};

export const notificationIdSchema = z.coerce.number({ invalid_type_error: "id must be a number" }).int("id must be a whole number").positive("id must be positive").max(2_147_483_647);
/** requirements §7 /read/{id}/{status}: 1 marks read, 0 unread. */
export const readStatusSchema = z.enum(["0", "1"], { errorMap: () => ({ message: "status must be 1 (read) or 0 (unread)" }) });
