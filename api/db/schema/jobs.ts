import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The platform's job queue (docs/decisions/008-database-jobs-skip-locked.md): deferred and
// scheduled work stored in the database and claimed with `FOR UPDATE SKIP LOCKED`, so each job
// runs exactly once across every instance on one database. The runner is api/platform/jobs/.

export const JOB_STATUSES = ["queued", "running", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What to do: the handler's name, e.g. "transfer.settle". */
    kind: text("kind").notNull(),
    /** Idempotency key, unique per kind: enqueueing the same (kind, key) twice makes one job. */
    key: text("key").notNull(),
    payload: jsonb("payload").notNull().default({}),
    /** Not before: a queued job is due once run_at has passed (also the retry time after a failure). */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    /** Claims so far, the current one included. */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lastError: text("last_error"),
    /** The worker holding a running job, and until when: past it, the job is claimable again. */
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_kind_key_idx").on(t.kind, t.key),
    index("jobs_due_idx").on(t.status, t.runAt),
    check("jobs_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check("jobs_attempts_check", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);

export type Job = typeof jobs.$inferSelect;
