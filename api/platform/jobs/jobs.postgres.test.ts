import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayDatabase, silentLogger } from "../../../tests/support/test-database";
import { openDatabase, type DatabaseHandle } from "../../db/connection";
import { claimDueJobs, enqueueJob, startJobRunner, type JobHandler } from ".";

// Exactly once across instances: two runners, each with its own connection pool (as two servers
// on one PostgreSQL would have), drain the same queue. Needs a PostgreSQL server: runs under
// `npm run test:pg` (scripts/with-postgres.sh sets TEST_DATABASE_URL), skipped without one.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("jobs on PostgreSQL with two instances", () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await first.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await createThrowawayDatabase(serverUrl!, "enplus_jobs");
    [first, second] = await Promise.all([openDatabase({ databaseUrl: database.url }), openDatabase({ databaseUrl: database.url })]);
    await first.db.execute(sql`create table job_runs (job_key text primary key, runs integer not null, worker text not null)`);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  /** The handler counts its runs in the same transaction that marks the job done. */
  const countRun =
    (worker: string): JobHandler =>
    async ({ job, tx }) => {
      await sleep(2); // long enough for the two runners to interleave
      await tx.execute(
        sql`insert into job_runs (job_key, runs, worker) values (${job.key}, 1, ${worker}) on conflict (job_key) do update set runs = job_runs.runs + 1`,
      );
    };

  const waitUntilDone = async (kind: string, count: number) => {
    for (let waited = 0; waited < 60_000; waited += 25) {
      const [row] = await rows<{ n: string }>(sql`select count(*) as n from jobs where kind = ${kind} and status = 'done'`);
      if (Number(row!.n) === count) return;
      await sleep(25);
    }
    throw new Error(`the ${kind} jobs did not finish`);
  };

  it("runs each of 200 due jobs exactly once", async () => {
    for (let i = 0; i < 200; i += 1) await enqueueJob(first.db, { kind: "count", key: `job-${i}`, payload: { i } });
    const runners = [
      startJobRunner({ db: first.db, logger: silentLogger, worker: "instance-a", pollMs: 10, limit: 5, handlers: { count: countRun("instance-a") } }),
      startJobRunner({ db: second.db, logger: silentLogger, worker: "instance-b", pollMs: 10, limit: 5, handlers: { count: countRun("instance-b") } }),
    ];
    await waitUntilDone("count", 200);
    await Promise.all(runners.map((r) => r.stop()));

    const runs = await rows<{ job_key: string; runs: number; worker: string }>(sql`select job_key, runs, worker from job_runs where job_key like 'job-%'`);
    expect(runs).toHaveLength(200);
    expect(runs.every((r) => r.runs === 1)).toBe(true);
    const byWorker = new Map<string, number>();
    for (const r of runs) byWorker.set(r.worker, (byWorker.get(r.worker) ?? 0) + 1);
    expect([...byWorker.keys()].sort()).toEqual(["instance-a", "instance-b"]); // both took part
    const jobs = await rows<{ status: string; attempts: number }>(sql`select status, attempts from jobs where kind = 'count'`);
    expect(jobs.every((j) => j.status === "done" && j.attempts === 1)).toBe(true);
  });

  it("claims disjoint jobs when both instances claim at the same moment", async () => {
    for (let i = 0; i < 50; i += 1) await enqueueJob(first.db, { kind: "race", key: `race-${i}` });
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, n) => claimDueJobs(n % 2 ? first.db : second.db, { worker: `w${n}`, limit: 7, leaseMs: 60_000, kinds: ["race"] })),
    );
    const ids = claims.flat().map((j) => j.id);
    expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(50);
  });

  it("settles exactly once when an instance dies mid-job: its writes roll back and the other instance runs it", async () => {
    await enqueueJob(first.db, { kind: "settle", key: "transfer-7" });
    // A third instance claims the job with a short lease, begins the job's transaction, writes
    // half of its work, and its connection is cut before the commit.
    await claimDueJobs(first.db, { worker: "doomed", limit: 1, leaseMs: 300, kinds: ["settle"] });
    const doomed = new pg.Client({ connectionString: database.url });
    await doomed.connect();
    doomed.on("error", () => {});
    await doomed.query("begin");
    await doomed.query("update jobs set status = 'done' where kind = 'settle' and locked_by = 'doomed'");
    await doomed.query("insert into job_runs (job_key, runs, worker) values ('transfer-7', 1, 'doomed')");
    const pid = (await doomed.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;

    // While that transaction holds the row, the lease expires, and the others cannot take the job.
    const survivor = startJobRunner({ db: second.db, logger: silentLogger, worker: "survivor", pollMs: 20, handlers: { settle: countRun("survivor") } });
    await sleep(500);
    expect(await rows(sql`select 1 from job_runs where job_key = 'transfer-7'`)).toEqual([]);

    // The process dies: PostgreSQL rolls its transaction back and the survivor settles the transfer.
    await first.db.execute(sql`select pg_terminate_backend(${pid})`);
    await waitUntilDone("settle", 1);
    await survivor.stop();
    await doomed.end().catch(() => {});
    expect(await rows(sql`select job_key, runs, worker from job_runs where job_key = 'transfer-7'`)).toEqual([{ job_key: "transfer-7", runs: 1, worker: "survivor" }]);
    expect(await rows(sql`select status, attempts, locked_by from jobs where kind = 'settle'`)).toEqual([{ status: "done", attempts: 2, locked_by: null }]);
  });
});
