import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { approvableApplication } from "../../api/seed/sample-application";
import type { TestMember } from "./accounts";

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
