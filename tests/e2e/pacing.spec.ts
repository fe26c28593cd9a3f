import http from "node:http";
import { DEMO_PASSWORD } from "../../api/seed/demo-members";
import { DEMO_PORTFOLIO_MEMBER } from "../../api/seed/demo-portfolio";
import { expect, test } from "../support/fixtures";

// Over the embedded database a member's page or API call runs without I/O of its own, from its
// parse to its answer inside the turn of the event loop that read it, and libuv accepts new
// connections between turns. The server starts such requests one per turn (server/one-per-turn.ts,
// wired in server.ts) so that a connection opened meanwhile is accepted and answered among them,
// not after all of them: the members' rows of `npm run bench` on PGlite depend on it.
//
// Measured by order, not time: a batch of requests is written at once on connections the server
// already holds, then /healthz on a new connection. Started one per turn, the batch leaves a turn
// free for the new connection after each request; started together, the batch fills one turn and
// /healthz is answered after every one of them.

test.skip(!!process.env.TEST_DATABASE_URL, "over PostgreSQL nothing is paced: each request waits for its queries and the loop turns meanwhile");

const BATCH = 24;

async function signIn(baseUrl: string, username: string) {
  const web = await fetch(`${baseUrl}/auth/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD, redirectTo: "/" }).toString(),
  });
  expect(web.status).toBe(302);
  const cookie = web.headers.get("set-cookie")!.split(";")[0]!;
  const api = await fetch(`${baseUrl}/api/user/login`, { method: "POST", body: new URLSearchParams({ username, password: DEMO_PASSWORD }) });
  const token = ((await api.json()) as { data: { token: string } }).data.token;
  return { cookie, token };
}

/** A GET whose whole answer is read; no Accept-Encoding, so nothing waits on the compressor's thread. */
function get(baseUrl: string, path: string, headers: Record<string, string>, agent: http.Agent | false): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { agent, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

/**
 * Writes BATCH requests at once on BATCH connections the server has already accepted, then asks
 * /healthz on a new one: how many of the batch were answered after /healthz.
 */
async function answeredAfterANewConnection(baseUrl: string, path: (i: number) => string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: BATCH });
  try {
    // The connections, accepted and warm.
    await Promise.all(Array.from({ length: BATCH }, () => get(baseUrl, "/healthz", {}, agent)));
    const order: string[] = [];
    const batch = Array.from({ length: BATCH }, (_, i) =>
      get(baseUrl, path(i), headers, agent).then((status) => {
        expect(status).toBe(200);
        order.push("batch");
      }),
    );
    const health = get(baseUrl, "/healthz", {}, false).then((status) => {
      expect(status).toBe(200);
      order.push("healthz");
    });
    await Promise.all([...batch, health]);
    return order.length - 1 - order.indexOf("healthz");
  } finally {
    agent.destroy();
  }
}

test.describe("over the embedded database, members' requests start one per turn of the event loop", () => {
  let member: { cookie: string; token: string };
  test.beforeAll(async ({ baseURL }) => {
    member = await signIn(baseURL!, DEMO_PORTFOLIO_MEMBER);
  });

  // Each path its own (the query differs), so that no page is sent from a cache. The member area's
  // pages are not among them: the member page cache gzips a page on the thread pool before sending
  // it, so their answers come in the thread pool's order, paced or not, and show nothing here
  // (pacedHandler's own tests hold its behaviour).
  const cases = [
    { what: "pages of a signed-in visitor", path: (i: number) => `/news?pacing=${Date.now()}-${i}`, auth: "cookie" },
    { what: "API calls", path: () => "/api/investment/portfolio", auth: "token" },
  ] as const;

  for (const { what, path, auth } of cases) {
    test(`${what}: a new connection is answered among them, not after all`, async ({ baseURL }) => {
      const headers: Record<string, string> = auth === "cookie" ? { Cookie: member.cookie } : { Authorization: `Bearer ${member.token}` };
      const after = await answeredAfterANewConnection(baseURL!, path, headers);
      // One per turn: /healthz comes a few requests into the batch. All in one turn: after every one.
      expect(after).toBeGreaterThanOrEqual(BATCH / 2);
    });
  }
});
