import { RETIREMENT_MIX_FIELD, RETIREMENT_MIX_FINDINGS as F } from "../../core/messages/retirement-investments";
import { demoMember } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expectLockedView, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { RETIREMENT_MIX_QUERY } from "../support/retirement-mix-query";

// Gold's "Retirement investment analysis" in the browser, with JavaScript on and off: from the
// retirement card to the Investment review tab, a 57-year-old's $100,000 401(k) against the glide
// path, with the API test's hand-worked figures for the mix, the costs and the order of returns; a
// mix that does not make 100% is refused on its field; Silver sees the locked view. The page writes
// nothing, so both runs use the demo Gold member.

const PAGE = "/myworld/service/retirement/investments";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Gold member reviews a retirement account's mix, costs and withdrawals (${js})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const page = await signedIn(browser, baseURL, javaScriptEnabled, demoMember("gold"));
    await page.goto("/myworld/service/retirement");
    await page.getByRole("link", { name: "Review your retirement account" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("navigation", { name: "Retirement sections" }).getByRole("link", { name: "Investment review" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("mix-table")).toBeVisible();

    await fill(
      page,
      javaScriptEnabled,
      {
        "Your age": "57",
        "Age you retire": "67",
        Balance: "100000",
        "In stocks": "80",
        "In bonds": "15",
        "In cash": "5",
        "In your employer's stock": "20",
        "Funds' yearly costs": "1",
        "Yearly withdrawal": "10000",
      },
      RETIREMENT_MIX_QUERY,
    );
    // Ten years out the glide path holds 66 % (56 to 76); the mix earns 6.35 %.
    await expect(page.getByTestId("mix-row-stocks")).toHaveText(/Stocks\s*80% \(above the usual range\)\s*66% \(56% to 76%\)$/);
    await expect(page.getByTestId("mix-row-return")).toHaveText(/6\.35%/);
    const findings = page.getByTestId("mix-findings");
    await expect(findings).toContainText(F.fees(100, 100_000, 10, 1_605_990, 10));
    await expect(findings).toContainText(F.employer(2_000, 2_000_000, 10));
    await expect(page.getByTestId("mix-fees").locator("tbody tr")).toHaveText([/\$1,000\.00\s*\$170,452\.10$/, /\$186,512\.00$/]);
    await expect(page.getByTestId("mix-sequence").locator("tbody tr").nth(1)).toHaveText(/^1\s*\$76,275\.00\s*\$99,315\.00$/);
    await expect(page.getByTestId("mix-sequence").locator("tbody tr").last()).toHaveText(/^10\s*\$6,841\.37\s*\$50,060\.88$/);
    await expect(page.getByRole("heading", { name: "Ways to structure withdrawals" })).toBeVisible();
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "retirement investment review");

    // 80 + 10 + 5 is not 100: refused on the stocks, what was typed kept.
    await fill(page, javaScriptEnabled, { "In bonds": "10" }, { bonds: "10" });
    await expect(page.getByText(`In stocks ${RETIREMENT_MIX_FIELD.mixTotal}`)).toBeVisible();
    await expect(page.getByLabel("In stocks", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Balance", { exact: true })).toHaveValue("100000");
    await expect(page.getByTestId("mix-table")).toHaveCount(0);
    await page.context().close();
  });
}

// The locked view is the server's page, the same with JavaScript on or off.
test("a Silver member sees the retirement investment review locked at Gold", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, baseURL, true, demoMember("silver"));
  await expectLockedView(page, PAGE, { area: "Retirement", unlocks: /^Investment analysis unlocks at Gold/ });
  await page.context().close();
});
