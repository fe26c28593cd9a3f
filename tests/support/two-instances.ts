import { test } from "./fixtures";
import { startServer, type RunningServer } from "./server";
import { createThrowawayDatabase } from "./test-database";

// The scale-out tests' rig (issues "Investor accounts for real" §7 and "Trading" §3): two real
// servers over one PostgreSQL database of their own, so every job and entry the test counts is its.

export type TwoInstances = { database: { url: string; drop: () => Promise<void> }; a: RunningServer; b: RunningServer };

/**
 * Starts two instances of the compiled server over a throwaway database named after `prefix` before
 * the describe's tests, and stops them and drops it after. They run one at a time: both would run
 * the migrations at once otherwise. Each member comes from an address of its own (X-Client-Ip, so
 * the sign-in limit is theirs), and "job done" log lines name the job each instance ran. Read the
 * returned object's fields inside the tests: they are set once the hook has run.
 */
export function twoInstancesOverOnePostgres(prefix: string, env: Record<string, string>, { startTimeout }: { startTimeout: number }): TwoInstances {
  const rig = {} as TwoInstances;
  test.beforeAll(async () => {
    test.setTimeout(startTimeout);
    rig.database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, prefix);
    const serverEnv = { DATABASE_URL: rig.database.url, SMTP_URL: process.env.E2E_SMTP_URL!, TRUST_PROXY: "loopback", LOG_LEVEL: "info", ...env };
    rig.a = await startServer(serverEnv);
    rig.b = await startServer(serverEnv);
  });
  test.afterAll(async () => {
    await Promise.all([rig.a?.stop(), rig.b?.stop()]);
    await rig.database?.drop();
  });
  return rig;
}

/** The ids of the jobs of `kind` that `server` ran, from its "job done" log lines. */
export function jobsDoneBy(server: RunningServer, kind: string): number[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes('"job done"') && line.includes(`"${kind}"`))
    .map((line) => (JSON.parse(line) as { job: number }).job);
}
