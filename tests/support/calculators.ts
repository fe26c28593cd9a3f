import { readFile } from "node:fs/promises";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { registerMember, signInByForm, type TestMember } from "./accounts";
import { expect } from "./fixtures";
import { prepareApplicationThroughApi } from "./investor";

// The calculator pages' steps in the browser, for the planning and tax calculators' specs.

/** A new member made Bronze: the risk assessment taken and the investor account approved, through the API. */
export async function bronzeMember(request: APIRequestContext): Promise<TestMember> {
  const member = await registerMember(request);
  const token = await prepareApplicationThroughApi(request, member);
  const submitted = await request.post("/api/investor/account/application/submit", { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(submitted.status()).toBe(200);
  expect(((await submitted.json()) as { data: { status: string } }).data.status).toBe("approved");
  return member;
}

export async function signedIn(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean, member: TestMember): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, reducedMotion: "reduce" });
  const page = await context.newPage();
  await signInByForm(page, member);
  return page;
}

/**
 * Types the values into the form. With JavaScript the page follows the typing by itself (the URL
 * changes in place, the field keeps its focus); without it, Calculate loads the result.
 */
export async function fill(page: Page, javaScriptEnabled: boolean, fields: Record<string, string>, expectedQuery: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  // Every value in the URL (without JavaScript the blank fields are there too, empty).
  const inUrl = (url: URL) => Object.entries(expectedQuery).every(([key, value]) => url.searchParams.get(key) === value);
  if (javaScriptEnabled) {
    const last = Object.keys(fields).at(-1)!;
    await expect(page).toHaveURL(inUrl);
    await expect(page.getByLabel(last, { exact: true })).toBeFocused();
  } else {
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(inUrl);
  }
}

/** The headline figures by their test ids. */
export async function figures(page: Page, ids: string[]) {
  const out: Record<string, string> = {};
  for (const id of ids) out[id] = (await page.getByTestId(id).textContent()) ?? "";
  return out;
}

/**
 * A page's locked view, the server's page whether JavaScript is on or off: 403, the service's
 * heading, the words naming the tier that unlocks the feature, and none of the page's controls (by
 * default its Calculate button).
 */
export async function expectLockedView(page: Page, path: string, { area, unlocks, control }: { area: string; unlocks: string | RegExp; control?: Locator }) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: `This part of ${area} is not in your tier yet` })).toBeVisible();
  await expect(page.getByText(unlocks)).toBeVisible();
  await expect(control ?? page.getByRole("button", { name: "Calculate" })).toHaveCount(0);
}

/**
 * Clicks a calendar download and reads the file: its name checked, its text an iCalendar file, and
 * the events counted, for the spec to check what they hold.
 */
export async function downloadCalendar(page: Page, testId: string, fileName: string): Promise<{ text: string; events: number }> {
  const download = page.waitForEvent("download");
  await page.getByTestId(testId).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fileName);
  const text = await readFile((await file.path())!, "utf8");
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  return { text, events: text.match(/BEGIN:VEVENT/g)?.length ?? 0 };
}
