import { SERVICE_NAMES } from "../../core/services";
import { MESSAGES } from "../../core/messages";
import { bodyFlags, expect, test } from "../support/fixtures";
import { registerMember, signInThroughDialog } from "../support/accounts";

type Flags = { header: "on" | "off"; footer: "on" | "off"; bg: "on" | "off" };
const flags = (header: Flags["header"], footer: Flags["footer"], bg: Flags["bg"]): Flags => ({ header, footer, bg });
const NOT_FOUND = flags("on", "off", "on");

// requirements §2 public area, word for word.
const PUBLIC_ROUTES: Array<[string, Flags]> = [
  ["/", flags("on", "off", "off")],
  ["/enplusworld/members", flags("on", "off", "on")],
  ["/enplusworld/legal", flags("on", "on", "off")],
  ...SERVICE_NAMES.map((name): [string, Flags] => [`/enplusworld/services/${name}`, flags("on", "off", "off")]),
  ["/enplusworld/whatis-new", flags("on", "off", "off")],
  ["/enplusworld/learning-center", flags("on", "off", "on")],
  ["/enplusworld/digital-vault", flags("on", "off", "on")],
  ["/enplusworld/pricing", flags("on", "off", "on")],
  ["/enplusworld/pricing?type=asset-management", flags("on", "off", "on")],
  ["/enplusworld/pricing?type=taxes", flags("on", "off", "on")],
  ["/enplusworld/pricing?type=business-accounting", flags("on", "off", "on")],
  ["/enplusworld/who-we-are", flags("on", "off", "on")],
  ["/enplusworld/ai-enne", flags("on", "off", "on")],
  ["/news", flags("on", "off", "off")],
];

// requirements §2 personal area: background off.
const MEMBER_ROUTES = [
  "/myworld",
  "/myworld/profile",
  "/myworld/profile/security",
  "/myworld/profile/notifications/unread",
  "/myworld/service",
  ...SERVICE_NAMES.map((name) => `/myworld/service/${name}`),
  "/myworld/service/investments/open-account",
  // Issue "Trading": the catalogue is open to every member (each product shows the tier that unlocks it).
  "/myworld/service/investments/product",
  "/myworld/service/investments/assessment",
  "/myworld/service/investments/funding",
  // Issue "Portfolio": a member without an investor account is shown the way to open one.
  "/myworld/service/investments/portfolio",
  "/myworld/service/retirement/learn",
];
// requirements §2 named sub-pages behind a tier (requirements §6): a new member (Passengers) gets the locked view.
const LOCKED_FOR_NEW_MEMBERS = ["/myworld/service/tax/filing", "/myworld/service/investments/analysis"];

for (const [path, expected] of PUBLIC_ROUTES) {
  test(`${path} answers 200 with header ${expected.header}, footer ${expected.footer}, background ${expected.bg}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await bodyFlags(page)).toEqual(expected);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("header")).toHaveCount(expected.header === "on" ? 1 : 0);
    await expect(page.locator("footer")).toHaveCount(expected.footer === "on" ? 1 : 0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  });
}

test("detail pages of what's new, learning center and news open from their lists with their flags", async ({ page }) => {
  const areas: Array<[string, Flags]> = [
    ["/enplusworld/whatis-new", flags("on", "off", "on")],
    ["/enplusworld/learning-center", flags("on", "off", "on")],
    ["/news", flags("on", "off", "off")],
  ];
  for (const [list, expected] of areas) {
    await page.goto(list);
    const first = page.locator(".card-link").first();
    const title = (await first.textContent())?.trim() ?? "";
    const href = await first.getAttribute("href");
    expect(href).toMatch(new RegExp(`^${list}/[a-z0-9-]+$`));
    const response = await page.goto(href!);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(title);
    expect(await bodyFlags(page)).toEqual(expected);
  }
});

const NOT_FOUND_PATHS = [
  "/enplusworld/services",
  "/enplusworld/services/crypto",
  "/enplusworld/whatis-new/no-such-release",
  "/enplusworld/learning-center/no-such-article",
  "/news/no-such-story",
  "/news/%3Cscript%3E",
  "/this/path/does/not/exist",
  "/enplusworld",
];

for (const path of NOT_FOUND_PATHS) {
  test(`${path} answers 404 with the 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator(".status-code")).toHaveText(MESSAGES.notFoundCode);
    await expect(page.locator("h1")).toContainText(MESSAGES.notFoundTitle);
    expect(await bodyFlags(page)).toEqual(NOT_FOUND);
    await expect(page.locator("header")).toHaveCount(1);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page).toHaveTitle("Page Not Found · EnPlus World");
  });
}

test("a signed-out visitor opening /myworld is sent to sign in, with the target stored", async ({ page }) => {
  const response = await page.goto("/myworld/profile/security");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/?auth=sign-in");
  const redirect = await page.request.get("/myworld/service/tax", { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()["location"]).toBe("/?auth=sign-in");
  expect(redirect.headers()["set-cookie"]).toMatch(/__session=.*HttpOnly.*SameSite=Lax/i);
});

test.describe("personal area", () => {
  // One member signs in once; every test reuses that browser session's cookies.
  test.describe.configure({ mode: "serial" });
  let cookies: Awaited<ReturnType<import("@playwright/test").BrowserContext["cookies"]>> = [];
  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const member = await registerMember(context.request);
    await signInThroughDialog(page, member, "/news");
    await expect(page.getByRole("link", { name: /My World/ })).toBeVisible();
    cookies = await context.cookies();
    await context.close();
  });
  test.beforeEach(async ({ context }) => {
    await context.addCookies(cookies);
  });

  for (const path of MEMBER_ROUTES) {
    test(`${path} answers 200 with background off`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await bodyFlags(page)).toEqual(flags("on", "off", "off"));
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }

  for (const path of LOCKED_FOR_NEW_MEMBERS) {
    test(`${path} answers 403 with the locked view and background off`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.locator(".locked-view")).toContainText(/unlocks at Gold/);
      expect(await bodyFlags(page)).toEqual(flags("on", "off", "off"));
    });
  }

  for (const path of ["/myworld/profile/settings", "/myworld/profile/security/nonsense", "/myworld/service/crypto", "/myworld/service/tax/nonsense", "/myworld/service/tax/overview/extra", "/myworld/service/retirement/learn/no-such-video"]) {
    test(`${path} answers 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toContainText(MESSAGES.notFoundTitle);
    });
  }
});
