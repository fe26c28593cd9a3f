import type { Page } from "@playwright/test";
import { FAMILY_SUCCESSION_FIELD, FAMILY_SUCCESSION_FINDINGS as F } from "../../core/messages/family-succession";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { FAMILY_SUCCESSION_QUERY as Q } from "../support/family-succession-query";

// Taaffeite's family succession review in the browser with JavaScript on and off: from the estate
// card to the page, the API test's five roles: the roles without a successor, the holders past the
// handover age, the founder as the key person, each person's load; a named role without its holder
// is refused on its field, and a birth year as a year; Emerald sees the locked view. The page writes
// nothing, so both runs use the demo Taaffeite member.

const PAGE = "/myworld/service/estate/family";

async function enterRoles(page: Page, javaScriptEnabled: boolean) {
  const more = page.locator("details.form-more");
  if ((await more.getAttribute("open")) === null) await more.getByText("Three more roles").click();
  for (const n of [1, 2, 3, 4, 5] as const) await page.getByLabel(`Role ${n} kind`, { exact: true }).selectOption(Q[`k${n}`]);
  const fields: Record<string, string> = { "Hand over from age": Q.age };
  for (const n of [1, 2, 3, 4, 5] as const) {
    Object.assign(fields, { [`Role ${n} is for`]: Q[`e${n}`], [`Role ${n} holder`]: Q[`h${n}`], [`Role ${n} holder born in`]: Q[`y${n}`] });
    fields[`Role ${n} successor`] = (Q as Record<string, string>)[`s${n}`] ?? "";
  }
  await fill(page, javaScriptEnabled, fields, Q);
}

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Taaffeite member reviews who holds the family's roles (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("taaffeite"));
    await page.goto("/myworld/service/estate");
    await page.locator(".offer-card", { has: page.getByRole("heading", { name: "Family office succession planning" }) }).getByRole("link", { name: "Review who holds each role" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    await enterRoles(page, javaScriptEnabled);
    await expect(page.getByTestId("family-succession-count")).toHaveText("5");
    await expect(page.getByTestId("family-succession-uncovered")).toHaveText("2");
    await expect(page.getByTestId("family-succession-handover")).toHaveText("3");
    await expect(page.getByTestId("family-succession-findings")).toContainText(F.keyPerson("Carlos Rivera", 3));
    const roles = page.getByTestId("family-succession-roles").locator("tbody tr");
    await expect(roles).toHaveCount(5);
    await expect(roles.nth(1)).toHaveText(/^Rivera Holdings LLC\s*Manager or director\s*Carlos Rivera\s*\d+ this year\s*None named\s*Name a successor$/);
    await expect(roles.nth(0)).toHaveText(/Ana Rivera\s*Plan the handover$/);
    await expect(page.getByTestId("family-succession-people").locator("tbody tr").first()).toHaveText(/^Carlos Rivera\s*3\s*Key person\s*0$/);
    if (javaScriptEnabled) {
      await expect(page.locator(".calculator-chart svg.recharts-surface").first()).toBeVisible();
      await expectNoSeriousViolations(page, "family succession");
    } else await expect(page.getByText("The chart is drawn in the browser; its figures are in the table below.")).toBeVisible();
    await page.context().close();
  });
}

test("a named role without its holder is refused on its field, and a birth year as a year", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, false, demoMember("taaffeite"));
  await page.goto(`${PAGE}?e2=Ranch%20LLC&y2=1955`);
  await expect(page.getByText("Role 2 holder is required")).toBeVisible();
  await expect(page.getByLabel("Role 2 is for", { exact: true })).toHaveValue("Ranch LLC");
  await page.goto(`${PAGE}?e1=Trust&h1=Mia&y1=1850`);
  await expect(page.getByText(`Role 1 holder born in ${FAMILY_SUCCESSION_FIELD.birthYear}`)).toBeVisible();
  await expect(page.getByTestId("family-succession-roles")).toHaveCount(0);
  await page.context().close();
});

// The locked view is the server's page, the same with JavaScript on or off.
test("an Emerald member sees family succession locked at Taaffeite", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("emerald"));
  await expectLockedView(page, PAGE, { area: "Estate", unlocks: /^Family office unlocks at Taaffeite/ });
  await page.context().close();
});
