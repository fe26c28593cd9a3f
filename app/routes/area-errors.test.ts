import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createCookieSessionStorage, createRequestHandler, type ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "#core/messages";
import { signedInCookie, testLoadContext } from "../../tests/support/load-context";
import { testUserInfo } from "../../tests/support/user-info";

// docs/architecture.md §10: an error stays inside its area. These pages are rendered by the
// production build (built first when stale), in-process, against a stubbed upstream.

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SECRET = "area-errors-secret-0123456789";
const LOCKED = "Investment analysis unlocks at Gold: add $25,000 in assets on the platform.";

let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/build-if-stale.mjs"], { cwd: ROOT, stdio: "ignore" });
  const build = (await import(pathToFileURL(`${ROOT}build/index.js`).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  // A signed-in member whose investor account is behind a tier: the API's 403 TierRequired.
  const context = testLoadContext((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/user/info") return Response.json({ success: true, data: testUserInfo({ username: "ada", email: "ada@example.com", memberLevel: 1, membership: "Passengers" }) });
    if (pathname === "/api/investor/account") return Response.json({ success: false, message: LOCKED, errorCode: "TierRequired", data: null }, { status: 403 });
    return Response.json({ success: true, data: { allCount: 0, taskCount: 0, unReadCount: 0 } });
  }, SECRET);
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET] } });
  const cookie = await signedInCookie(storage);
  handle = (request) => {
    request.headers.set("Cookie", cookie);
    return handler(request, context);
  };
}, 120_000);

const page = async (path: string) => {
  const response = await handle(new Request(`http://web${path}`));
  return { status: response.status, html: await response.text() };
};
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** The page, answered with `status` inside My World: one h1, the member's header, and the area's navigation. */
async function expectInsideArea(path: string, status: number, navigation: "Profile" | "Services") {
  const answer = await page(path);
  expect(answer.status).toBe(status);
  expect(count(answer.html, /<h1[\s>]/g)).toBe(1);
  expect(answer.html).toContain("Sign Out");
  expect(answer.html).toContain(`aria-label="${navigation}"`);
  return answer.html;
}

describe("errors inside their area", () => {
  it("shows a 403 TierRequired as the locked view, with the profile's tabs and the member's header around it", async () => {
    const html = await expectInsideArea("/myworld/profile/overview", 403, "Profile");
    expect(html).toContain("locked-view");
    expect(html).toContain(LOCKED);
  });

  it("shows a 404 inside the services, with their navigation around it", async () => {
    const html = await expectInsideArea("/myworld/service/crypto", 404, "Services");
    expect(html).toContain(`<title>${MESSAGES.notFoundTitle} · EnPlus World</title>`);
  });

  it("shows an unknown profile tab as a 404 inside the profile", async () => {
    expect(await expectInsideArea("/myworld/profile/settings", 404, "Profile")).toContain(MESSAGES.notFoundTitle);
  });

  it("leaves pages outside My World to the root's not-found page", async () => {
    const { status, html } = await page("/no-such-page");
    expect(status).toBe(404);
    expect(html).toContain(MESSAGES.notFoundTitle);
    expect(html).toContain('data-bg="on"');
    expect(html).not.toContain('aria-label="Profile"');
  });
});
