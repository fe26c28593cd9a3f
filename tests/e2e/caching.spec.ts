import { DEMO_PASSWORD } from "../../api/seed/demo-members";
import { postSignInForm } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { sessionCookie } from "../support/session";

// Issue #7: a shared cache may keep anonymous public pages, and nothing personal, ever.
const PUBLIC_PAGES = ["/", "/news", "/enplusworld/pricing", "/enplusworld/services/investments", "/news?auth=sign-in"];
// Plain fetch: no cookie jar, so each request carries exactly the cookie it names.
const get = (baseURL: string, path: string, headers: Record<string, string> = {}) => fetch(new URL(path, baseURL), { headers, redirect: "manual" });

const MOBILE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

function expectShared(response: Response) {
  expect(response.headers.get("cache-control")).toMatch(/^public\b.*\bs-maxage=\d+.*\bstale-while-revalidate=\d+/);
  // The page differs with the session cookie and with the device (the mobile notice).
  const vary = (response.headers.get("vary") ?? "").toLowerCase();
  expect(vary).toContain("cookie");
  expect(vary).toContain("user-agent");
}

/** Signs the demo member in with the form post, no cookie jar: the answer carries the session cookie. */
const signInAsDemoGold = (origin: string) => postSignInForm(origin, "demogold", DEMO_PASSWORD);

function expectPrivate(response: Response) {
  const cacheControl = response.headers.get("cache-control") ?? "";
  expect(cacheControl).toContain("private");
  expect(cacheControl).toContain("no-cache");
  expect(cacheControl).not.toMatch(/public|s-maxage/);
}

test("anonymous public pages may be kept by a shared cache, varying on the cookie and the device", async ({ baseURL }) => {
  for (const path of PUBLIC_PAGES) {
    const response = await get(baseURL!, path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("set-cookie"), path).toBeNull();
    expectShared(response);
  }
  expectShared(await get(baseURL!, "/news", { "User-Agent": MOBILE_UA }));
});

test("signed-in pages, cookie-setting answers, error pages and the member area are never shared", async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const signIn = await signInAsDemoGold(origin);
  expect(signIn.status).toBe(302);
  expectPrivate(signIn);
  const member = signIn.headers.get("set-cookie")!.split(";")[0]!;
  for (const path of ["/news", "/", "/myworld/profile"]) {
    const response = await get(origin, path, { Cookie: member });
    expect(response.status, path).toBe(200);
    expectPrivate(response);
  }

  // Signed out: the member area redirects to sign in and stores the target in a new session.
  const protectedPage = await get(origin, "/myworld/profile");
  expect(protectedPage.status).toBe(302);
  expect(protectedPage.headers.get("set-cookie")).toContain("__session=");
  expectPrivate(protectedPage);

  // A flash message read on a public page: the answer sets the cookie again.
  const flash = await sessionCookie(origin, (s) => s.flash("notices", [{ id: "flash-1", type: "success", message: "Saved." }]));
  const withFlash = await get(origin, "/news", { Cookie: `__session=${flash.value}` });
  expect(withFlash.headers.get("set-cookie")).toContain("__session=");
  expectPrivate(withFlash);

  const missing = await get(origin, "/no-such-page");
  expect(missing.status).toBe(404);
  expectPrivate(missing);
});

// Issue "Performance, second round" §2: the server's own page cache (docs/decisions/023).
test("a visitor is sent a cached page whose scripts run under its hash-based policy", async ({ browser, baseURL }) => {
  // The address is fresh to this test; a first request renders it, the next is sent from memory.
  const path = "/?tier=bronze&from=page-cache";
  const first = await get(baseURL!, path);
  expect(first.status).toBe(200);
  const second = await get(baseURL!, path);
  expect(["hit", "stale"]).toContain(second.headers.get("x-page-cache"));
  const policy = second.headers.get("content-security-policy") ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+ /);
  expect(policy).not.toContain("nonce");
  expect(await second.text()).not.toMatch(/\snonce=/);

  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(new URL(path, baseURL).href);
  expect(["hit", "stale"]).toContain(response?.headers()["x-page-cache"]);
  // The page hydrated: the tier dialog the address opened closes, and another opens, on the client.
  await expect(page.getByRole("dialog", { name: "Bronze membership" })).toBeVisible();
  // The dialog is in the server's HTML at once; Escape works once the page has hydrated (a page
  // with a dialog open waits for the dialogs' code first), so it is pressed until it does.
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Bronze membership" })).toBeHidden({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("form", { name: "Membership tiers" }).getByRole("button", { name: "Silver", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Silver membership" })).toBeVisible();
  expect(violations).toEqual([]);
  await context.close();
});

test("a signed-in member is never sent a cached page", async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // The anonymous copies are in memory first.
  for (const path of ["/", "/news"]) for (let i = 0; i < 2; i++) await get(origin, path);
  const signIn = await signInAsDemoGold(origin);
  const member = signIn.headers.get("set-cookie")!.split(";")[0]!;
  for (const path of ["/", "/news"]) {
    const response = await get(origin, path, { Cookie: member });
    expect(response.status, path).toBe(200);
    expect(response.headers.get("x-page-cache"), path).toBeNull();
    expect(response.headers.get("content-security-policy"), path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(await response.text(), path).toContain("demogold");
  }
});

test("a visitor's record gives it a visitor cookie, not a session, and its public pages still come from the cache", async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const visit = await fetch(`${origin}/resources/visit`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ pageUrl: "/news" }) });
  expect(visit.status).toBe(200);
  const setCookie = visit.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/^__visitor=[^;]+;.*HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  expect(setCookie).not.toContain("__session=");
  const visitor = setCookie.split(";")[0]!;
  // The same visitor keeps its id: the next record sets nothing.
  const again = await fetch(`${origin}/resources/visit`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: visitor }, body: JSON.stringify({ pageUrl: "/" }) });
  expect(again.status).toBe(200);
  expect(again.headers.get("set-cookie")).toBeNull();
  for (let i = 0; i < 2; i++) await get(origin, "/news");
  const page = await get(origin, "/news", { Cookie: visitor });
  expect(page.status).toBe(200);
  expect(page.headers.get("x-page-cache")).toMatch(/^(hit|stale)$/);
  expectShared(page);
});

test("signing out clears the session cookie, so the public pages are shared again", async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const signIn = await signInAsDemoGold(origin);
  const member = signIn.headers.get("set-cookie")!.split(";")[0]!;
  const signOut = await fetch(`${origin}/auth/sign-out`, { method: "POST", body: new URLSearchParams({}), headers: { Origin: origin, Cookie: member }, redirect: "manual" });
  expect(signOut.status).toBe(302);
  expect(signOut.headers.get("location")).toBe("/");
  // The cookie is removed (expired), not replaced by an empty session.
  const cleared = signOut.headers.get("set-cookie") ?? "";
  expect(cleared).toMatch(/^__session=;/);
  expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
  // What the browser sends next carries no session: the page is the shared one.
  for (let i = 0; i < 2; i++) await get(origin, "/");
  const home = await get(origin, "/");
  expect(home.headers.get("x-page-cache")).toMatch(/^(hit|stale)$/);
  expectShared(home);
  // A session whose last flash message this page shows is cleared by it too.
  const flash = await sessionCookie(origin, (s) => s.flash("notices", [{ id: "flash-2", type: "success", message: "Saved." }]));
  const read = await get(origin, "/news", { Cookie: `__session=${flash.value}` });
  expect(read.headers.get("set-cookie")).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/i);
});
