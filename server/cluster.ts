import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import type { Config } from "./config";

// WEB_CONCURRENCY (docs/decisions/024): one Node process renders pages on one core, so on a machine
// with more, the server can run as a primary that forks that many workers, each the whole server
// as with one process (its own database pool, job runners and page cache) on the same port; the
// primary hands the connections out in turn and itself opens no database and serves nothing.
// Everything that must hold across processes already lives in the database (as for several
// instances: docs/architecture.md §9), so the workers need nothing from each other. PGlite is a
// database inside the process, with one owner, so on PGlite the server stays one process.

/** How long the primary waits, after a shutdown signal, for its workers to finish and exit. */
const STOP_WAIT_MS = 20_000;
/** A worker that lived at least this long before dying is replaced after the shortest wait. */
const HEALTHY_LIFE_MS = 30_000;
const FIRST_RESPAWN_DELAY_MS = 1000;
const MAX_RESPAWN_DELAY_MS = 30_000;

/** How many server processes the settings give, and the warning to log when fewer than asked. */
export function serverProcesses(config: Pick<Config, "WEB_CONCURRENCY" | "DATABASE_URL" | "UPSTREAM_API_URL">): { processes: number; warning: string | null } {
  if (config.WEB_CONCURRENCY <= 1 || config.DATABASE_URL || config.UPSTREAM_API_URL) return { processes: config.WEB_CONCURRENCY, warning: null };
  return {
    processes: 1,
    warning: `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} ignored: PGlite is a database inside this process and has one owner, so the server runs as one process (set DATABASE_URL to run several)`,
  };
}

/**
 * The wait before replacing a worker that died: 1 s, doubled for each worker in a row that died
 * young (within 30 s of its start), up to 30 s; a crash on every request is not a tight loop.
 */
export function respawnDelay(youngDeathsInARow: number): number {
  return Math.min(FIRST_RESPAWN_DELAY_MS * 2 ** Math.max(0, youngDeathsInARow - 1), MAX_RESPAWN_DELAY_MS);
}

/** In a worker, every log line names the process that wrote it. */
export function processLogger(logger: Logger): Logger {
  return cluster.isWorker ? logger.child({ pid: process.pid }) : logger;
}

/**
 * Resolves at once when this process is to serve (one process, or a worker). When the settings ask
 * for several processes, this one becomes their primary instead and the promise never settles: the
 * primary exits when its workers have.
 */
export function serveOrForkWorkers(config: Config, logger: Logger): Promise<void> {
  if (cluster.isWorker) return Promise.resolve();
  const { processes, warning } = serverProcesses(config);
  if (warning) logger.warn(warning);
  if (processes <= 1) return Promise.resolve();
  runPrimary(processes, logger);
  return new Promise<void>(() => {});
}

function runPrimary(processes: number, logger: Logger) {
  const log = logger.child({ component: "cluster" });
  const live = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  const respawns = new Set<NodeJS.Timeout>();
  let youngDeaths = 0;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    live.add(worker);
    worker.once("listening", () => {
      listened.add(worker);
      log.info({ worker: worker.process.pid }, "server worker listening");
    });
    worker.once("exit", (code: number | null, signal: string | null) => {
      live.delete(worker);
      const pid = worker.process.pid;
      if (stopping) {
        // Stopped by the signal we sent is a stop; any other ending while draining is a failure.
        if (code !== 0 && signal !== "SIGTERM") exitCode = 1;
        if (live.size === 0) finish();
        return;
      }
      if (!listened.has(worker)) {
        // The port taken, the database unreachable, a bad build: another fork would fail the same way.
        log.fatal({ worker: pid, code, signal }, "a server worker exited before it started listening: stopping");
        stop(1);
        return;
      }
      youngDeaths = Date.now() - startedAt < HEALTHY_LIFE_MS ? youngDeaths + 1 : 1;
      const delay = respawnDelay(youngDeaths);
      log.error({ worker: pid, code, signal, replacedInMs: delay }, "a server worker exited unexpectedly: replacing it");
      const timer = setTimeout(() => {
        respawns.delete(timer);
        if (!stopping) fork();
      }, delay);
      respawns.add(timer);
    });
    return worker;
  };

  const finish = () => {
    log.info({ code: exitCode }, "server workers stopped");
    process.exit(exitCode);
  };

  // The workers drain on SIGTERM (server/shutdown.ts) and the primary waits for them: were it to
  // exit first, each worker would lose its connection to it and exit at once, cutting requests.
  // SIGTERM whichever signal came: a worker that got Ctrl-C's SIGINT from the terminal itself
  // would be killed by a second SIGINT, but a SIGTERM only confirms its stop.
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const timer of respawns) clearTimeout(timer);
    respawns.clear();
    if (live.size === 0) return finish();
    for (const worker of live) worker.process.kill("SIGTERM");
    setTimeout(() => {
      log.error({ workers: [...live].map((w) => w.process.pid) }, "server workers still running after the shutdown wait: killing them");
      for (const worker of live) worker.process.kill("SIGKILL");
      exitCode = 1;
    }, STOP_WAIT_MS).unref();
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      log.info({ signal }, "shutting down: stopping the server workers");
      stop(0);
    });
  }

  // The first worker migrates and seeds the database alone (migrations also take an advisory lock:
  // api/db/connection.ts); the others start once it listens and find both done.
  log.info({ workers: processes }, "starting server workers");
  fork().once("listening", () => {
    for (let i = 1; i < processes && !stopping; i++) fork();
  });
}
