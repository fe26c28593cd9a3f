import { addMonthsTo } from "../../core/budgeting/months";
import { calendarDateIn } from "../../core/format";
import { BUDGETING_MESSAGES } from "../../core/messages/budgeting";
import { signInByForm } from "../support/accounts";
import { expectNoSeriousViolations } from "../support/accessibility";
import { expect, test } from "../support/fixtures";
import { fundedMemberWithApi } from "../support/investor";

// Silver's budgeting in the browser, with JavaScript on and off. Saving month by month in the
// analysis: a member with four months of salary and spending reads each month's savings rate and the
// note that their saving paused, reached from the retirement service's "Retirement accounts and
// saving habits". Cash and reserve: a member's cash across accounts against the months of spending
// they choose to keep, reached from the budgeting card "Accounts and cash management". Insurance
// premiums across the year, reached from the insurance card "Premiums in your cash flow".

const ANALYSIS = "/myworld/service/budgeting/analysis";
const CASH = "/myworld/service/budgeting/cash";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Silver budgeting with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a Silver member reads each month's savings rate and the pause, and the premiums of the year, from the retirement and insurance cards", async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      const base = baseURL!;
      const { member, api } = await fundedMemberWithApi(request, base, "35000.00");
      const account = await api.post("/api/budgeting/accounts", { name: "Salary account", kind: "checking", openingBalance: "0" });
      const salary = ((await api.get("/api/budgeting/categories")) as Array<{ id: number; name: string }>).find((c) => c.name === "Salary")!.id;
      // Insurance: a car policy every six months (181 days apart) and a home policy's yearly bill.
      for (const [date, amount, description] of [["2025-10-10", "-540.00", "SAFEDRIVE AUTO INSURANCE"], ["2026-04-09", "-540.00", "SAFEDRIVE AUTO INSURANCE"], ["2026-03-01", "-1200.00", "HOMEGUARD INSURANCE"]] as const) {
        await api.post("/api/budgeting/transactions", { accountId: account.id, date, amount, description });
      }
      // June to August: $5,000 in, $4,000 out (20 %); September: $5,000 in, $5,250 out.
      for (const [month, spent] of [["06", "4000.00"], ["07", "4000.00"], ["08", "4000.00"], ["09", "5250.00"]] as const) {
        await api.post("/api/budgeting/transactions", { accountId: account.id, date: `2026-${month}-01`, amount: "5000.00", description: "Payroll", categoryId: salary });
        await api.post("/api/budgeting/transactions", { accountId: account.id, date: `2026-${month}-12`, amount: `-${spent}`, description: "Card", categoryId: null });
      }

      await signInByForm(page, member, base);
      await page.goto(`${base}/myworld/service/retirement`);
      await page.getByRole("link", { name: "See your saving month by month" }).click();
      await expect(page).toHaveURL(`${base}${ANALYSIS}#saving`);
      await page.goto(`${base}${ANALYSIS}?month=2026-09#saving`);
      const saving = page.getByTestId("saving");
      await expect(saving.getByRole("heading", { name: "Saving, month by month" })).toBeVisible();
      // $1,000 × 3 − $250 = $2,750 of $20,000 = 13.75 %, shown to one decimal.
      await expect(page.getByTestId("saving-notes").getByRole("listitem")).toHaveText([
        "Over the 4 months with income, you saved $2,750 of $20,000: 13.8 % of what came in.",
        "Your saving paused in September 2026: you spent $250 more than came in, after 3 months of saving.",
      ]);
      // Seven months with transactions (the three insurance months without income) and the header.
      const rows = page.getByTestId("saving-table").getByRole("row");
      await expect(rows).toHaveCount(8);
      await expect(rows.nth(1)).toHaveText(/October 2025\s*\$0\.00\s*\$540\.00\s*-\$540\.00\s*—/);
      await expect(rows.nth(4)).toHaveText(/June 2026\s*\$5,000\.00\s*\$4,000\.00\s*\$1,000\.00\s*20 %/);
      await expect(rows.nth(7)).toHaveText(/September 2026\s*\$5,000\.00\s*\$5,250\.00\s*-\$250\.00\s*-5 %/);
      await expect(saving.getByRole("list", { name: "What was left each month" }).getByRole("listitem")).toHaveCount(7);

      // The same page's premiums, reached from the insurance service's card.
      await page.goto(`${base}/myworld/service/insurance`);
      await page.getByRole("link", { name: "See your premiums across the year" }).click();
      await expect(page).toHaveURL(`${base}${ANALYSIS}#premiums`);
      await page.goto(`${base}${ANALYSIS}?month=2026-09#premiums`);
      const premiums = page.getByTestId("premiums");
      await expect(premiums.getByRole("heading", { name: "Insurance premiums" })).toBeVisible();
      // $540 + $1,200 + $540 = $2,280 over October 2025 to September 2026, $190 a month on average.
      await expect(page.getByTestId("premium-sentences").getByRole("listitem")).toHaveText([
        "Insurance premiums took $2,280 over the last twelve months, $190 a month on average; the most in March 2026 ($1,200).",
        "One premium comes once or twice a year: setting aside $90 a month meets it without a dip in your cash.",
      ]);
      await expect(premiums.getByRole("list", { name: "Premiums paid each month" }).getByRole("listitem")).toHaveCount(3);
      await expect(page.getByTestId("premium-payments").getByRole("row").nth(1)).toHaveText(/safedrive auto insurance\s*Twice a year\s*\$540\.00\s*\$1,080\.00\s*2026-04-09/);
    });

    test("a Silver member sees their cash across accounts and keeps the reserve target they choose", async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      const base = baseURL!;
      const { member, api } = await fundedMemberWithApi(request, base, "35000.00");
      const checking = await api.post("/api/budgeting/accounts", { name: "Everyday checking", kind: "checking", openingBalance: "7000.00" });
      await api.post("/api/budgeting/accounts", { name: "Travel card", kind: "credit_card", openingBalance: "-450.00" });
      // $2,000 spent in each of the last three full months (the 15th, whatever today is).
      const thisMonth = calendarDateIn("UTC").slice(0, 7);
      for (const n of [1, 2, 3]) await api.post("/api/budgeting/transactions", { accountId: checking.id, date: `${addMonthsTo(thisMonth, -n)}-15`, amount: "-2000.00", description: "Card" });

      await signInByForm(page, member, base);
      await page.goto(`${base}/myworld/service/budgeting`);
      await page.getByRole("link", { name: "See your cash and reserve" }).click();
      await expect(page).toHaveURL(`${base}${CASH}`);
      await expect(page.getByRole("navigation", { name: "Budgeting sections" }).getByRole("link", { name: "Cash and reserve" })).toHaveAttribute("aria-current", "page");
      // $35,000 in the investor account and $7,000 − $6,000 in checking; the card owes $450.
      await expect(page.getByTestId("cash-total")).toHaveText("$36,000.00");
      await expect(page.getByTestId("cash-owed")).toHaveText("$450.00");
      await expect(page.getByTestId("cash-spending")).toHaveText("$2,000.00");
      await expect(page.getByTestId("cash-accounts").getByRole("row")).toHaveText([/Account\s*Kind\s*Balance/, /EnPlus World investor account\s*Cash available\s*\$35,000\.00/, /Everyday checking\s*Checking\s*\$1,000\.00/, /Travel card\s*Credit card\s*-\$450\.00/]);
      await expect(page.getByTestId("reserve-sentence")).toHaveText("Your cash would cover 18 months of typical spending: your 6-month reserve of $12,000 is in place, with $24,000 beyond it that could be put to work for longer-term goals.");
      await expect(page.getByRole("meter", { name: "Months covered" })).toHaveAttribute("aria-valuetext", "18 months covered, the target is 6");
      if (javaScriptEnabled) await expectNoSeriousViolations(page, "cash and reserve");

      await page.getByLabel("Keep a reserve of").selectOption("12");
      await page.getByRole("button", { name: "Save the target" }).click();
      await expect(page.getByText(BUDGETING_MESSAGES.reserveSaved(12))).toBeVisible();
      await expect(page.getByTestId("reserve-sentence")).toHaveText("Your cash would cover 18 months of typical spending: your 12-month reserve of $24,000 is in place, with $12,000 beyond it that could be put to work for longer-term goals.");
      await page.goto(`${base}${CASH}`);
      await expect(page.getByLabel("Keep a reserve of")).toHaveValue("12");
    });
  });
}
