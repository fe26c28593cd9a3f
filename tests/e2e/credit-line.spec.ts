import { SECURITIES_CREDIT_FIELD, SECURITIES_CREDIT_FINDINGS as F } from "../../core/messages/securities-credit";
import { expectNoSeriousViolations } from "../support/accessibility";
import { figures, fill, signedIn } from "../support/calculators";
import { expect, test } from "../support/fixtures";
import { fundedMemberWithApi } from "../support/investor";

// Platinum's "Securities-backed lines of credit" in the browser, with JavaScript on and off: a
// member holding $600,000 of settled cash (Platinum) opens the Credit line tab from the loans card,
// sees the line cash secures (95 %: $570,000) and a quarter of it drawn as the example, draws
// $100,000 at 6.5 % for two years, and is refused more than the line on its field.

const PAGE = "/myworld/service/loans/credit-line";

for (const javaScriptEnabled of [true, false]) {
  const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Platinum member sees the line their holdings secure and what drawing on it costs (${js})`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const { member } = await fundedMemberWithApi(request, baseURL!, "600000.00");
    const page = await signedIn(browser, baseURL, javaScriptEnabled, member);
    await page.goto("/myworld/service/loans");
    await page.getByRole("link", { name: "See what you could borrow" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("navigation", { name: "Loans sections" }).getByRole("link", { name: "Credit line" })).toHaveAttribute("aria-current", "page");
    // $600,000 of cash × 95 % = $570,000; a quarter, in whole thousands: $142,000.
    await expect(page.getByTestId("credit-line")).toHaveText("$570,000.00");
    await expect(page.getByTestId("credit-drawn")).toHaveText("$142,000.00");
    await expect(page.getByTestId("credit-room")).toHaveText("No fall calls it");

    await fill(page, javaScriptEnabled, { "Amount to draw": "100000", "The line's yearly rate": "6.5", "Months you would carry it": "24" }, { draw: "100000", rate: "6.5", months: "24" });
    // 100,000 × 6.5 % ÷ 12 = 541.666… → $541.67 a month; 24 months $13,000.08.
    const expected = { "credit-drawn": "$100,000.00", "credit-interest": "$541.67" };
    await expect.poll(() => figures(page, Object.keys(expected))).toEqual(expected);
    const findings = page.getByTestId("credit-line-findings");
    await expect(findings).toContainText(F.covered(10_000_000));
    await expect(findings).toContainText(F.cost(54_167, 650, 24, 1_300_008));
    await expect(page.getByTestId("credit-collateral").locator("tbody tr")).toHaveText([/Cash\s*\(keeps its value\)\s*\$600,000\.00\s*95%\s*\$570,000\.00/]);
    if (javaScriptEnabled) await expectNoSeriousViolations(page, "credit line");

    await fill(page, javaScriptEnabled, { "Amount to draw": "570000.01" }, { draw: "570000.01" });
    await expect(page.getByText(`Amount to draw ${SECURITIES_CREDIT_FIELD.overLine(57_000_000)}`)).toBeVisible();
    await expect(page.getByLabel("Amount to draw", { exact: true })).toHaveValue("570000.01");
    await expect(page.getByTestId("credit-line")).toHaveCount(0);
    await page.context().close();
  });
}

// The locked view is the server's page, the same with JavaScript on or off.
test("a Gold member sees the credit line locked at Platinum", async ({ browser, baseURL, request }) => {
  const { member } = await fundedMemberWithApi(request, baseURL!, "150000.00");
  const page = await signedIn(browser, baseURL, true, member);
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(403);
  await expect(page.getByText(/^Loans unlocks at Platinum/)).toBeVisible();
  await page.context().close();
});
