import { MESSAGES } from "../../core/messages";
import { registerMember, signInThroughDialog } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { sessionCookie } from "../support/session";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

test.describe("mobile notice (requirements §1)", () => {
  test.use({ userAgent: IPHONE });

  test("is in the server HTML for a phone", async ({ request }) => {
    const html = await (await request.get("/enplusworld/pricing", { headers: { "User-Agent": IPHONE } })).text();
    expect(html).toContain(MESSAGES.mobileNoticeTitle);
    expect(html).toContain('data-scroll-locked="true"');
  });

  test("shows, locks scrolling, dismisses with its image button and returns on reload", async ({ page }) => {
    await page.goto("/news");
    const notice = page.getByRole("dialog", { name: MESSAGES.mobileNoticeTitle });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(MESSAGES.mobileNoticeText);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    const dismiss = notice.getByRole("button", { name: "Dismiss" });
    await expect(dismiss.locator("img")).toBeVisible();
    await dismiss.click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    // Client navigation keeps it dismissed; only a reload brings it back.
    await page.getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/enplusworld\/pricing$/);
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("dialog", { name: MESSAGES.mobileNoticeTitle })).toBeVisible();
  });

  for (const agent of ["Android 14; Pixel 8", "iPad; CPU OS 17_4", "BlackBerry", "IEMobile/11.0", "Opera Mini/8.0", "webOS/3.0"]) {
    test(`is shown for ${agent}`, async ({ request }) => {
      const html = await (await request.get("/", { headers: { "User-Agent": `Mozilla/5.0 (${agent})` } })).text();
      expect(html).toContain(MESSAGES.mobileNoticeTitle);
    });
  }
});

test.describe("desktop", () => {
  test.use({ userAgent: DESKTOP });

  test("never sees the mobile notice", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText(MESSAGES.mobileNoticeTitle)).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });
});

test("<html> carries Mantine's light scheme and the reduced-motion switch from the server, and keeps them once hydrated (decision 044)", async ({ page, request }) => {
  const html = await (await request.get("/news")).text();
  expect(html).toMatch(/<html lang="en" data-mantine-color-scheme="light" data-respect-reduced-motion="true">/);
  await page.goto("/news");
  await page.waitForLoadState("networkidle"); // hydrated
  const root = await page.evaluate(() => ({
    scheme: document.documentElement.getAttribute("data-mantine-color-scheme"),
    reducedMotion: document.documentElement.getAttribute("data-respect-reduced-motion"),
    // Mantine's stylesheet sets its light colours under the attribute only.
    schemeVariable: getComputedStyle(document.documentElement).getPropertyValue("--mantine-color-scheme").trim(),
  }));
  expect(root).toEqual({ scheme: "light", reducedMotion: "true", schemeVariable: "light" });
});

test("the root font size scales against 1440×900 and is clamped to 6–16 px (requirements §9)", async ({ page }) => {
  const rootSize = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  await page.goto("/");
  const cases: Array<[number, number, number]> = [
    [1440, 900, 16], // the design size
    [720, 450, 8], // half the design in both directions
    [1440, 450, 8], // the shorter side decides
    [1920, 1200, 16], // clamped at 16
    [320, 240, 6], // clamped at 6
  ];
  for (const [width, height, expected] of cases) {
    await page.setViewportSize({ width, height });
    // Follows the resize without a reload.
    await expect.poll(rootSize).toBeCloseTo(expected, 1);
  }
});

test.describe("visitor recording (requirements §4)", () => {
  test("records each path once per browser session", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/resources/visit")) calls.push(JSON.parse(request.postData() ?? "{}").pageUrl);
    });
    const recorded = () => page.waitForResponse((r) => r.url().endsWith("/resources/visit"));

    await Promise.all([recorded(), page.goto("/")]);
    await Promise.all([recorded(), page.getByRole("link", { name: "News", exact: true }).click()]);
    await page.getByRole("link", { name: "EnPlus World home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await page.goto("/news");
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual(["/", "/news"]);
  });

  test("a failed call is a console warning, not remembered, and retried on a later visit", async ({ page }) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
      // The browser's own line for a failed request is not ours to silence.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
    });
    let attempts = 0;
    await page.route("**/resources/visit", async (route) => {
      attempts += 1;
      if (attempts === 1) await route.fulfill({ status: 502, body: "{}" });
      else await route.continue();
    });

    await page.goto("/enplusworld/who-we-are");
    await expect.poll(() => warnings.some((e) => e.startsWith(MESSAGES.visitorRecordFailed))).toBe(true);
    await expect(page.locator("h1")).toBeVisible(); // nothing shown to the user
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(errors).toEqual([]);

    const retried = page.waitForResponse((r) => r.url().endsWith("/resources/visit") && r.ok());
    await page.reload();
    await retried;
    expect(attempts).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem("enplus.recordedPaths"))).toContain("/enplusworld/who-we-are");
  });

  test("a record answered after the visitor signed in leaves the member signed in", async ({ page, request }) => {
    const member = await registerMember(request);
    // The server answers the sign-in page's record at once; the browser gets that answer only
    // after the sign-in, as on a slow network.
    const held: (() => Promise<void>)[] = [];
    await page.route("**/resources/visit", async (route) => {
      const response = await route.fetch();
      held.push(() => route.fulfill({ response }));
    });
    await signInThroughDialog(page, member, "/news");
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const delivered = page.waitForResponse((r) => r.url().endsWith("/resources/visit"));
    for (const release of held.splice(0)) await release();
    await delivered;
    await page.reload();
    await expect(page.getByRole("link", { name: /My World/ })).toBeVisible();
  });

  test("the visit endpoint refuses bad input with 400", async ({ request }) => {
    for (const body of ["not json", JSON.stringify({ pageUrl: "https://elsewhere.example/" }), JSON.stringify({})]) {
      const response = await request.post("/resources/visit", { data: body, headers: { "Content-Type": "application/json" } });
      expect(response.status()).toBe(400);
    }
  });
});

test("a flash message from the session shows once as a notification at the top centre", async ({ page, context, baseURL }) => {
  const message = "Your changes have been saved.";
  await context.addCookies([
    await sessionCookie(baseURL!, (session) => session.flash("notices", [{ id: "flash-1", type: "success", message }])),
  ]);
  await page.goto("/enplusworld/who-we-are");
  const notice = page.locator(".toasts").getByText(message);
  await expect(notice).toBeVisible();
  const root = page.locator(".toasts[data-position='top-center']");
  await expect(root).toHaveCount(1);
  const box = (await notice.boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(40); // centred in the 1440 px window
  expect(box.y).toBeLessThan(120);
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(message)).toHaveCount(0); // consumed
});

test("the services menu works as a disclosure and closes once a service is chosen", async ({ page }) => {
  await page.goto("/");
  const menu = page.locator("details.nav-menu");
  await menu.locator("summary").click();
  await expect(menu).toHaveAttribute("open", "");
  await menu.getByRole("link", { name: "Retirement" }).click();
  await expect(page.locator("h1")).toHaveText("Retirement");
  await expect(menu).not.toHaveAttribute("open", "");
  await menu.locator("summary").click();
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open", "");
});
