import type { APIRequestContext, Page } from "@playwright/test";
import { registerMember, signInThroughDialog, type TestMember } from "../support/accounts";
import { expect, test } from "../support/fixtures";

// The member page cache (docs/decisions/038): a page is sent again to the same session while the
// member's data version stays the same, and never once anything it shows was written, whoever
// wrote it. `X-Page-Cache` says which.

const PERSONAL = "/myworld/profile/personal";

/** Writes the member's "About you" through the API in a session of its own: another device, a script, a job. */
async function writeBioElsewhere(request: APIRequestContext, member: TestMember, bio: string, baseUrl = "") {
  const login = await request.post(`${baseUrl}/api/user/login`, { form: { username: member.username, password: member.password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const saved = await request.post(`${baseUrl}/api/user/update`, { data: { bio }, headers: { Authorization: `Bearer ${token}` } });
  expect(saved.status()).toBe(200);
}

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return response!.headers()["x-page-cache"];
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`member pages kept with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("sent again while nothing changed; rendered again after the member's own save", async ({ page, request }) => {
      const blocked: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text().slice(0, 200));
      });
      const member = await registerMember(request);
      await signInThroughDialog(page, member, "/news");
      expect(await open(page, PERSONAL)).toBe("miss");
      expect(await open(page, PERSONAL)).toBe("hit");
      await expect(page.getByLabel("About you")).toHaveValue("");

      await page.getByLabel("First name").fill("Ada");
      await page.getByLabel("Last name").fill("Lovelace");
      await page.getByLabel("Date of birth").fill("1985-12-10");
      await page.getByLabel("About you").fill("Saving for a first home.");
      await page.getByRole("button", { name: "Save personal information" }).click();
      await expect(page.getByText("Your personal information has been saved.")).toBeVisible();

      expect(await open(page, PERSONAL)).toBe("miss");
      await expect(page.getByLabel("About you")).toHaveValue("Saving for a first home.");
      expect(await open(page, PERSONAL)).toBe("hit");
      await expect(page.getByLabel("About you")).toHaveValue("Saving for a first home.");
      // A kept page runs its scripts under the hashes of its policy, not a nonce.
      expect(blocked).toEqual([]);
    });
  });
}

test("a write from another session ends the kept page at once", async ({ page, request }) => {
  const member = await registerMember(request);
  await signInThroughDialog(page, member, "/news");
  await open(page, PERSONAL);
  expect(await open(page, PERSONAL)).toBe("hit");
  await writeBioElsewhere(request, member, "Written elsewhere.");
  expect(await open(page, PERSONAL)).toBe("miss");
  await expect(page.getByLabel("About you")).toHaveValue("Written elsewhere.");
});

test("another member's cookie, or the same cookie after signing out, never gets the kept page", async ({ browser, page, request }) => {
  const [first, second] = [await registerMember(request), await registerMember(request)];
  await signInThroughDialog(page, first, "/news");
  await writeBioElsewhere(request, first, "Only for the first member.");
  await open(page, PERSONAL);
  expect(await open(page, PERSONAL)).toBe("hit");
  const cookies = await page.context().cookies();

  const other = await browser.newPage();
  try {
    await signInThroughDialog(other, second, "/news");
    expect(await open(other, PERSONAL)).toBe("miss");
    await expect(other.getByLabel("About you")).toHaveValue("");
  } finally {
    await other.close();
  }

  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The cookie of the ended session, sent again as it was: its session is over, so no page of it.
  await page.context().addCookies(cookies);
  const again = await page.request.get(PERSONAL, { maxRedirects: 0 });
  expect(again.status()).toBe(302);
  expect(await again.text()).not.toContain("Only for the first member.");
});
