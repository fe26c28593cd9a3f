import { NEXT_GENERATION_FIELD, NEXT_GENERATION_FINDINGS as F } from "../../core/messages/next-generation";
import { daysAfter, todayIn } from "../../core/planning/dates";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { nextGenerationQuery } from "../support/next-generation-query";

// Taaffeite's next-generation education plan in the browser with JavaScript on and off: from the
// education card to the page, the API test's two children (counted back from today, far from their
// birthdays, so the stages hold on any day): each child's stage and lessons, the fourteen milestones
// in order; a named child without a birth date, and one born after today, are refused on the field;
// Emerald sees the locked view. The page writes nothing, so both runs use the demo Taaffeite member.

const PAGE = "/myworld/service/education/family";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Taaffeite member plans the children's money education (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("taaffeite"));
    await page.goto("/myworld/service/education");
    await page.locator(".offer-card", { has: page.getByRole("heading", { name: "Next-generation family education" }) }).getByRole("link", { name: "Plan the next generation's education" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    const Q = nextGenerationQuery(todayIn("UTC"));
    await page.getByLabel("Custodial accounts pass", { exact: true }).selectOption(Q.custody);
    await fill(
      page,
      javaScriptEnabled,
      {
        "Child 3 name": "",
        "Child 3 born": "",
        "Child 1 name": Q.c1,
        "Child 1 born": Q.b1,
        "Child 2 name": Q.c2,
        "Child 2 born": Q.b2,
        "Family council seat at": Q.council,
        "Distribution 1 at": Q.d1,
        "Distribution 2 at": Q.d2,
      },
      Q,
    );
    await expect(page.getByTestId("next-gen-children")).toHaveText("2");
    await expect(page.getByTestId("next-gen-soon")).toHaveText("1");
    await expect(page.getByTestId("next-gen-findings")).toContainText(F.children(2, 2));
    const stages = page.getByTestId("next-gen-stages").locator("article");
    await expect(stages).toHaveCount(2);
    await expect(stages.nth(0)).toContainText("Maya, 14");
    await expect(stages.nth(0)).toContainText("Investing and work (13 to 17)");
    await expect(stages.nth(1)).toContainText('"Saving and giving" from');
    const rows = page.getByTestId("next-gen-timeline").locator("tbody tr");
    await expect(rows).toHaveCount(14);
    await expect(rows.nth(0)).toHaveText(/Leo\s*Begins "Saving and giving" at 9\s*Within 3 years$/);
    await expect(rows.nth(4)).toHaveText(/Maya\s*The custodial account becomes theirs at 21\s*Ahead$/);
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "next generation");
    await page.context().close();
  });
}

test("a named child without a birth date, or born after today, is refused on the field", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("taaffeite"));
  await page.goto(`${PAGE}?c1=Nora`);
  await expect(page.getByText("Child 1 born is required")).toBeVisible();
  await expect(page.getByLabel("Child 1 name", { exact: true })).toHaveValue("Nora");
  await page.goto(`${PAGE}?c1=Nora&b1=${daysAfter(todayIn("UTC"), 30)}`);
  await expect(page.getByText(`Child 1 born ${NEXT_GENERATION_FIELD.future}`)).toBeVisible();
  await expect(page.getByTestId("next-gen-timeline")).toHaveCount(0);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off.
test("an Emerald member sees the next generation's plan locked at Taaffeite", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("emerald"));
  await expectLockedView(page, PAGE, { area: "Education", unlocks: /^Family office unlocks at Taaffeite/ });
  await page.context().close();
});
