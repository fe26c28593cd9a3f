import { randomUUID } from "node:crypto";
import { BUDGETING_MESSAGES } from "../../core/messages/budgeting";
import { demoMember, signInByForm, signInThroughDialog } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { apiToken } from "../support/investor";
import { expectNotice } from "../support/notices";

// Issue "Planning and budgeting" §2 and §3: a Bronze member imports a bank CSV with a mapping, and
// the same file again (nothing doubled), sets a budget and sees budget vs actual; a Silver member
// sees the analysis; a Passenger sees the locked view and the API answers 403 TierRequired. With
// JavaScript on and off: every step is a form post.

// npm run seed:demo ran on the e2e server's database (global setup).

const BASE = "/myworld/service/budgeting";
const STATEMENT = [
  "Date;Description;Debit;Credit",
  "01.03.2026;Rent March;1.200,00;",
  "02.03.2026;Salary;;3.000,50",
  "03.03.2026;Fresh market;85,40;",
  "31.02.2026;Broken date;1,00;",
].join("\n");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`budgeting with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a Bronze member imports a CSV twice (nothing doubled), then budgets against it", async ({ page }) => {
      await signInThroughDialog(page, demoMember("bronze"), "/news");
      const accountName = `Checking ${randomUUID().slice(0, 8)}`;

      await page.goto(`${BASE}/transactions?month=2026-03`);
      await page.getByLabel("Name").fill(accountName);
      await page.getByRole("button", { name: "Add account" }).click();
      await expectNotice(page, BUDGETING_MESSAGES.accountAdded);
      await expect(page.getByTestId("accounts-table")).toContainText(accountName);

      for (const round of [1, 2]) {
        await page.goto(`${BASE}/import`);
        await page.getByLabel("Into the account").selectOption({ label: accountName });
        await page.getByLabel("Or paste the file's text").fill(STATEMENT);
        await page.getByRole("button", { name: "Preview" }).click();
        // Detected: semicolons, day/month dates, decimal commas, debit and credit columns.
        await expect(page.getByLabel("Separator")).toHaveValue(";");
        await expect(page.getByLabel("Date format")).toHaveValue("dmy");
        await expect(page.getByLabel("Amount format")).toHaveValue("comma");
        await expect(page.getByLabel("Debit column (money out)")).toHaveValue("2");
        await expect(page.getByTestId("import-errors")).toContainText('Line 5: date "31.02.2026" is not a date in the chosen format');
        if (round === 1) {
          await expect(page.getByTestId("import-counts")).toHaveText("4 rows: 3 to import, 0 duplicates to skip, 1 with problems.");
          await page.getByRole("button", { name: "Import 3 transactions" }).click();
          await expectNotice(page, BUDGETING_MESSAGES.imported(3, 0));
        } else {
          await expect(page.getByTestId("import-counts")).toHaveText("4 rows: 0 to import, 3 duplicates to skip, 1 with problems.");
          await page.getByRole("button", { name: "Import 0 transactions" }).click();
          await expectNotice(page, BUDGETING_MESSAGES.imported(0, 3));
        }
      }

      await page.goto(`${BASE}/transactions?month=2026-03`);
      const account = page.getByTestId("accounts-table").getByRole("row").filter({ hasText: accountName });
      // 0.00 − 1,200.00 + 3,000.50 − 85.40 = 1,715.10, three transactions, not six.
      await expect(account).toContainText("$1,715.10");
      await expect(account.getByRole("cell").nth(3)).toHaveText("3");

      // Categorise the market by a rule, then budget Groceries for March.
      await page.getByLabel("When the description").selectOption("starts_with");
      await page.getByRole("textbox", { name: "Text", exact: true }).fill("fresh market");
      await page.getByRole("combobox", { name: "Category" }).last().selectOption({ label: "Food · Groceries" });
      await page.getByRole("button", { name: "Add rule" }).click();
      await expectNotice(page, BUDGETING_MESSAGES.ruleAdded);
      await page.getByRole("button", { name: "Apply rules to uncategorised transactions" }).click();
      // Wait for the rules' answer before leaving: navigating at once could leave the budget page to
      // read the month before the market was categorised (spent $0 on PostgreSQL once). How many it
      // categorised depends on the other runs sharing this member.
      await expect(page.getByRole("status").filter({ hasText: /The rules categorised \d+ transactions?\./ })).toBeVisible();

      await page.goto(`${BASE}/budget?month=2026-03`);
      const groceries = page.getByTestId("budget-line-Groceries");
      await groceries.getByRole("textbox", { name: "Budget for Groceries" }).fill("400.00");
      await groceries.getByRole("button", { name: "Save the budget for Groceries" }).click();
      await expectNotice(page, BUDGETING_MESSAGES.budgetSaved);
      await expect(page).toHaveURL(/month=2026-03/);
      // Spent is at least this account's $85.40; the remaining is what the table's own figures say.
      const line = page.getByTestId("budget-line-Groceries");
      await expect(line.getByRole("textbox", { name: "Budget for Groceries" })).toHaveValue("400.00");
      const spentText = (await line.getByRole("cell").nth(2).textContent()) ?? "";
      const spent = Number(spentText.replace(/[$,]/g, ""));
      expect(spent).toBeGreaterThanOrEqual(85.4);
      await expect(line.getByTestId("remaining")).toContainText(`$${(400 - spent).toFixed(2)}`);
      await line.getByRole("button", { name: /Rollover for Groceries/ }).click();
      await expect(page.getByTestId("budget-line-Groceries").getByRole("button", { name: /Rollover for Groceries: (on|off)/ })).toBeVisible();
    });

    test("a Silver member sees the analysis; a Passenger sees the locked view", async ({ browser, baseURL, request }) => {
      const silverContext = await browser.newContext({ baseURL, javaScriptEnabled });
      const silver = await silverContext.newPage();
      await signInByForm(silver, demoMember("silver"));
      const analysis = await silver.goto(`${BASE}/analysis?month=2026-03`);
      expect(analysis?.status()).toBe(200);
      await expect(silver.getByRole("heading", { name: "March 2026 in short" })).toBeVisible();
      await expect(silver.getByTestId("analysis-summary")).not.toBeEmpty();
      await expect(silver.getByRole("heading", { name: "Recurring payments" })).toBeVisible();
      await silverContext.close();

      const passengerContext = await browser.newContext({ baseURL, javaScriptEnabled });
      const passenger = await passengerContext.newPage();
      await signInThroughDialog(passenger, demoMember("passengers"), "/news");
      for (const path of ["transactions", "budget", "analysis"]) {
        const response = await passenger.goto(`${BASE}/${path}`);
        expect(response?.status()).toBe(403);
        await expect(passenger.getByRole("heading", { name: /not in your tier yet/ })).toBeVisible();
      }
      await passengerContext.close();
      const token = await apiToken(request, demoMember("passengers"));
      const api = await request.get("/api/budgeting/accounts", { headers: { Authorization: `Bearer ${token}` } });
      expect(api.status()).toBe(403);
      expect(await api.json()).toMatchObject({ success: false, errorCode: "TierRequired" });
    });
  });
}
