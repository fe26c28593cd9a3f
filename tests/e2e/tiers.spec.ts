import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { demoMember, signInByForm, signInThroughDialog } from "../support/accounts";
import tax from "../../content/services/tax.json" with { type: "json" };
import investments from "../../content/services/investments.json" with { type: "json" };

// npm run seed:demo ran on the e2e server's database (global setup).

async function offersState(page: Page) {
  return page.locator(".offer-card").evaluateAll((cards) =>
    cards.map((card) => ({ title: card.querySelector("h3")?.textContent ?? "", locked: card.getAttribute("data-locked") === "true" })),
  );
}

for (const tier of ["passengers", "gold", "painite"]) {
  test(`a ${tier} member sees exactly the unlocks of the tier on the service pages`, async ({ page }) => {
    const member = demoMember(tier);
    await signInThroughDialog(page, member, "/news");
    for (const [name, content] of [["tax", tax], ["investments", investments]] as const) {
      const response = await page.goto(`/myworld/service/${name}`);
      expect(response?.status()).toBe(200);
      expect(await offersState(page)).toEqual(content.offers.map((o) => ({ title: o.title, locked: o.unlockLevel > member.level })));
      // A locked offer says which tier unlocks it and what it takes.
      const locked = content.offers.filter((o) => o.unlockLevel > member.level);
      if (locked.length > 0) await expect(page.locator(".offer-card[data-locked='true'] .locked-note").first()).toContainText(/Unlocks at \w+/);
    }

    const filing = await page.goto("/myworld/service/tax/filing");
    // The product catalogue is open to every member (issue "Trading"); its locked products name their tier.
    const product = await page.goto("/myworld/service/investments/product");
    expect(product?.status()).toBe(200);
    if (member.level >= 4) {
      expect(filing?.status()).toBe(200);
    } else {
      // Typed URL of a Gold feature: the locked view, never the data.
      expect(filing?.status()).toBe(403);
      await page.goto("/myworld/service/tax/filing");
      await expect(page.locator("main")).toContainText("unlocks at Gold");
    }
  });
}

test("a Passenger opens an investor account and becomes Bronze", async ({ page, request }) => {
  const { registerMember } = await import("../support/accounts");
  const member = await registerMember(request);
  await signInThroughDialog(page, member, "/news");
  const { prepareApplicationThroughApi } = await import("../support/investor");
  await prepareApplicationThroughApi(request, member);
  await page.goto("/myworld/service/investments/open-account?step=review");
  await page.getByRole("button", { name: "Submit my application" }).click();
  await expect(page.getByTestId("application-status")).toHaveText("Approved");
  await page.goto("/myworld/profile/overview");
  await expect(page.locator(".tier-card").getByRole("heading", { name: "Bronze" })).toBeVisible();
  await page.goto("/myworld/service/tax");
  const calculators = (await offersState(page)).find((o) => tax.offers.find((t) => t.title === o.title)?.unlockLevel === 2);
  expect(calculators?.locked).toBe(false);
});

test("the profile overview's tier card shows assets, progress and what the next tier unlocks", async ({ page, browser, baseURL }) => {
  await signInByForm(page, demoMember("silver"));
  const response = await page.goto("/myworld/profile");
  expect(response?.status()).toBe(200);
  const card = page.locator(".tier-card");
  await expect(card.getByRole("heading", { name: "Silver" })).toBeVisible();
  await expect(card).toContainText("$65,000.00 in combined assets");
  await expect(card).toContainText("Add $35,000.00 in assets to reach Gold.");
  await expect(card).toContainText("Gold unlocks: Individual tax, Investment analysis.");
  // $65,000 is halfway from $30,000 to $100,000.
  await expect(card.getByRole("progressbar", { name: "Progress to Gold" })).toHaveAttribute("aria-valuenow", "50");

  for (const [tier, text] of [["painite", "You have every feature EnPlus World offers."], ["passengers", "Open an investor account to reach Bronze."]] as const) {
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await signInByForm(other, demoMember(tier));
    await other.goto("/myworld/profile/overview");
    await expect(other.locator(".tier-card")).toContainText(text);
    await context.close();
  }
});
