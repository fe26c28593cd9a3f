import { and, eq } from "drizzle-orm";
import { BUSINESS_TAX_MESSAGES } from "../../../core/messages/tax";
import { asCents, formatUsd } from "../../../core/money";
import type { BusinessInput, BusinessResult } from "../../../core/tax/business";
import type { Database } from "../../db/connection";
import { notifications } from "../../db/schema";
import { enqueueJob, jobs, type JobHandler } from "../../platform/jobs";

// Business tax's reminders (issue "Tax" §3): one job per member, year and quarter in the job queue
// (docs/decisions/008), due a week before the payment's date; the job leaves a notification.
// Scheduling again replaces the amount and time of a reminder still queued; a sent one stays sent.

export const TAX_REMINDER_JOB = "tax-payment-reminder";
const WEEK_MS = 7 * 24 * 3600 * 1000;

type ReminderPayload = { userId: number; year: number; quarter: number; dueDate: string; amount: number };

/** The reminders of the year's payments whose due date is still ahead: a week before it (or now, when closer), at 14:00 UTC. */
export function reminderTimes(payments: BusinessResult["payments"], now: Date): Array<{ quarter: number; dueDate: string; amount: number; remindAt: Date }> {
  return payments
    .map((p) => ({ ...p, due: new Date(`${p.dueDate}T14:00:00Z`) }))
    .filter((p) => p.due.getTime() > now.getTime())
    .map((p) => ({ quarter: p.quarter, dueDate: p.dueDate, amount: p.amount, remindAt: new Date(Math.max(p.due.getTime() - WEEK_MS, now.getTime())) }));
}

export async function scheduleReminders(db: Database, userId: number, input: BusinessInput, result: BusinessResult, now = new Date()) {
  const planned = reminderTimes(result.payments, now);
  return db.transaction(async (tx) => {
    for (const reminder of planned) {
      const key = `${userId}:${input.taxYear}:${reminder.quarter}`;
      const payload: ReminderPayload = { userId, year: input.taxYear, quarter: reminder.quarter, dueDate: reminder.dueDate, amount: reminder.amount };
      const { created } = await enqueueJob(tx, { kind: TAX_REMINDER_JOB, key, payload, runAt: reminder.remindAt });
      if (!created) {
        await tx.update(jobs).set({ payload, runAt: reminder.remindAt }).where(and(eq(jobs.kind, TAX_REMINDER_JOB), eq(jobs.key, key), eq(jobs.status, "queued")));
      }
    }
    return planned.map((r) => ({ quarter: r.quarter, remindAt: r.remindAt.toISOString() }));
  });
}

/** The reminder job: a notification naming the payment, its amount and date. */
export const taxReminderJob: JobHandler = async ({ job, tx }) => {
  const p = job.payload as Partial<ReminderPayload>;
  if (!Number.isSafeInteger(p.userId) || !p.dueDate || !p.year || !p.quarter || !Number.isSafeInteger(p.amount)) throw new Error(`tax reminder job ${job.id} has no payment`);
  const text = BUSINESS_TAX_MESSAGES.reminder(p.quarter, p.year, p.dueDate, formatUsd(asCents(p.amount!), { cents: true }));
  await (tx as unknown as Database).insert(notifications).values({ userId: p.userId!, kind: "message", topic: "tax-payment-reminder", ...text });
};

/** The job handlers of the tax module, for the job runner. */
export const taxJobHandlers = () => ({ [TAX_REMINDER_JOB]: taxReminderJob });
