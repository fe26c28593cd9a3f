import { DEMO_MEMBERS, DEMO_PASSWORD } from "../../api/seed/demo-members";
import { ASSISTANT_MESSAGES } from "../../core/messages/assistant";
import { signInByForm } from "../support/accounts";
import { expect, test } from "../support/fixtures";

// Issue "Enne, the assistant" §4: the assistant's page in Chromium. npm run seed:demo ran on the
// e2e server's database (global setup).

const ROTH = "What is the difference between Roth and traditional accounts?";
const ROTH_ARTICLE = "Roth or traditional? Choosing how your retirement savings are taxed";

const bronze = () => {
  const member = DEMO_MEMBERS.find((d) => d.tier === "bronze")!;
  return { username: member.username, email: member.email, password: DEMO_PASSWORD };
};

test("a visitor asks about Roth vs traditional accounts and gets a cited answer, streamed", async ({ page }) => {
  await page.goto("/enplusworld/ai-enne");
  // The page keeps its introduction and invites the visitor to sign up.
  await expect(page.getByRole("heading", { level: 1, name: "Enne, your AI assistant" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create your free account" })).toBeVisible();

  // Spaces pass the box's required check but are no question: refused on the box, focus back in it.
  await page.getByLabel("Your question").fill("   ");
  await page.getByRole("button", { name: "Ask Enne" }).click();
  await expect(page.getByText(ASSISTANT_MESSAGES.questionRequired)).toBeVisible();
  await expect(page.getByLabel("Your question")).toBeFocused();

  const streamed = page.waitForResponse((r) => r.url().endsWith("/resources/ai-enne") && r.request().method() === "POST");
  await page.getByLabel("Your question").fill(ROTH);
  await page.getByRole("button", { name: "Ask Enne" }).click();
  const response = await streamed;
  expect(response.headers()["content-type"]).toMatch(/^text\/event-stream/);
  expect(response.headers()["content-encoding"]).toBeUndefined();

  const answer = page.locator(".assistant-exchange").last();
  await expect(answer).toContainText("Here is what our published guidance says");
  const source = answer.getByRole("link", { name: ROTH_ARTICLE });
  await expect(source).toHaveAttribute("href", "/enplusworld/learning-center/roth-vs-traditional-accounts");
  // The sentences were announced politely, once each.
  await expect(page.getByRole("log")).toContainText("Here is what our published guidance says");
  const announced = await page.getByRole("log").locator("p").allTextContents();
  expect(new Set(announced).size).toBe(announced.length);
});

test("a Bronze member asks for their cash and tier; history and feedback survive a reload", async ({ page }) => {
  await signInByForm(page, bronze());
  await page.goto("/enplusworld/ai-enne");
  await page.getByLabel("Your question").fill("How much cash can I withdraw, and what is my tier?");
  await page.getByRole("button", { name: "Ask Enne" }).click();
  // The conversation is stored and the page moves to it.
  await expect(page).toHaveURL(/\/enplusworld\/ai-enne\?c=\d+$/);
  const exchange = page.locator(".assistant-exchange").last();
  await expect(exchange).toContainText("You are at Bronze (level 2), with $12,500.00 in combined assets.");
  await expect(exchange).toContainText(/You can withdraw \$[\d,]+\.\d\d now\./);
  await expect(exchange.getByRole("link", { name: "Funding: deposits and withdrawals" })).toHaveAttribute("href", "/myworld/service/investments/funding");

  await exchange.getByRole("button", { name: "Helpful", exact: true }).click();
  await expect(page.locator(".assistant-exchange").last().getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  const history = page.getByRole("navigation", { name: "Your conversations" });
  await expect(history.getByRole("link", { name: "How much cash can I withdraw, and what is my tier?" }).first()).toBeVisible();
  await expect(page.locator(".assistant-exchange").last().getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".assistant-exchange").last()).toContainText("You are at Bronze (level 2)");
});

test("a Silver member asks for their open orders and tax estimate: their own figures, and the tier that unlocks tax", async ({ page }) => {
  const demo = DEMO_MEMBERS.find((d) => d.tier === "silver")!;
  await signInByForm(page, { username: demo.username, email: demo.email, password: DEMO_PASSWORD });
  await page.goto("/enplusworld/ai-enne");
  await page.getByLabel("Your question").fill("Do I have any open orders, and what is my tax estimate?");
  await page.getByRole("button", { name: "Ask Enne" }).click();
  const exchange = page.locator(".assistant-exchange").last();
  await expect(exchange).toContainText("You have no open orders: nothing is waiting in review or to be filled.");
  await expect(exchange).toContainText(/Individual tax unlocks at Gold\. Add \$[\d,]+ in assets on the platform to get there\./);
  await expect(exchange.getByRole("link", { name: "Your orders" })).toHaveAttribute("href", "/myworld/service/investments/orders");
  await expect(exchange.getByRole("link", { name: "Your membership overview" })).toHaveAttribute("href", "/myworld/profile/overview");
});

test("in the member area, Enne opens in a drawer and keeps the conversation", async ({ page }) => {
  await signInByForm(page, bronze());
  await page.goto("/myworld/profile/overview");
  await page.getByRole("link", { name: "Ask Enne" }).click();
  const drawer = page.getByRole("dialog", { name: "Enne, your assistant" });
  await expect(drawer).toBeVisible();
  // Spaces pass the box's required check but are no question: refused on the box, nothing sent.
  let asked = 0;
  page.on("request", (r) => void (r.url().endsWith("/resources/ai-enne") && asked++));
  await drawer.getByLabel("Your question").fill("   ");
  await drawer.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(drawer.getByText(ASSISTANT_MESSAGES.questionRequired)).toBeVisible();
  await expect(drawer.getByLabel("Your question")).toBeFocused();
  expect(asked).toBe(0);
  await drawer.getByLabel("Your question").fill("How does dollar-cost averaging work?");
  await drawer.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(drawer.locator(".assistant-exchange").last()).toContainText("Here is what our published guidance says");
  const full = drawer.getByRole("link", { name: "Open this conversation on Enne's page" });
  await expect(full).toHaveAttribute("href", /\/enplusworld\/ai-enne\?c=\d+$/);
  await full.click();
  await expect(page.locator(".assistant-exchange").last()).toContainText("You asked: How does dollar-cost averaging work?");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same question posts and the page renders the whole answer", async ({ page }) => {
    await page.goto("/enplusworld/ai-enne");
    await page.getByLabel("Your question").fill(ROTH);
    await page.getByRole("button", { name: "Ask Enne" }).click();
    const answer = page.locator(".assistant-exchange").last();
    await expect(answer).toContainText(`You asked: ${ROTH}`);
    await expect(answer).toContainText("Follow the links to read each source in full.");
    await expect(answer.getByRole("link", { name: ROTH_ARTICLE })).toBeVisible();
  });
});

test("a Bronze member's \"Ask Enne about money\" card opens Enne with its question in the box, and Enne answers it", async ({ page }) => {
  await signInByForm(page, bronze());
  await page.goto("/myworld/service/budgeting");
  await page.getByRole("article").filter({ hasText: "Ask Enne about money" }).getByRole("link", { name: "Ask Enne" }).click();
  await expect(page).toHaveURL(/\/enplusworld\/ai-enne\?ask=/);
  await expect(page.getByLabel("Your question")).toHaveValue("How large should an emergency fund be?");
  await page.getByRole("button", { name: "Ask Enne" }).click();
  // The closest published guidance: the learning center's emergency fund article.
  await expect(page.locator(".assistant-exchange").last()).toContainText("Building an emergency");
});
