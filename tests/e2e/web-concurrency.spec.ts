import { execFileSync } from "node:child_process";
import http from "node:http";
import { createServer, type Server } from "node:net";
import { newMember, registerMember } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { freePort, runToExit, startServer, type RunningServer } from "../support/server";
import { createThrowawayDatabase } from "../support/test-database";

// WEB_CONCURRENCY (docs/decisions/024, server/cluster.ts): on PostgreSQL the server started as
// `npm start` starts it becomes a primary with that many worker processes on its one port; on PGlite
// it stays one process and says why. Which worker answered a request is read from the server's own
// log: every worker's lines carry its pid, and each request is logged under the id the test gives it.

/** The pids of a process's children. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync("ps", ["--ppid", String(pid), "-o", "pid="], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there is none
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One GET on a connection of its own (each new connection goes to the next worker in turn). */
function getOnNewConnection(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

/** The pid in the log line of the finished request with this id. */
async function pidThatServed(server: RunningServer, requestId: string): Promise<number> {
  let pid = 0;
  await expect
    .poll(() => {
      for (const line of server.output().split("\n")) {
        if (!line.includes(requestId)) continue;
        const entry = JSON.parse(line) as { pid?: number; req?: { id?: string }; res?: unknown };
        if (entry.req?.id === requestId && entry.res && entry.pid) pid = entry.pid;
      }
      return pid;
    })
    .toBeGreaterThan(0);
  return pid;
}

let sequence = 0;
/** GETs `path` on a new connection and says which worker answered. */
async function served(server: RunningServer, path: string, headers: Record<string, string> = {}) {
  const requestId = `web-concurrency-${process.pid}-${Date.now()}-${sequence++}`;
  const response = await getOnNewConnection(`${server.baseUrl}${path}`, { ...headers, "X-Request-Id": requestId });
  return { ...response, pid: await pidThatServed(server, requestId) };
}

test.describe("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "runs in the PostgreSQL pass (npm run test:e2e:pg)");
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let database: { url: string; drop: () => Promise<void> };
  let server: RunningServer;
  let workers: number[];
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A database of its own: the two workers' start finds it empty, to migrate and seed.
    database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, "enplus_workers_e2e");
    server = await startServer({
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: "2",
      SMTP_URL: process.env.E2E_SMTP_URL!,
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      LOG_LEVEL: "info",
    });
    // /healthz answers once the first worker listens; the second starts after it.
    await expect.poll(() => childrenOf(server.process.pid!).length, { timeout: 60_000 }).toBe(2);
    await expect.poll(() => server.output().match(/"server worker listening"/g)?.length ?? 0, { timeout: 60_000 }).toBe(2);
    workers = childrenOf(server.process.pid!);
  });
  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test("the port is answered by two worker processes in turn, and the primary serves nothing itself", async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const answer = await served(server, "/healthz");
      expect(answer.status).toBe(200);
      pids.add(answer.pid);
    }
    expect([...pids].sort()).toEqual([...workers].sort());
    expect(pids.has(server.process.pid!)).toBe(false);
    // A page too, not only the liveness probe.
    const page = await served(server, "/news");
    expect(page.status).toBe(200);
    expect(workers).toContain(page.pid);
  });

  test("a member signed in through one worker stays signed in on both", async ({ page, request }) => {
    const member = await registerMember(request, newMember(), server.baseUrl);
    await page.goto(`${server.baseUrl}/news?auth=sign-in`);
    const dialog = page.getByRole("dialog", { name: "Welcome back" });
    await dialog.getByLabel("Username / Email").fill(member.username);
    await dialog.getByLabel("Password", { exact: true }).fill(member.password);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("link", { name: /My World/ })).toBeVisible();

    const cookie = (await page.context().cookies(server.baseUrl)).map((c) => `${c.name}=${c.value}`).join("; ");
    expect(cookie).not.toBe("");
    const signedOut = await served(server, "/myworld/profile");
    expect(signedOut.status).not.toBe(200);

    const pids = new Set<number>();
    for (let i = 0; i < 4; i++) {
      const answer = await served(server, "/myworld/profile", { Cookie: cookie });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("tier-card");
      pids.add(answer.pid);
    }
    expect([...pids].sort()).toEqual([...workers].sort());
    // And in the browser, over its own connections, whichever worker they reach.
    expect((await page.goto(`${server.baseUrl}/myworld/profile`))?.status()).toBe(200);
    await expect(page.locator(".tier-card")).toBeVisible();
  });

  test("a worker that dies is replaced, and the port keeps answering meanwhile", async () => {
    const [victim, survivor] = workers as [number, number];
    process.kill(victim, "SIGKILL");
    await expect.poll(() => server.output().includes('"a server worker exited unexpectedly: replacing it"')).toBe(true);
    // Until its replacement listens (a second or more), the survivor answers every connection.
    expect((await served(server, "/healthz")).pid).toBe(survivor);
    await expect.poll(() => childrenOf(server.process.pid!).length, { timeout: 30_000 }).toBe(2);
    await expect.poll(() => server.output().match(/"server worker listening"/g)?.length ?? 0, { timeout: 30_000 }).toBe(3);
    workers = childrenOf(server.process.pid!);
    expect(workers).not.toContain(victim);
    const pids = new Set<number>();
    for (let i = 0; i < 4; i++) pids.add((await served(server, "/healthz")).pid);
    expect([...pids].sort()).toEqual([...workers].sort());
  });

  test("SIGTERM: the primary stops its workers and exits 0 with none left", async () => {
    expect(workers).toHaveLength(2);
    expect(await server.stop()).toBe(0);
    for (const pid of workers) expect(alive(pid)).toBe(false);
    expect(server.output().match(/"stopped"/g)?.length).toBe(2);
    expect(server.output()).toContain('"server workers stopped"');
  });

  test("a worker that cannot start (the port taken) stops the server with a failure, not a respawn loop", async () => {
    const port = await freePort();
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
    try {
      const started = Date.now();
      const result = await runToExit({ DATABASE_URL: database.url, WEB_CONCURRENCY: "2", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info" });
      expect(result.code).toBe(1);
      expect(result.output).toContain("EADDRINUSE");
      expect(result.output).toContain('"a server worker exited before it started listening: stopping"');
      expect(result.output.match(/"starting server workers"/g)?.length).toBe(1);
      expect(Date.now() - started).toBeLessThan(60_000);
    } finally {
      holder.close();
    }
  });
});

test("WEB_CONCURRENCY=2 on PGlite: one process, and a warning saying why", async () => {
  test.setTimeout(120_000);
  const server = await startServer({ WEB_CONCURRENCY: "2" });
  try {
    expect((await fetch(`${server.baseUrl}/news`)).status).toBe(200);
    expect(childrenOf(server.process.pid!)).toEqual([]);
    const warnings = server.output().split("\n").filter((line) => line.includes("WEB_CONCURRENCY"));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({
      level: 40,
      msg: "WEB_CONCURRENCY=2 ignored: PGlite is a database inside this process and has one owner, so the server runs as one process (set DATABASE_URL to run several)",
    });
  } finally {
    expect(await server.stop()).toBe(0);
  }
});
