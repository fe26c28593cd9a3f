import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { ORDER_CHAT_COPY, ORDER_CHAT_MESSAGES, ORDER_CHAT_NOTIFICATIONS } from "../../core/messages/investment";
import { newMember, registerMember, signInByForm, type TestMember } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { fundedMemberThroughApi } from "../support/investor";
import { expectNotice } from "../support/notices";
import { startServer, TEST_INVESTOR_DATA_KEY, TEST_SESSION_SECRET, type RunningServer } from "../support/server";

// Issue "Trading" §2, order chat, in the browser with JavaScript on and off: a member writes about
// an order on its page, an advisor answers at /desk, the member reads the answer there and has a
// notification of it.
//
// The advisor is made the way an operator makes one, `npm run advisor:create USERNAME`, which on
// the embedded database needs the server stopped: this file runs its own server on its own
// database directory, registers the advisor, stops, runs the command, and starts again.

let server: RunningServer;
let advisor: TestMember;
const dataDir = mkdtempSync(path.join(tmpdir(), "enplus-order-chat-"));
const serverEnv = (): Record<string, string> => ({
  SMTP_URL: process.env.E2E_SMTP_URL!,
  AUTH_RATE_LIMIT_PER_MINUTE: "10000",
  FUNDS_SETTLEMENT_SECONDS: "1",
  // The order stays in review the whole test: the chat is about it, not its fill.
  ORDER_REVIEW_SECONDS: "3600",
  PGLITE_DIR: path.join(dataDir, "pg"),
  ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
});

// The file's tests run in order in one worker, so its own server starts once, not once in each
// worker that takes a test of it (playwright.config.ts runs files fully parallel).
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer(serverEnv());
  const request = await playwrightRequest.newContext();
  try {
    advisor = await registerMember(request, newMember(), server.baseUrl);
  } finally {
    await request.dispose();
  }
  expect(await server.stop()).toBe(0);
  const made = spawnSync(process.execPath, ["--import", "tsx", "scripts/advisor-create.ts", advisor.username], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, ...serverEnv(), SESSION_SECRET: TEST_SESSION_SECRET, INVESTOR_DATA_KEY: TEST_INVESTOR_DATA_KEY, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  expect(made.status, made.stderr).toBe(0);
  expect(made.stdout).toContain(`${advisor.username} is an advisor`);
  server = await startServer(serverEnv());
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A member with an open account, $5,000 of settled cash and one buy in review; answers its id. */
async function memberWithOrder(request: APIRequestContext): Promise<{ member: TestMember; orderId: number }> {
  const base = server.baseUrl;
  const { member, token } = await fundedMemberThroughApi(request, base, "5000.00");
  const headers = { Authorization: `Bearer ${token}` };
  const placed = await request.post(`${base}/api/investment/orders`, { headers, data: { productId: "mm-treasury", side: "buy", amount: "1000.00", acknowledgeRisk: true } });
  expect(placed.status()).toBe(201);
  return { member, orderId: ((await placed.json()) as { data: { id: number } }).data.id };
}

const thread = (page: Page) => page.getByRole("list", { name: ORDER_CHAT_COPY.thread });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`order chat with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the member writes about an order, an advisor answers at the desk, the member reads the answer and is notified", async ({ page, request, browser }) => {
      test.setTimeout(120_000);
      const base = server.baseUrl;
      const { member, orderId } = await memberWithOrder(request);
      const orderPage = `${base}/myworld/service/investments/orders/${orderId}`;
      const question = `Can I still change order ${orderId} before it fills?`;
      const answer = `Yes: change or cancel order ${orderId} until its countdown ends.`;

      // The member: an empty thread, an empty message refused, then a question.
      await signInByForm(page, member, base);
      await page.goto(orderPage);
      await expect(page.getByTestId("chat-empty")).toHaveText(ORDER_CHAT_COPY.empty);
      // A click on Send while the page hydrates can fall between the browser's post and Remix's
      // fetcher and show nothing (a full run failed so): with JavaScript, wait for the router first.
      if (javaScriptEnabled) await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true);
      const field = page.getByRole("textbox", { name: ORDER_CHAT_COPY.label });
      await page.getByRole("button", { name: ORDER_CHAT_COPY.send }).click();
      await expect(page.getByText(ORDER_CHAT_MESSAGES.messageRequired)).toBeVisible();
      if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await field.fill(question);
      await page.getByRole("button", { name: ORDER_CHAT_COPY.send }).click();
      await expect(thread(page).getByRole("listitem").filter({ hasText: question })).toContainText(ORDER_CHAT_COPY.you);
      await expectNotice(page, ORDER_CHAT_MESSAGES.sent);
      await expect(page.getByTestId("chat-empty")).toHaveCount(0);
      if (javaScriptEnabled) {
        // Through the fetcher: the same document (no reload), the field cleared for the next message.
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
        await expect(field).toHaveValue("");
      }
      await expect(thread(page)).toHaveAttribute("aria-live", "polite");

      // The advisor, in a browser of their own: the conversation waits for an answer at /desk.
      const advisorContext = await browser.newContext({ javaScriptEnabled, baseURL: base });
      const desk = await advisorContext.newPage();
      await signInByForm(desk, advisor, base);
      await desk.goto(`${base}/desk`);
      await expect(desk.getByRole("heading", { level: 2, name: ORDER_CHAT_COPY.deskTitle })).toBeVisible();
      const conversation = desk.getByTestId("conversation").filter({ hasText: `Order #${orderId}:` });
      await expect(conversation).toContainText(question);
      await expect(conversation).toContainText(ORDER_CHAT_COPY.waiting);
      await conversation.getByRole("textbox", { name: ORDER_CHAT_COPY.replyLabel }).fill(answer);
      await conversation.getByRole("button", { name: ORDER_CHAT_COPY.reply }).click();
      await expectNotice(desk, ORDER_CHAT_MESSAGES.replied);
      const answered = desk.getByTestId("conversation").filter({ hasText: `Order #${orderId}:` });
      await expect(answered).toContainText(answer);
      await expect(answered).toContainText(ORDER_CHAT_COPY.answered);
      await advisorContext.close();

      // The member: the answer on the order's page, from "Advisor", and a notification of it.
      await page.goto(orderPage);
      const reply = thread(page).getByRole("listitem").filter({ hasText: answer });
      await expect(reply).toContainText(ORDER_CHAT_COPY.advisor);
      await expect(thread(page).getByRole("listitem")).toHaveCount(2);
      await page.goto(`${base}/myworld/profile/notifications`);
      await expect(page.getByText(ORDER_CHAT_NOTIFICATIONS.replied(orderId, "ENTMM").title)).toBeVisible();

      // Anyone but an advisor finds no desk.
      expect((await page.goto(`${base}/desk`))?.status()).toBe(404);
    });
  });
}
