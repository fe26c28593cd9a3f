// Start-up time and idle memory of server commands, median of N runs (3 unless --runs says).
//   npx tsx scripts/bench/startup.ts -- node --enable-source-maps build/server.js
//   npx tsx scripts/bench/startup.ts --runs 5 -- node_modules/.bin/tsx server.ts -- node build/server.js
// Several commands (each after its own "--") take turns run by run, so a machine busy with other
// work disturbs them alike.
// Each run: a fresh PGlite directory; the time from spawning the command to the first 200 from
// /healthz (migrations and seeding included) and the memory 2 s later; SIGTERM; then a second
// start on the same (now migrated) directory, timed the same way, its memory 2 s later and again
// after 200 sequential GET /. Memory is the resident set of the whole process tree (a CLI wrapper and
// its child count together) and, apart, of its largest process (the one serving).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, TEST_INVESTOR_DATA_KEY, TEST_SESSION_SECRET } from "../../tests/support/server";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const commands: string[][] = [];
for (const arg of args.slice(args.indexOf("--"))) {
  if (arg === "--") commands.push([]);
  else commands.at(-1)?.push(arg);
}
if (!args.includes("--") || commands.some((command) => command.length === 0) || !(runs >= 1)) {
  console.error("usage: startup.ts [--runs N] -- command [args…] [-- command [args…]]…");
  process.exit(2);
}

function parentOf(pid: number): number | null {
  try {
    // "pid (comm) state ppid …": comm may hold spaces, so read after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The resident set of `root` and all its descendants, and of the largest single process, in MB. */
function treeRss(root: number): { tree: number; largest: number } {
  const pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name)).map(Number);
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const pid of pids) {
      const parent = parentOf(pid);
      if (!tree.has(pid) && parent !== null && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  const sizes = [...tree].map(rssKb);
  return { tree: Math.round(sizes.reduce((a, b) => a + b, 0) / 1024), largest: Math.round(Math.max(...sizes) / 1024) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startOnce([command, ...commandArgs]: string[], dataDir: string) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(command!, commandArgs, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PGLITE_DIR: dataDir,
      SESSION_SECRET: TEST_SESSION_SECRET,
      INVESTOR_DATA_KEY: TEST_INVESTOR_DATA_KEY,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error("no answer from /healthz in 120 s");
    if (await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false)) break;
    await sleep(10);
  }
  const healthyMs = performance.now() - started;
  return {
    healthyMs,
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
type Memory = { tree: number; largest: number };
type Result = { freshMs: number; freshIdle: Memory; restartMs: number; idle: Memory; after: Memory };

async function measure(command: string[]): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "enplus-startup-"));
  try {
    const first = await startOnce(command, path.join(dataDir, "pg"));
    await sleep(2000);
    const freshIdle = treeRss(first.pid);
    await first.stop();
    const second = await startOnce(command, path.join(dataDir, "pg"));
    await sleep(2000);
    const idle = treeRss(second.pid);
    for (let i = 0; i < 200; i++) {
      const response = await fetch(`${second.baseUrl}/`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET / answered ${response.status}`);
    }
    await sleep(1000);
    const after = treeRss(second.pid);
    await second.stop();
    return { freshMs: Math.round(first.healthyMs), freshIdle, restartMs: Math.round(second.healthyMs), idle, after };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = commands.map(() => [] as Result[]);
for (let run = 1; run <= runs; run++) {
  for (const [index, command] of commands.entries()) {
    const result = await measure(command);
    results[index]!.push(result);
    console.log(`run ${run}, ${command.join(" ")}: ${JSON.stringify(result)}`);
  }
}

const memory = (list: Result[], pick: (r: Result) => Memory) =>
  `${median(list.map((r) => pick(r).tree))} MB (largest process ${median(list.map((r) => pick(r).largest))} MB)`;
for (const [index, command] of commands.entries()) {
  const list = results[index]!;
  console.log(
    [
      `${command.join(" ")}: median of ${runs} runs`,
      `  start to first /healthz, fresh data: ${median(list.map((r) => r.freshMs))} ms; existing data: ${median(list.map((r) => r.restartMs))} ms`,
      `  RSS 2 s after a fresh start (migrations and seeding just done): ${memory(list, (r) => r.freshIdle)}`,
      `  RSS 2 s after a start on existing data: ${memory(list, (r) => r.idle)}`,
      `  RSS after 200 × GET / (that start): ${memory(list, (r) => r.after)}`,
    ].join("\n"),
  );
}
