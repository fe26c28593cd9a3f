import type { Page } from "@playwright/test";
import { DEMO_MEMBERS, DEMO_PASSWORD } from "../../api/db/demo-members";
import { expect, test } from "../support/fixtures";
import { signInThroughDialog } from "../support/accounts";
import tax from "../../content/services/tax.json" with { type: "json" };
import investments from "../../content/services/investments.json" with { type: "json" };

// npm run seed:demo ran on the e2e server's database (global setup).
const demo = (tier: string) => {
  const member = DEMO_MEMBERS.find((d) => d.tier === tier)!;
  return { username: member.username, email: member.email, password: DEMO_PASSWORD, level: member.level };
};

async function offersState(page: Page) {
  return page.locator(".offer-card").evaluateAll((cards) =>
    cards.map((card) => ({ title: card.querySelector("h3")?.textContent ?? "", locked: card.getAttribute("data-locked") === "true" })),
  );
}

for (const tier of ["passengers", "gold", "painite"]) {
  test(`a ${tier} member sees exactly the unlocks of the tier on the service pages`, async ({ page }) => {
    const member = demo(tier);
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
    const product = await page.goto("/myworld/service/investments/product").then(async (r) => ({ status: r?.status(), text: await page.locator("main").textContent() }));
    if (member.level >= 4) {
      expect(filing?.status()).toBe(200);
      expect(product.status).toBe(200);
      expect(product.text).toContain("Included in your tier");
    } else {
      // Typed URL of a Gold feature: the locked view, never the data.
      expect(filing?.status()).toBe(403);
      expect(product.status).toBe(403);
      expect(product.text).toContain("Investment analysis unlocks at Gold");
      expect(product.text).not.toContain("Allocation, fees and risk of your portfolio");
    }
  });
}

test("a Passenger opens an investor account and becomes Bronze", async ({ page, request }) => {
  const { registerMember } = await import("../support/accounts");
  const member = await registerMember(request);
  await signInThroughDialog(page, member, "/news");
  await page.goto("/myworld/service/investments/open-account");
  await page.getByRole("button", { name: "Open my investor account" }).click();
  await expect(page.getByText(/your tier is Bronze/)).toBeVisible();
  await page.goto("/myworld/service/tax");
  const calculators = (await offersState(page)).find((o) => tax.offers.find((t) => t.title === o.title)?.unlockLevel === 2);
  expect(calculators?.locked).toBe(false);
});
