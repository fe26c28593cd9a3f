import http from "node:http";
import { DEMO_MEMBERS, DEMO_PASSWORD } from "../../api/seed/demo-members";
import { DEMO_PORTFOLIO_MEMBER } from "../../api/seed/demo-portfolio";
import { postSignInForm } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { apiToken } from "../support/investor";

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
  const demo = DEMO_MEMBERS.find((d) => d.username === DEMO_PORTFOLIO_MEMBER)!;
  const member = { username: demo.username, email: demo.email, password: DEMO_PASSWORD };

  // Each path its own (the query differs), so that no page is sent from a cache. A member-area
  // page the member page cache keeps is gzipped on the thread pool before it is sent, so such
  // answers come in the thread pool's order, paced or not, and would show nothing here. The
  // funding page is never kept (each view holds a new idempotency key): the member page cache
  // renders it (pacedHandler in server.ts) and sends it as rendered, so its order shows that
  // render's pace. Not the product page, also never kept: its view is a write, whose flush to the
  // database's files lets the loop turn whatever the pace.
  const cases = [
    { what: "pages of a signed-in visitor", path: (i: number) => `/news?pacing=${Date.now()}-${i}`, auth: "cookie" },
    { what: "member pages the member page cache renders", path: (i: number) => `/myworld/service/investments/funding?pacing=${Date.now()}-${i}`, auth: "cookie" },
    { what: "API calls", path: () => "/api/investment/portfolio", auth: "token" },
  ] as const;

  for (const { what, path, auth } of cases) {
    test(`${what}: a new connection is answered among them, not after all`, async ({ baseURL, request }) => {
      let headers: Record<string, string>;
      if (auth === "cookie") {
        const signedIn = await postSignInForm(baseURL!, member.username, member.password);
        expect(signedIn.status).toBe(302);
        headers = { Cookie: signedIn.headers.get("set-cookie")!.split(";")[0]! };
      } else {
        headers = { Authorization: `Bearer ${await apiToken(request, member)}` };
      }
      // One per turn: /healthz comes a few requests into the batch. All in one turn: after every one,
      // every time. A loaded machine can also hold this client back between writing the batch and
      // opening the new connection, long enough for the server to answer the whole batch first (one
      // CI run with two workers saw it once): up to three tries, the best counted. A server that
      // starts the batch in one turn answers /healthz last on all three.
      let after = 0;
      for (let attempt = 0; attempt < 3 && after < BATCH / 2; attempt += 1) after = Math.max(after, await answeredAfterANewConnection(baseURL!, path, headers));
      expect(after).toBeGreaterThanOrEqual(BATCH / 2);
    });
  }
});
