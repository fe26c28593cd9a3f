import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const TEST_SESSION_SECRET = "e2e-session-secret-0123456789abcdef";
export const TEST_INVESTOR_DATA_KEY = "e2e-investor-data-key-0123456789abcdef";

// A test that times out never reaches its `finally`: servers it started end with its worker.
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  baseUrl: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM, wait for exit; returns the exit code. */
  stop: () => Promise<number | null>;
};

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Node's options in `npm start` (source maps, the young generation's size): the tests run the server as it does. */
const START_OPTIONS = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith("--"));

/** The compiled server as `npm start` runs it; a TypeScript tool (scripts/seed-demo.ts) through tsx. */
function nodeArguments(entry: string): string[] {
  return entry.endsWith(".ts") ? ["--import", "tsx", entry] : [...START_OPTIONS, entry];
}

/**
 * Starts the compiled production server (`build/server.js`, as `npm start` runs it; the e2e global
 * setup builds it when stale) on a free port with a fresh PGlite directory, unless `env` names another
 * database or upstream. Resolves once /healthz answers. `build/api-standalone.js` is the API alone.
 */
export async function startServer(
  env: Record<string, string> = {},
  { entry = "build/server.js", portVariable = "PORT", healthPath = "/healthz", seedDemo = false } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "enplus-e2e-"));
  if (seedDemo) {
    // `npm run seed:demo` on the same database, before the server holds it.
    const seeded = await runToExit({ PGLITE_DIR: path.join(dataDir, "pg"), ...env }, "scripts/seed-demo.ts");
    if (seeded.code !== 0) throw new Error(`seed:demo failed:\n${seeded.output}`);
  }
  let output = "";
  const child = spawn(process.execPath, nodeArguments(entry), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      [portVariable]: String(port),
      PGLITE_DIR: path.join(dataDir, "pg"),
      SESSION_SECRET: TEST_SESSION_SECRET,
      INVESTOR_DATA_KEY: TEST_INVESTOR_DATA_KEY,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    const healthy = await fetch(`${baseUrl}${healthPath}`).then((r) => r.ok, () => false);
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Runs an entry point to its exit and returns its code and output (for start-up failures). */
export function runToExit(env: Record<string, string>, entry = "build/server.js"): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(process.execPath, nodeArguments(entry), {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: "warn", INVESTOR_DATA_KEY: TEST_INVESTOR_DATA_KEY, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => resolve({ code, output }));
  });
}
