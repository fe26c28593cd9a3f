import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, silentLogger } from "../../../tests/support/test-database";
import { jobs } from "../../db/schema/jobs";
import { claimDueJobs, completeJob, enqueueJob, failJob, retryDelayMs, runDueJobs, startJobRunner, type JobHandlers } from ".";

// The job queue on the test database: in-memory PGlite by default, PostgreSQL under
// `npm run test:pg`. The two-instance exactly-once test is in jobs.postgres.test.ts.

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
const db = () => handle.db;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
const jobRow = async (id: number) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** Seconds from the database's now() to a time. */
const secondsFromNow = async (time: Date) =>
  Number((await rows<{ s: string | number }>(sql`select extract(epoch from (${time.toISOString()}::timestamptz - now())) as s`))[0]!.s);

beforeAll(async () => {
  handle = await openTestDatabase();
  await db().execute(sql`create table job_effects (job_key text primary key, runs integer not null)`);
});
afterAll(async () => handle?.close());
beforeEach(async () => {
  await db().execute(sql`delete from jobs`);
  await db().execute(sql`delete from job_effects`);
});

const countEffect = (key: string): JobHandlers[string] => async ({ tx }) => {
  await tx.execute(sql`insert into job_effects (job_key, runs) values (${key}, 1) on conflict (job_key) do update set runs = job_effects.runs + 1`);
};

describe("enqueueing", () => {
  it("makes one job per kind and key, however often it is asked", async () => {
    const first = await enqueueJob(db(), { kind: "transfer.settle", key: "transfer-1", payload: { transferId: 1 } });
    const second = await enqueueJob(db(), { kind: "transfer.settle", key: "transfer-1", payload: { transferId: 999 } });
    expect(first.created).toBe(true);
    expect(second).toEqual({ job: first.job, created: false });
    expect(first.job).toMatchObject({ kind: "transfer.settle", key: "transfer-1", payload: { transferId: 1 }, status: "queued", attempts: 0, maxAttempts: 5 });
    const other = await enqueueJob(db(), { kind: "transfer.fail", key: "transfer-1" });
    expect(other.created).toBe(true);
    expect(await db().select().from(jobs)).toHaveLength(2);
  });

  it("makes one job when two enqueue at once", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => enqueueJob(db(), { kind: "daily.prices", key: "2026-11-23" })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.job.id)).size).toBe(1);
  });
});

describe("claiming and completing", () => {
  it("claims a due job once, and completes it", async () => {
    const { job } = await enqueueJob(db(), { kind: "k", key: "a" });
    const [claimed, ...rest] = await claimDueJobs(db(), { worker: "w1", limit: 10, leaseMs: 60_000 });
    expect(rest).toEqual([]);
    expect(claimed).toMatchObject({ id: job.id, status: "running", attempts: 1, lockedBy: "w1" });
    expect(await secondsFromNow(claimed!.lockedUntil!)).toBeGreaterThan(55);
    expect(await claimDueJobs(db(), { worker: "w2", limit: 10, leaseMs: 60_000 })).toEqual([]);

    expect(await completeJob(db(), claimed!)).toBe(true);
    expect(await jobRow(job.id)).toMatchObject({ status: "done", lockedBy: null, lockedUntil: null, attempts: 1 });
    expect((await jobRow(job.id)).finishedAt).toBeInstanceOf(Date);
    expect(await completeJob(db(), claimed!)).toBe(false); // once only
    expect(await claimDueJobs(db(), { worker: "w2", limit: 10, leaseMs: 60_000 })).toEqual([]);
  });

  it("claims the oldest due jobs first, up to the limit, of the kinds asked, and not before run_at", async () => {
    const later = new Date(Date.now() + 3_600_000);
    const a = (await enqueueJob(db(), { kind: "k", key: "a", runAt: new Date(Date.now() - 3_000) })).job;
    const b = (await enqueueJob(db(), { kind: "k", key: "b", runAt: new Date(Date.now() - 2_000) })).job;
    await enqueueJob(db(), { kind: "k", key: "c", runAt: new Date(Date.now() - 1_000) });
    await enqueueJob(db(), { kind: "k", key: "future", runAt: later });
    await enqueueJob(db(), { kind: "other", key: "x", runAt: new Date(Date.now() - 9_000) });
    const claimed = await claimDueJobs(db(), { worker: "w", limit: 2, leaseMs: 60_000, kinds: ["k"] });
    expect(claimed.map((j) => j.id)).toEqual([a.id, b.id]);
    expect((await claimDueJobs(db(), { worker: "w", limit: 10, leaseMs: 60_000, kinds: ["k"] })).map((j) => j.key)).toEqual(["c"]);
    expect(await claimDueJobs(db(), { worker: "w", limit: 10, leaseMs: 60_000, kinds: [] })).toEqual([]);
    expect((await claimDueJobs(db(), { worker: "w", limit: 10, leaseMs: 60_000 })).map((j) => j.key)).toEqual(["x"]);
  });
});

describe("failures", () => {
  it("retries a failed job after a growing back-off, then leaves it failed", async () => {
    const { job } = await enqueueJob(db(), { kind: "flaky", key: "1", maxAttempts: 3 });
    const backoff = { baseMs: 60_000, maxMs: 3_600_000 };
    const handlers: JobHandlers = {
      flaky: async ({ tx }) => {
        await countEffect("flaky")({ tx, job } as never);
        throw new Error("the bank did not answer");
      },
    };
    const dueNow = () => db().update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, job.id)); // as if the back-off had passed

    expect(await runDueJobs({ db: db(), handlers, worker: "w", backoff })).toMatchObject({ claimed: 1, retried: 1 });
    let row = await jobRow(job.id);
    expect(row).toMatchObject({ status: "queued", attempts: 1, lockedBy: null, lastError: "Error: the bank did not answer" });
    expect(await secondsFromNow(row.runAt)).toBeGreaterThan(55); // 60 s after the first failure
    expect(await runDueJobs({ db: db(), handlers, worker: "w", backoff })).toMatchObject({ claimed: 0 }); // not yet due

    await dueNow();
    expect(await runDueJobs({ db: db(), handlers, worker: "w", backoff })).toMatchObject({ claimed: 1, retried: 1 });
    row = await jobRow(job.id);
    expect(row).toMatchObject({ status: "queued", attempts: 2 });
    expect(await secondsFromNow(row.runAt)).toBeGreaterThan(115); // 120 s after the second

    await dueNow();
    expect(await runDueJobs({ db: db(), handlers, worker: "w", backoff })).toMatchObject({ claimed: 1, failed: 1 });
    row = await jobRow(job.id);
    expect(row).toMatchObject({ status: "failed", attempts: 3, lockedBy: null });
    expect(row.finishedAt).toBeInstanceOf(Date);
    await dueNow();
    expect(await runDueJobs({ db: db(), handlers, worker: "w", backoff })).toMatchObject({ claimed: 0 });
    // Each failed attempt's writes were rolled back with it.
    expect(await rows(sql`select * from job_effects`)).toEqual([]);
  });

  it("doubles the delay from the base up to the cap", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
    expect(retryDelayMs(3, { baseMs: 100, maxMs: 250 })).toBe(250);
  });

  it("does not let a worker fail a job it no longer holds", async () => {
    await enqueueJob(db(), { kind: "k", key: "a" });
    const [claimed] = await claimDueJobs(db(), { worker: "w1", limit: 1, leaseMs: 60_000 });
    expect(await failJob(db(), { ...claimed!, lockedBy: "someone-else" }, new Error("x"))).toBe("lost");
    expect(await failJob(db(), claimed!, new Error("x"))).toBe("retry");
  });
});

describe("a worker that crashes", () => {
  it("loses its job to another worker once the lease expires, and cannot complete it after", async () => {
    const { job } = await enqueueJob(db(), { kind: "k", key: "a", maxAttempts: 2 });
    const [crashed] = await claimDueJobs(db(), { worker: "w1", limit: 1, leaseMs: 100 });
    expect(await claimDueJobs(db(), { worker: "w2", limit: 1, leaseMs: 100 })).toEqual([]); // the lease holds
    await sleep(250);
    const [retaken] = await claimDueJobs(db(), { worker: "w2", limit: 1, leaseMs: 60_000 });
    expect(retaken).toMatchObject({ id: job.id, attempts: 2, lockedBy: "w2" });
    expect(await completeJob(db(), crashed!)).toBe(false); // the first worker comes back too late
    expect(await completeJob(db(), retaken!)).toBe(true);
  });

  it("fails a job whose last attempt's lease expired", async () => {
    const { job } = await enqueueJob(db(), { kind: "k", key: "a", maxAttempts: 1 });
    await claimDueJobs(db(), { worker: "w1", limit: 1, leaseMs: 50 });
    await sleep(200);
    expect(await claimDueJobs(db(), { worker: "w2", limit: 1, leaseMs: 60_000 })).toEqual([]);
    expect(await jobRow(job.id)).toMatchObject({ status: "failed", attempts: 1, lastError: "the worker's lease expired on the last attempt" });
  });

  it("runs a job again once the lease of a worker that died holding it expires", async () => {
    await enqueueJob(db(), { kind: "settle", key: "t1" });
    // A worker claims the job and dies before running it.
    await claimDueJobs(db(), { worker: "dead", limit: 1, leaseMs: 100 });
    await sleep(250);
    expect(await runDueJobs({ db: db(), handlers: { settle: countEffect("t1") }, worker: "alive" })).toMatchObject({ claimed: 1, done: 1 });
    expect(await rows(sql`select job_key, runs from job_effects`)).toEqual([{ job_key: "t1", runs: 1 }]);
  });
});

describe("the runner", () => {
  it("commits a handler's writes with the job's completion", async () => {
    const enqueued = await Promise.all(["a", "b", "c"].map((key) => enqueueJob(db(), { kind: "count", key })));
    const summary = await runDueJobs({ db: db(), handlers: { count: async (ctx) => countEffect(ctx.job.key)(ctx) }, worker: "w", logger: silentLogger });
    expect(summary).toEqual({ claimed: 3, done: 3, retried: 0, failed: 0, lost: 0 });
    expect((await rows<{ runs: number }>(sql`select runs from job_effects order by job_key`)).map((r) => r.runs)).toEqual([1, 1, 1]);
    for (const { job } of enqueued) expect((await jobRow(job.id)).status).toBe("done");
  });

  it("runs due jobs in the background, leaves kinds it has no handler for, and waits for work in flight when stopped", async () => {
    await enqueueJob(db(), { kind: "slow", key: "1" });
    await enqueueJob(db(), { kind: "not-mine", key: "1" });
    let started = 0;
    let finished = 0;
    const runner = startJobRunner({
      db: db(),
      logger: silentLogger,
      pollMs: 20,
      worker: "bg",
      handlers: {
        slow: async ({ tx }) => {
          started += 1;
          await sleep(300);
          await tx.execute(sql`insert into job_effects (job_key, runs) values ('slow', 1)`);
          finished += 1;
        },
      },
    });
    while (started === 0) await sleep(10);
    await runner.stop(); // while the handler sleeps
    expect(finished).toBe(1);
    expect(await rows(sql`select job_key from job_effects`)).toEqual([{ job_key: "slow" }]);
    const statuses = await db().select({ kind: jobs.kind, status: jobs.status }).from(jobs).orderBy(jobs.kind);
    expect(statuses).toEqual([
      { kind: "not-mine", status: "queued" },
      { kind: "slow", status: "done" },
    ]);
  });

  it("drains a backlog in passes of at most the limit", async () => {
    for (let i = 0; i < 23; i += 1) await enqueueJob(db(), { kind: "count", key: `k${i}` });
    const runner = startJobRunner({ db: db(), logger: silentLogger, pollMs: 20, limit: 5, handlers: { count: async (ctx) => countEffect(ctx.job.key)(ctx) } });
    for (let waited = 0; waited < 10_000; waited += 20) {
      const [done] = await rows<{ n: number | string }>(sql`select count(*) as n from jobs where status = 'done'`);
      if (Number(done!.n) === 23) break;
      await sleep(20);
    }
    await runner.stop();
    expect((await rows<{ runs: number }>(sql`select runs from job_effects`)).map((r) => r.runs)).toEqual(Array(23).fill(1));
  });
});
