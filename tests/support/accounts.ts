import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { DEMO_MEMBERS, DEMO_PASSWORD } from "../../api/seed/demo-members";
import { waitForCode } from "./mail-capture";

export type TestMember = { username: string; email: string; password: string };

/** The seeded demo member of a tier (the e2e server seeds them), with its level. */
export function demoMember(tier: string): TestMember & { level: number } {
  const member = DEMO_MEMBERS.find((d) => d.tier === tier);
  if (!member) throw new Error(`no demo member of tier ${tier}`);
  return { username: member.username, email: member.email, password: DEMO_PASSWORD, level: member.level };
}

export function newMember(): TestMember {
  const id = randomBytes(5).toString("hex");
  return { username: `m${id}`, email: `m${id}@example.com`, password: "Sturdy1password" };
}

/** A documentation-range address per test, so per-client limits never collide (TRUST_PROXY is on). */
export function clientAddress(): string {
  return `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
}

/** Registers through the public API (the same calls the dialogs make), reading the real mail. */
export async function registerMember(request: APIRequestContext, member = newMember(), baseUrl = ""): Promise<TestMember> {
  const since = Date.now();
  const sent = await request.post(`${baseUrl}/api/user/sendRegistrationVerifyCode`, {
    data: { username: member.username, email: member.email, phone: "" },
  });
  expect(sent.status()).toBe(200);
  const verifyCode = await waitForCode(member.email, since);
  const done = await request.post(`${baseUrl}/api/user/registration`, {
    data: { ...member, phone: "", verifyCode, matchingPassword: member.password },
  });
  expect(done.status()).toBe(200);
  return member;
}

/** The sign-in form posted without a cookie jar: a successful sign-in answers 302 with the session cookie. */
export function postSignInForm(origin: string, username: string, password: string, redirectTo = "/news"): Promise<Response> {
  return fetch(`${origin}/auth/sign-in`, {
    method: "POST",
    body: new URLSearchParams({ username, password, redirectTo }),
    headers: { Origin: origin },
    redirect: "manual",
  });
}

/**
 * Signs the page's browser in by posting the sign-in dialog's own form through the page's cookie
 * jar: the same action, the same session cookie, without loading a page to open the dialog on
 * (the dialog itself is sign-in.spec's). For tests whose subject starts after signing in; `origin`
 * names a server of the test's own.
 */
export async function signInByForm(page: Page, member: TestMember, origin = "") {
  const response = await page.request.post(`${origin}/auth/sign-in`, {
    form: { username: member.username, password: member.password, redirectTo: "/news" },
    maxRedirects: 0,
  });
  expect(response.status(), "the sign-in form answers with its redirect").toBe(302);
  expect(response.headers().location, "signed in, not sent back to the dialog").toBe("/news");
}

/**
 * Opens the sign-in dialog on `path`, submits the credentials and waits until signed in, or,
 * with `secondFactor`, until the code step shows.
 */
export async function signInThroughDialog(page: Page, member: TestMember, path = "/news", { secondFactor = false } = {}) {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}auth=sign-in`);
  const dialog = page.getByRole("dialog", { name: "Welcome back" });
  await dialog.getByLabel("Username / Email").fill(member.username);
  await dialog.getByLabel("Password", { exact: true }).fill(member.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  if (secondFactor) await expect(dialog.getByText("ENTER THE CODE")).toBeVisible();
  else await expect(page.getByRole("link", { name: /My World/ })).toBeVisible();
}
