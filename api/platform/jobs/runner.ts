import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { claimDueJobs, completeJob, DEFAULT_BACKOFF, failJob, type Backoff, type ClaimedJob, type JobDatabase } from "./queue";

// The job runner (docs/decisions/008-database-jobs-skip-locked.md): one loop per process that
// claims due jobs and runs their handlers.
//
// The guarantee, and what it asks of handlers:
// * A handler runs inside a transaction that also marks its job done (the job row is updated
//   first, so it stays locked against other claims until the commit). Whatever the handler writes
//   through `tx` is committed exactly once with "done", or rolled back with the failure.
// * A job is retried after a failure (back-off), and after a crash or hang once its lease expires,
//   so a handler may START more than once. Handlers must therefore be idempotent: write only
//   through `tx`, and check the state they change (e.g. "this transfer is still pending") rather
//   than assume it; anything outside the database (mail, a bank call) must be safe to repeat or be
//   keyed by the job so a repeat is recognised.
// * A handler must not use the outer database handle: on PGlite, with one connection, that would
//   wait for the transaction it is running in.

export type JobContext = {
  job: Pick<ClaimedJob, "id" | "kind" | "key" | "payload" | "attempts" | "maxAttempts">;
  /** The transaction that marks the job done: the handler's writes go through it. */
  tx: JobDatabase;
};
export type JobHandler = (context: JobContext) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

type RunnerLogger = Pick<Logger, "info" | "warn" | "error">;

export type RunOptions = {
  db: JobDatabase;
  handlers: JobHandlers;
  worker: string;
  logger?: RunnerLogger;
  /** Jobs claimed per pass, and run at once. Default 5. */
  limit?: number;
  /** How long a claim holds, in ms: longer than any handler takes. Default 60 s. */
  leaseMs?: number;
  backoff?: Backoff;
};

export type RunSummary = { claimed: number; done: number; retried: number; failed: number; lost: number };

class LeaseLostError extends Error {
  override name = "LeaseLostError";
}

/** One pass: claims up to `limit` due jobs of the kinds it has handlers for and runs them. */
export async function runDueJobs(options: RunOptions): Promise<RunSummary> {
  const { db, handlers, worker, logger, limit = 5, leaseMs = 60_000, backoff = DEFAULT_BACKOFF } = options;
  const claimed = await claimDueJobs(db, { worker, limit, leaseMs, kinds: Object.keys(handlers) });
  const summary: RunSummary = { claimed: claimed.length, done: 0, retried: 0, failed: 0, lost: 0 };
  await Promise.all(
    claimed.map(async (job) => {
      const handler = handlers[job.kind]!;
      const started = Date.now();
      try {
        await db.transaction(async (tx) => {
          if (!(await completeJob(tx, job))) throw new LeaseLostError(`job ${job.id} was taken over after its lease`);
          await handler({ job, tx });
        });
        summary.done += 1;
        logger?.info({ job: job.id, kind: job.kind, attempt: job.attempts, ms: Date.now() - started }, "job done");
      } catch (error) {
        if (error instanceof LeaseLostError) {
          summary.lost += 1;
          logger?.warn({ job: job.id, kind: job.kind, attempt: job.attempts }, "job lease lost; another worker runs it");
          return;
        }
        const outcome = await failJob(db, job, error, backoff).catch((failure: unknown) => {
          logger?.error({ job: job.id, kind: job.kind, err: failure }, "could not record a job's failure; its lease will expire");
          return "lost" as const;
        });
        if (outcome === "retry") summary.retried += 1;
        else if (outcome === "failed") summary.failed += 1;
        else summary.lost += 1;
        logger?.[outcome === "failed" ? "error" : "warn"]({ job: job.id, kind: job.kind, attempt: job.attempts, outcome, err: error }, "job failed");
      }
    }),
  );
  return summary;
}

export type JobRunner = {
  worker: string;
  /** Stops claiming, and resolves once the jobs in flight have finished. */
  stop(): Promise<void>;
};

export type StartOptions = Omit<RunOptions, "worker"> & {
  logger: RunnerLogger;
  /** The pause between passes when nothing was due, in ms. Default 1000. */
  pollMs?: number;
  /** A name for this worker, unique across instances; host, pid and a random part by default. */
  worker?: string;
};

export const defaultWorkerId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Starts the loop: a pass right away, then after `pollMs` (or at once when a pass claimed a full
 * batch, to drain a backlog). A failing pass (database unreachable) is logged and retried.
 */
export function startJobRunner(options: StartOptions): JobRunner {
  const worker = options.worker ?? defaultWorkerId();
  const pollMs = options.pollMs ?? 1_000;
  const limit = options.limit ?? 5;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const schedule = (ms: number) => {
    timer = setTimeout(pass, ms);
    timer.unref();
  };
  function pass() {
    timer = undefined;
    if (stopping) return;
    inFlight = runDueJobs({ ...options, worker, limit })
      .then((summary) => (stopping ? undefined : schedule(summary.claimed >= limit ? 0 : pollMs)))
      .catch((error: unknown) => {
        options.logger.error({ worker, err: error }, "job runner pass failed");
        if (!stopping) schedule(pollMs);
      });
  }
  schedule(0);
  options.logger.info({ worker, kinds: Object.keys(options.handlers), pollMs }, "job runner started");

  return {
    worker,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await inFlight;
      options.logger.info({ worker }, "job runner stopped");
    },
  };
}
