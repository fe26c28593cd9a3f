import type { Locator, Page } from "@playwright/test";
import { FORMATION_CHECKLISTS } from "../../core/legal/formation-checklists";
import { CHECKLIST_PAGE_WORDS, LEGAL_MESSAGES } from "../../core/messages/legal";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";

// Diamond's "Trust and business formation resources" in the browser, with JavaScript on and off:
// from the legal card to its tab, the four formation checklists, ticks kept for the next visit
// (the demo Diamond member: each run ticks its own checklist, and clears it at the start and the
// end); Platinum sees the locked view.

const PAGE = "/myworld/service/legal/formation";
const [, , LLC, CORPORATION] = FORMATION_CHECKLISTS;

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const box = (within: Locator, text: string) => within.getByRole("checkbox", { name: text });

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;
  const checklist = javaScriptEnabled ? LLC : CORPORATION;

  /** With JavaScript each tick saves by itself; without, the checklist's button saves them. */
  async function saved(page: Page, expected: string) {
    const card = section(page, checklist.title);
    if (!javaScriptEnabled) await card.getByRole("button", { name: "Save progress" }).click();
    await expect(javaScriptEnabled ? card.getByRole("status") : page.getByText(expected)).toHaveText(expected);
  }

  async function clear(page: Page) {
    const card = section(page, checklist.title);
    const button = card.getByRole("button", { name: "Clear all ticks" });
    if (await button.isDisabled()) return;
    await button.click();
    await expect(javaScriptEnabled ? card.getByRole("status") : page.getByText(LEGAL_MESSAGES.cleared(checklist.title))).toHaveText(LEGAL_MESSAGES.cleared(checklist.title));
  }

  test(`a Diamond member works through a formation checklist and finds it ticked on the next visit (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("diamond"));
    await page.goto("/myworld/service/legal");
    await page.getByRole("link", { name: "Prepare for a trust or a new company" }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole("navigation", { name: "Legal sections" }).getByRole("link", { name: "Trusts and formation" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: CHECKLIST_PAGE_WORDS.formation.title })).toBeVisible();
    await expect(page.getByText(LEGAL_MESSAGES.disclaimer)).toBeVisible();
    for (const c of FORMATION_CHECKLISTS) await expect(section(page, c.title).getByRole("checkbox")).toHaveCount(c.items.length);
    await clear(page);
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "trust and business formation");

    const card = section(page, checklist.title);
    const [first, second] = checklist.items;
    await box(card, first.text).check();
    if (javaScriptEnabled) await saved(page, LEGAL_MESSAGES.saved(checklist.title, 1, checklist.items.length));
    await box(card, second.text).check();
    await saved(page, LEGAL_MESSAGES.saved(checklist.title, 2, checklist.items.length));

    // The next visit: the two steps, and nothing on the other checklists from this run.
    await page.goto(PAGE);
    await expect(box(section(page, checklist.title), first.text)).toBeChecked();
    await expect(section(page, checklist.title).getByRole("checkbox", { checked: true })).toHaveCount(2);
    await expect(page.getByRole("progressbar", { name: `${checklist.title}: 2 of ${checklist.items.length} done` }).first()).toBeVisible();
    await expect(section(page, "Setting up a trust").getByRole("checkbox", { checked: true })).toHaveCount(0);
    await clear(page);
    await page.context().close();
  });
}

test("a formation step's Ask Enne link is answered from the step, and its attorney link with the checklist's questions", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const page = await signedIn(browser, baseURL, false, demoMember("diamond"));
  await page.goto(PAGE);
  const election = CORPORATION.items.find((i) => i.key === "election-83b")!;
  await section(page, CORPORATION.title).getByRole("link", { name: `Ask Enne about: ${election.text}` }).click();
  const question = LEGAL_MESSAGES.askEnne(CORPORATION.title, election.text);
  expect(question).toBe("When forming a corporation, why should I file an 83(b) election within 30 days for founders' shares that vest over time?");
  await expect(page.getByRole("textbox", { name: "Your question" })).toHaveValue(question);
  await page.getByRole("button", { name: "Ask Enne" }).click();
  const exchange = page.getByRole("article", { name: `You asked: ${question.slice(0, 80)}` });
  await expect(exchange).toContainText(election.detail);
  await expect(exchange.getByRole("link", { name: "Legal checklist: Forming a corporation" })).toHaveAttribute("href", `${PAGE}#forming-a-corporation`);

  await page.goto(PAGE);
  await section(page, LLC.title).getByRole("link", { name: LEGAL_MESSAGES.askAttorneyQuestionsLink }).click();
  const ask = LEGAL_MESSAGES.askAttorneyQuestions(LLC.attorneyKind, LLC.title);
  expect(ask).toBe("What should I ask a business attorney about forming an LLC?");
  await page.getByRole("button", { name: "Ask Enne" }).click();
  await expect(page.getByRole("article", { name: `You asked: ${ask}` }).getByRole("list").first().getByRole("listitem")).toHaveText([...LLC.attorneyQuestions]);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off.
test("a Platinum member sees trust and business formation locked at Diamond", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("platinum"));
  await expectLockedView(page, PAGE, { area: "Legal", unlocks: /^Trusts unlocks at Diamond/, control: page.getByRole("checkbox") });
  await page.context().close();
});
