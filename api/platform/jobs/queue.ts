import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { jobs, type Job } from "../../db/schema/jobs";

// The job queue's operations on the `jobs` table (docs/decisions/008-database-jobs-skip-locked.md).
// Time is the database's clock (now()), the one clock every instance shares.
//
// A job's life: queued → running (claimed by one worker under a lease) → done; or, when its handler
// throws, back to queued with a later run_at (back-off) until max_attempts, then failed. A running
// job whose lease has passed (its worker crashed or hung) is claimable again; one that has used its
// last attempt that way is failed instead.

// Any PostgreSQL database or transaction of drizzle's, on PGlite or node-postgres.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobDatabase = PgDatabase<PgQueryResultHKT, any>;

/** What a claim returns and what completing or failing a job checks: the claim's worker and attempt. */
export type ClaimedJob = Job & { status: "running"; lockedBy: string };

export type EnqueueOptions = {
  kind: string;
  /** Idempotency key, unique per kind: a second enqueue of (kind, key) returns the first job. */
  key: string;
  payload?: unknown;
  /** Not before this time; now when absent. */
  runAt?: Date;
  maxAttempts?: number;
};

/** Queues a job unless one with the same kind and key exists (whatever its status); returns the job and whether it is new. */
export async function enqueueJob(db: JobDatabase, options: EnqueueOptions): Promise<{ job: Job; created: boolean }> {
  const [created] = await db
    .insert(jobs)
    .values({
      kind: options.kind,
      key: options.key,
      payload: options.payload ?? {},
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning();
  if (created) return { job: created, created: true };
  const [existing] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, options.kind), eq(jobs.key, options.key)));
  if (!existing) throw new Error(`The job ${options.kind}/${options.key} was neither inserted nor found`);
  return { job: existing, created: false };
}

export type ClaimOptions = {
  /** Who claims: stored in locked_by, and checked when the job is completed or failed. */
  worker: string;
  /** At most this many jobs. */
  limit: number;
  /** How long the claim holds before another worker may take the job over, in milliseconds. */
  leaseMs: number;
  /** Only jobs of these kinds (the ones this worker has handlers for); all kinds when absent. */
  kinds?: readonly string[];
};

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000}::double precision)`;

/**
 * Claims due jobs for one worker: queued jobs whose run_at has passed and running jobs whose lease
 * has expired, oldest first. The rows are selected `FOR UPDATE SKIP LOCKED` inside a transaction
 * and marked running in it, so two workers claiming at once never get the same job and never wait
 * for each other. Each claim counts as an attempt.
 */
export async function claimDueJobs(db: JobDatabase, options: ClaimOptions): Promise<ClaimedJob[]> {
  if (options.limit < 1) return [];
  if (options.kinds && options.kinds.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id, status: jobs.status, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts })
      .from(jobs)
      .where(
        and(
          options.kinds ? inArray(jobs.kind, [...options.kinds]) : undefined,
          or(and(eq(jobs.status, "queued"), lte(jobs.runAt, sql`now()`)), and(eq(jobs.status, "running"), lt(jobs.lockedUntil, sql`now()`))),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(options.limit)
      .for("update", { skipLocked: true });

    // A lease that ran out on the last attempt: the job is failed, not tried again.
    const exhausted = due.filter((j) => j.status === "running" && j.attempts >= j.maxAttempts).map((j) => j.id);
    if (exhausted.length > 0) {
      await tx
        .update(jobs)
        .set({
          status: "failed",
          finishedAt: sql`now()`,
          lockedBy: null,
          lockedUntil: null,
          lastError: sql`coalesce(${jobs.lastError} || '; ', '') || 'the worker''s lease expired on the last attempt'`,
        })
        .where(inArray(jobs.id, exhausted));
    }
    const ids = due.filter((j) => !exhausted.includes(j.id)).map((j) => j.id);
    if (ids.length === 0) return [];
    const claimed = await tx
      .update(jobs)
      .set({ status: "running", attempts: sql`${jobs.attempts} + 1`, lockedBy: options.worker, lockedUntil: sql`now() + ${seconds(options.leaseMs)}` })
      .where(inArray(jobs.id, ids))
      .returning();
    return (claimed as ClaimedJob[]).sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  });
}

/** The claim still holds: the job is running, under this worker, on this attempt. */
const stillClaimed = (job: ClaimedJob) =>
  and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.lockedBy, job.lockedBy), eq(jobs.attempts, job.attempts));

/**
 * Marks a claimed job done, if the claim still holds (false: another worker took it over after
 * the lease). Called inside the transaction that does the job's work, so the work and "done" are
 * committed together or not at all, and the row stays locked against other claims until then.
 */
export async function completeJob(db: JobDatabase, job: ClaimedJob): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ status: "done", finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
    .where(stillClaimed(job))
    .returning({ id: jobs.id });
  return updated.length === 1;
}

export type Backoff = { baseMs: number; maxMs: number };
/** 10 s after the first failure, doubling, at most an hour. */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, maxMs: 3_600_000 };

/** The wait before the next attempt after `attempts` failed ones: base × 2^(attempts − 1), capped. */
export function retryDelayMs(attempts: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));
}

const MAX_ERROR_LENGTH = 2_000;

/**
 * Records a failed attempt of a claimed job: queued again after the back-off, or failed for good
 * once max_attempts is used. "lost": the claim no longer held, nothing was changed.
 */
export async function failJob(db: JobDatabase, job: ClaimedJob, error: unknown, backoff: Backoff = DEFAULT_BACKOFF): Promise<"retry" | "failed" | "lost"> {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, MAX_ERROR_LENGTH);
  const last = job.attempts >= job.maxAttempts;
  const updated = await db
    .update(jobs)
    .set(
      last
        ? { status: "failed", lastError: message, finishedAt: sql`now()`, lockedBy: null, lockedUntil: null }
        : { status: "queued", lastError: message, runAt: sql`now() + ${seconds(retryDelayMs(job.attempts, backoff))}`, lockedBy: null, lockedUntil: null },
    )
    .where(stillClaimed(job))
    .returning({ id: jobs.id });
  if (updated.length === 0) return "lost";
  return last ? "failed" : "retry";
}

/**
 * Moves a queued job's run_at (e.g. an order submitted before its countdown ends). False when the
 * job is not queued any more (running or done): nothing changed.
 */
export async function rescheduleJob(db: JobDatabase, kind: string, key: string, runAt: Date): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ runAt })
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key), eq(jobs.status, "queued")))
    .returning({ id: jobs.id });
  return updated.length === 1;
}
