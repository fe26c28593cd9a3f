import { signInThroughDialog } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { fundedMemberWithApi } from "../support/investor";
import { startServer, type RunningServer } from "../support/server";

// Saving month by month in the budgeting analysis (Silver), with JavaScript on and off: a Silver
// member with four months of salary and spending reads each month's savings rate and the note that
// their saving paused, reached from the retirement service's "Retirement accounts and saving habits".

const ANALYSIS = "/myworld/service/budgeting/analysis";

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ SMTP_URL: process.env.E2E_SMTP_URL!, AUTH_RATE_LIMIT_PER_MINUTE: "10000", FUNDS_SETTLEMENT_SECONDS: "1" });
});
test.afterAll(async () => {
  await server?.stop();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`saving habits with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a Silver member reads each month's savings rate and the pause, from the retirement card", async ({ page, request }) => {
      test.setTimeout(120_000);
      const base = server.baseUrl;
      const { member, api } = await fundedMemberWithApi(request, base, "35000.00");
      const account = await api.post("/api/budgeting/accounts", { name: "Salary account", kind: "checking", openingBalance: "0" });
      const salary = ((await api.get("/api/budgeting/categories")) as Array<{ id: number; name: string }>).find((c) => c.name === "Salary")!.id;
      // June to August: $5,000 in, $4,000 out (20 %); September: $5,000 in, $5,250 out.
      for (const [month, spent] of [["06", "4000.00"], ["07", "4000.00"], ["08", "4000.00"], ["09", "5250.00"]] as const) {
        await api.post("/api/budgeting/transactions", { accountId: account.id, date: `2026-${month}-01`, amount: "5000.00", description: "Payroll", categoryId: salary });
        await api.post("/api/budgeting/transactions", { accountId: account.id, date: `2026-${month}-12`, amount: `-${spent}`, description: "Card", categoryId: null });
      }

      await signInThroughDialog(page, member, `${base}/news`);
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
      const rows = page.getByTestId("saving-table").getByRole("row");
      await expect(rows).toHaveCount(5);
      await expect(rows.nth(1)).toHaveText(/June 2026\s*\$5,000\.00\s*\$4,000\.00\s*\$1,000\.00\s*20 %/);
      await expect(rows.nth(4)).toHaveText(/September 2026\s*\$5,000\.00\s*\$5,250\.00\s*-\$250\.00\s*-5 %/);
      await expect(saving.getByRole("list", { name: "What was left each month" }).getByRole("listitem")).toHaveCount(4);
    });
  });
}
