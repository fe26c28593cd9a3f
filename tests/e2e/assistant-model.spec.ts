import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { ASSISTANT_MESSAGES } from "../../core/messages/assistant";
import { expect, test } from "../support/fixtures";
import { startServer, type RunningServer } from "../support/server";

// Issue "Enne, the assistant" §4 with a model: this file runs its own server with AI_BASE_URL set
// to a fake OpenAI-compatible server started here, which streams chat-completion chunks with
// pauses between them. The answer must grow on the page piece by piece before it is done, carry
// the retrieved citations, and fall back to the composed answer with the notice when the model
// answers 500 or says nothing within AI_TIMEOUT_MS.

const ROTH = "What is the difference between Roth and traditional accounts?";
const ROTH_ARTICLE = "Roth or traditional? Choosing how your retirement savings are taxed";
const MODEL_WORDS =
  "Roth accounts are funded with money that was already taxed, so qualified withdrawals in retirement are tax-free [1]. Traditional accounts give the tax break now and tax the withdrawals later [1].";
const PIECES = MODEL_WORDS.match(/\S+\s*/g)!;
/** Questions the fake model refuses, or never answers. */
const FAILS = /bond ladder/i;
const SILENT = /emergency fund/i;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve(body));
  });

let fake: Server;
const asked: string[] = [];
let server: RunningServer;

// The file's tests run in order in one worker, so its own server starts once, not once in each
// worker that takes a test of it (playwright.config.ts runs files fully parallel).
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as { messages: Array<{ content: string }>; stream: boolean };
    const question = /Question: (.*)$/s.exec(body.messages.at(-1)!.content)?.[1] ?? "";
    asked.push(question);
    if (req.url !== "/v1/chat/completions" || !body.stream || FAILS.test(question)) {
      res.writeHead(500, { "Content-Type": "application/json" }).end('{"error":{"message":"the model is down"}}');
      return;
    }
    if (SILENT.test(question)) return; // never answers: the server's timeout must fall back
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    for (const piece of PIECES) {
      if (res.destroyed) return;
      res.write(`data: ${JSON.stringify({ id: "chatcmpl-1", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`);
      await new Promise((r) => setTimeout(r, 120));
    }
    res.write(`data: ${JSON.stringify({ id: "chatcmpl-1", object: "chat.completion.chunk", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`);
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const port = (fake.address() as AddressInfo).port;
  server = await startServer({
    SMTP_URL: process.env.E2E_SMTP_URL!,
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: "e2e-key",
    AI_MODEL: "fake-model",
    AI_TIMEOUT_MS: "2000",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (fake ? fake.close(() => resolve()) : resolve()));
});

/** Records the last answer's text each time the page changes, and whether its sources (sent with `done`) were there yet. */
async function watchAnswer(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { snapshots: Array<{ text: string; sources: boolean }> };
    w.snapshots = [];
    new MutationObserver(() => {
      const exchanges = document.querySelectorAll(".assistant-exchange");
      const last = exchanges[exchanges.length - 1];
      const paragraphs = last ? [...last.querySelectorAll(".assistant-answer > p")].map((p) => p.textContent ?? "").join("\n\n") : "";
      const sources = !!last?.querySelector(".assistant-sources");
      const previous = w.snapshots[w.snapshots.length - 1];
      if (!previous || previous.text !== paragraphs || previous.sources !== sources) w.snapshots.push({ text: paragraphs, sources });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function askOnPage(page: Page, question: string) {
  await page.goto(`${server.baseUrl}/enplusworld/ai-enne`);
  await watchAnswer(page);
  const streamed = page.waitForResponse((r) => r.url().endsWith("/resources/ai-enne") && r.request().method() === "POST");
  await page.getByLabel("Your question").fill(question);
  await page.getByRole("button", { name: "Ask Enne" }).click();
  const response = await streamed;
  expect(response.headers()["content-type"]).toMatch(/^text\/event-stream/);
  return page.locator(".assistant-exchange").last();
}

const snapshotsOf = (page: Page) => page.evaluate(() => (window as unknown as { snapshots: Array<{ text: string; sources: boolean }> }).snapshots);

test("a visitor asks about Roth vs traditional accounts: the model's answer arrives token by token, then the citations", async ({ page }) => {
  const answer = await askOnPage(page, ROTH);
  await expect(answer.getByRole("link", { name: ROTH_ARTICLE })).toHaveAttribute("href", "/enplusworld/learning-center/roth-vs-traditional-accounts");
  await expect(answer.locator(".assistant-answer > p").first()).toHaveText(MODEL_WORDS);
  await expect(answer.locator(".assistant-notice")).toHaveCount(0);

  // Before `done` (no sources yet) the text grew over several updates, each a longer start of the model's words.
  const snapshots = await snapshotsOf(page);
  const growing = snapshots.filter((s) => !s.sources && s.text !== "");
  expect(growing.length, JSON.stringify(snapshots.map((s) => s.text.length))).toBeGreaterThanOrEqual(5);
  for (let i = 0; i < growing.length; i += 1) {
    expect(MODEL_WORDS.startsWith(growing[i]!.text.trim())).toBe(true);
    if (i > 0) expect(growing[i]!.text.length).toBeGreaterThan(growing[i - 1]!.text.length);
  }
  expect(growing.at(-1)!.text.length).toBeLessThanOrEqual(MODEL_WORDS.length);
  expect(growing[0]!.text.length).toBeLessThan(MODEL_WORDS.length / 2);
  // The sources came with `done`, after the whole text.
  const firstWithSources = snapshots.findIndex((s) => s.sources);
  expect(firstWithSources).toBeGreaterThan(snapshots.indexOf(growing.at(-1)!));
  expect(snapshots[firstWithSources]!.text).toBe(MODEL_WORDS);
  // The model was asked the visitor's question.
  expect(asked).toContain(ROTH);
});

test("a model that answers 500 falls back to the embedded answer, cited, with the notice", async ({ page }) => {
  const answer = await askOnPage(page, "How does a bond ladder manage reinvestment risk?");
  await expect(answer).toContainText("Here is what our published guidance says");
  await expect(answer.locator(".assistant-notice")).toHaveText(ASSISTANT_MESSAGES.modelFallback);
  await expect(answer.getByRole("link", { name: /bond ladder/i }).first()).toHaveAttribute("href", /^\/news\/bond-ladders/);
});

test("a model that says nothing in time falls back to the embedded answer, cited, with the notice", async ({ page }) => {
  const answer = await askOnPage(page, "How much should I keep in an emergency fund?");
  await expect(answer.locator(".assistant-notice")).toHaveText(ASSISTANT_MESSAGES.modelFallback, { timeout: 10_000 });
  await expect(answer).toContainText("Here is what our published guidance says");
  await expect(answer.getByRole("link", { name: /emergency fund/i }).first()).toHaveAttribute("href", "/enplusworld/learning-center/building-an-emergency-fund");
});
