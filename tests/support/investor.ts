import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, request as playwrightRequest } from "@playwright/test";
import { approvableApplication } from "../../api/seed/sample-application";
import { clientAddress, newMember, registerMember, type TestMember } from "./accounts";

// The investor account's API calls for tests that need an application ready without walking
// through its pages (issue "Investor accounts for real" §6).

/** A Social Security number the rules accept, different for each test (area 001–665, group 01–99, serial 0001–9999). */
export function randomSsn(): string {
  const area = String(randomInt(1, 666)).padStart(3, "0");
  const group = String(randomInt(1, 100)).padStart(2, "0");
  const serial = String(randomInt(1, 10_000)).padStart(4, "0");
  return `${area}-${group}-${serial}`;
}

/** Signs in through the API (form-encoded, requirements §7) and answers the bearer token. */
export async function apiToken(request: APIRequestContext, member: TestMember): Promise<string> {
  const response = await request.post("/api/user/login", { form: { username: member.username, password: member.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Takes the risk assessment through the API, choosing each question's last answer. */
export async function takeAssessmentThroughApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const questionnaire = await request.get("/api/investment/assessment/q_token", { headers });
  expect(questionnaire.status()).toBe(200);
  const { qToken, questions } = ((await questionnaire.json()) as { data: { qToken: string; questions: Array<{ id: string; options: Array<{ value: string }> }> } }).data;
  const answers = Object.fromEntries(questions.map((q) => [q.id, q.options.at(-1)!.value]));
  const scored = await request.post("/api/investment/assessment", { headers, data: { qToken, answers } });
  expect(scored.status()).toBe(200);
}

/** A complete, acceptable application saved as a draft (the assessment taken), ready to submit. */
export async function prepareApplicationThroughApi(request: APIRequestContext, member: TestMember, overrides: Record<string, string | boolean> = {}) {
  const token = await apiToken(request, member);
  await takeAssessmentThroughApi(request, token);
  const saved = await request.post("/api/investor/account/application", {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...approvableApplication(randomSsn()), ...overrides },
  });
  expect(saved.status()).toBe(200);
  return token;
}

/**
 * A member of the server at `base` with an approved account, the most cautious risk profile (each
 * question's first answer, so riskier products need the acknowledgement), a linked bank and `amount`
 * of settled cash, all made through the API; the server must settle quickly
 * (FUNDS_SETTLEMENT_SECONDS=1). Answers the member and their bearer token.
 */
export async function fundedMemberThroughApi(request: APIRequestContext, base: string, amount: string): Promise<{ member: TestMember; token: string }> {
  const member = await registerMember(request, newMember(), base);
  const login = await request.post(`${base}/api/user/login`, { form: { username: member.username, password: member.password } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  const { qToken, questions } = ((await (await request.get(`${base}/api/investment/assessment/q_token`, { headers })).json()) as {
    data: { qToken: string; questions: Array<{ id: string; options: Array<{ value: string }> }> };
  }).data;
  const answers = Object.fromEntries(questions.map((q) => [q.id, q.options[0]!.value]));
  expect((await request.post(`${base}/api/investment/assessment`, { headers, data: { qToken, answers } })).status()).toBe(200);
  expect((await request.post(`${base}/api/investor/account/application`, { headers, data: approvableApplication(randomSsn()) })).status()).toBe(200);
  const submitted = await request.post(`${base}/api/investor/account/application/submit`, { headers, data: {} });
  expect(((await submitted.json()) as { data: { status: string } }).data.status).toBe("approved");
  const bank = await request.post(`${base}/api/investor/banks`, { headers, data: { holderName: "Ada Lovelace", routingNumber: "021000021", accountNumber: "000123456789", accountType: "checking" } });
  const bankId = ((await bank.json()) as { data: { id: number } }).data.id;
  const deposit = await request.post(`${base}/api/investor/transfers`, { headers, data: { bankId, direction: "deposit", amount, idempotencyKey: `funded-e2e-${member.username}` } });
  expect(deposit.status()).toBe(201);
  await expect
    .poll(async () => ((await (await request.get(`${base}/api/investor/account`, { headers })).json()) as { data: { cash: { available: string } } }).data.cash.available, { timeout: 20_000 })
    .toBe(amount);
  return { member, token };
}

/** Calls made with a member's bearer token: each answer's `data`; a post must succeed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MemberApi = { get: (path: string) => Promise<any>; post: (path: string, data: unknown) => Promise<any> };

/** fundedMemberThroughApi, with calls made as that member. */
export async function fundedMemberWithApi(request: APIRequestContext, base: string, amount: string): Promise<{ member: TestMember; api: MemberApi }> {
  const { member, token } = await fundedMemberThroughApi(request, base, amount);
  const headers = { Authorization: `Bearer ${token}` };
  const api: MemberApi = {
    get: async (path) => ((await (await request.get(`${base}${path}`, { headers })).json()) as { data: unknown }).data,
    post: async (path, data) => {
      const answer = await request.post(`${base}${path}`, { headers, data });
      expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
      return ((await answer.json()) as { data: unknown }).data;
    },
  };
  return { member, api };
}

/** Places an order, submits it at once and waits for its fill (the server's review must be skippable by submitting). */
export async function filledThroughApi(api: MemberApi, order: Record<string, unknown>): Promise<void> {
  const placed = await api.post("/api/investment/orders", order);
  await api.post(`/api/investment/orders/${placed.id}/submit`, {});
  await expect.poll(async () => (await api.get(`/api/investment/orders/${placed.id}`)).status, { timeout: 30_000 }).toBe("filled");
}

/**
 * A new member on the server at `baseUrl`, from an address of their own, with an approved account
 * and a linked bank: their own API client, address, token and bank id.
 */
export async function memberWithBank(baseUrl: string): Promise<{ api: APIRequestContext; address: string; token: string; bankId: number }> {
  const address = clientAddress();
  const api = await playwrightRequest.newContext({ baseURL: baseUrl, extraHTTPHeaders: { "X-Client-Ip": address } });
  const member = await registerMember(api, newMember());
  const token = await prepareApplicationThroughApi(api, member);
  const headers = { Authorization: `Bearer ${token}` };
  const submitted = await api.post("/api/investor/account/application/submit", { headers });
  expect(((await submitted.json()) as { data: { status: string } }).data.status).toBe("approved");
  const bank = await api.post("/api/investor/banks", {
    headers,
    data: { holderName: "Ada Lovelace", routingNumber: "011000015", accountNumber: "123456789", accountType: "checking" },
  });
  expect(bank.status()).toBe(201);
  return { api, address, token, bankId: ((await bank.json()) as { data: { id: number } }).data.id };
}
