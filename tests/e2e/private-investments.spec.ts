import { demoMember } from "../support/accounts";
import { signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";

// The investments service's Emerald card "High-net-worth private investments" and Painite's
// "Ultra-high-net-worth investment opportunities" open the product catalogue on their asset class:
// the private funds, and the direct and co-investments, each with its page of terms. JavaScript on
// and off: the filter is the URL's.

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`an Emerald member opens the private funds from the card (${js})`, async ({ browser, baseURL }) => {
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("emerald"));
    await page.goto("/myworld/service/investments");
    await page.getByRole("link", { name: "Review the private funds" }).click();
    await expect(page).toHaveURL(/\/myworld\/service\/investments\/product\?assetClass=private_investment$/);
    await expect(page.getByRole("link", { name: /Private Equity Buyout Fund/ }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Private Real Estate Fund/ }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Managed Portfolio/ })).toHaveCount(0);
    await page.context().close();
  });
}

test("a Painite member opens the direct and co-investments from the card", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("painite"));
  await page.goto("/myworld/service/investments");
  await page.getByRole("link", { name: "Review the direct and co-investments" }).click();
  await expect(page).toHaveURL(/assetClass=uhnw_investment$/);
  await expect(page.getByRole("link", { name: /Direct Co-Investment Program/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Private Equity Buyout Fund/ })).toHaveCount(0);
  await page.context().close();
});

// Below Emerald the card is closed: no link to follow.
test("a Diamond member's private investments card has no link", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("diamond"));
  await page.goto("/myworld/service/investments");
  await expect(page.getByRole("heading", { name: "High-net-worth private investments" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Review the private funds" })).toHaveCount(0);
  await page.context().close();
});
