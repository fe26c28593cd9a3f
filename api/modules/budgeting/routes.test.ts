import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisResponseSchema, budgetResponseSchema, importPreviewSchema, transactionsPageSchema } from "../../../core/contracts/budgeting";
import { openTestApi, registerAndSignIn } from "../../../tests/support/test-api";
import { investorAccounts, users } from "../../db/schema";

let t: Awaited<ReturnType<typeof openTestApi>>;
let passenger: Awaited<ReturnType<typeof registerAndSignIn>>;
let bronze: Awaited<ReturnType<typeof registerAndSignIn>>;
let silver: Awaited<ReturnType<typeof registerAndSignIn>>;

async function userId(username: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

beforeAll(async () => {
  t = await openTestApi();
  passenger = await registerAndSignIn(t, "budgetp");
  bronze = await registerAndSignIn(t, "budgetb");
  silver = await registerAndSignIn(t, "budgets");
  for (const m of [bronze, silver]) expect((await m.call("/api/investor/account/open", { method: "POST" })).status).toBe(200);
  // $30,000 of cash makes Silver (requirements §6).
  await t.database.db.update(investorAccounts).set({ cashCents: 3_000_000 }).where(eq(investorAccounts.userId, await userId(silver.username)));
});
afterAll(() => t.database.close());

async function newAccount(member: typeof bronze, name = "Checking", openingBalance = "1000.00") {
  const response = await member.call("/api/budgeting/accounts", { body: { name, kind: "checking", openingBalance } });
  expect(response.status).toBe(201);
  return (await response.json()).data as { id: number; balance: string };
}

const STATEMENT = [
  "Date;Description;Debit;Credit;Category",
  "01.03.2026;Rent March;1.200,00;;Rent or mortgage",
  "02.03.2026;Salary;;3.000,50;Salary",
  "03.03.2026;NETFLIX.COM;15,99;;",
  "03.03.2026;NETFLIX.COM;15,99;;",
  "31.02.2026;Broken date;1,00;;",
  "05.03.2026;Corner shop;12,40;;",
].join("\n");
const MAPPING = { date: 0, description: 1, debit: 2, credit: 3, category: 4 };

describe("budgeting: who may use it", () => {
  it("needs a session (401), Bronze for budgeting and Silver for the analysis (403 TierRequired)", async () => {
    expect((await t.api.request("/api/budgeting/accounts")).status).toBe(401);
    for (const path of ["/api/budgeting/accounts", "/api/budgeting/transactions", "/api/budgeting/budget?month=2026-03", "/api/budgeting/export"]) {
      const locked = await passenger.call(path);
      expect(locked.status, path).toBe(403);
      expect(await locked.json()).toMatchObject({ success: false, errorCode: "TierRequired", data: { requiredTier: "Bronze" } });
    }
    const preview = await passenger.call("/api/budgeting/import/preview", { body: { accountId: 1, text: "a,b" } });
    expect(preview.status).toBe(403);
    const analysis = await bronze.call("/api/budgeting/analysis?month=2026-03");
    expect(analysis.status).toBe(403);
    expect(await analysis.json()).toMatchObject({ errorCode: "TierRequired", data: { feature: "behavior-analysis", requiredTier: "Silver" } });
  });

  it("does not count tracked accounts towards the tier", async () => {
    await newAccount(bronze, "Big savings", "900000.00");
    const account = (await (await bronze.call("/api/investor/account")).json()).data;
    expect(account.membership).toBe("Bronze");
  });
});

describe("import in two steps", () => {
  it("previews with detected formats, bad rows by line and duplicates counted, writing nothing; then confirms; a second import adds nothing", async () => {
    const account = await newAccount(bronze);
    const preview = await bronze.call("/api/budgeting/import/preview", { body: { accountId: account.id, text: STATEMENT } });
    expect(preview.status).toBe(200);
    const data = importPreviewSchema.parse((await preview.json()).data);
    expect(data.separator).toBe(";");
    expect(data.headers).toEqual(["Date", "Description", "Debit", "Credit", "Category"]);
    expect(data.mapping).toEqual(MAPPING);
    expect(data.chosen).toEqual({ dateFormat: "dmy", amountFormat: "comma" });
    expect(data.counts).toEqual({ total: 6, valid: 5, errors: 1, duplicates: 1, toImport: 4 });
    expect(data.errors).toEqual([{ line: 6, message: 'Line 6: date "31.02.2026" is not a date in the chosen format' }]);
    expect(data.rows[1]).toEqual({ line: 3, date: "2026-03-02", amount: "3000.50", description: "Salary", category: "Salary", duplicate: false });
    expect(data.rows[3]).toMatchObject({ line: 5, duplicate: true });
    const before = transactionsPageSchema.parse((await (await bronze.call(`/api/budgeting/transactions?accountId=${account.id}`)).json()).data);
    expect(before.total).toBe(0);

    const confirm = { accountId: account.id, text: STATEMENT, separator: ";", mapping: MAPPING, dateFormat: "dmy", amountFormat: "comma" };
    const first = await bronze.call("/api/budgeting/import/confirm", { body: confirm });
    expect(first.status).toBe(200);
    const done = await first.json();
    expect(done.data).toMatchObject({ imported: 4, duplicates: 1, errorCount: 1 });
    expect(done.message).toBe("Imported 4 transactions; 1 duplicate was skipped.");

    const again = await (await bronze.call("/api/budgeting/import/confirm", { body: confirm })).json();
    expect(again.data).toMatchObject({ imported: 0, duplicates: 5 });

    const list = transactionsPageSchema.parse((await (await bronze.call(`/api/budgeting/transactions?accountId=${account.id}&month=2026-03`)).json()).data);
    expect(list.total).toBe(4);
    expect(list.items.find((i) => i.description === "Rent March")).toMatchObject({ amount: "-1200.00", categoryName: "Rent or mortgage" });
    // 1,000.00 − 1,200.00 + 3,000.50 − 15.99 − 12.40 = 2,772.11
    const accounts = (await (await bronze.call("/api/budgeting/accounts")).json()).data as Array<{ id: number; balance: string }>;
    expect(accounts.find((a) => a.id === account.id)!.balance).toBe("2772.11");
  });

  it("refuses bad input with 422 naming the field, and another member's account", async () => {
    const account = await newAccount(bronze, "Cards");
    const cases: Array<[unknown, string]> = [
      [{ accountId: account.id }, "text"],
      [{ accountId: account.id, text: "a", extra: 1 }, "extra"],
      [{ accountId: account.id, text: "a", separator: "|" }, "separator"],
      [{ accountId: account.id, text: "a", mapping: { date: 0, description: 0, amount: 2 } }, "mapping"],
      [{ accountId: account.id, text: "a", mapping: { date: 0, description: 1 } }, "mapping.amount"],
      [{ accountId: account.id, text: "a", dateFormat: "ymd" }, "dateFormat"],
      [{ accountId: 1e308, text: "a" }, "accountId"],
      [{ accountId: 2 ** 31, text: "a" }, "accountId"],
    ];
    for (const [body, field] of cases) {
      const response = await bronze.call("/api/budgeting/import/preview", { body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      const json = await response.json();
      expect(json.errorCode).toBe("ValidationFailed");
      expect(json.data.issues.map((i: { field: string }) => i.field)).toContain(field);
    }
    const foreign = await newAccount(silver, "Theirs");
    const response = await bronze.call("/api/budgeting/import/preview", { body: { accountId: foreign.id, text: STATEMENT } });
    expect(response.status).toBe(422);
    expect((await response.json()).data.issues[0].field).toBe("accountId");
    const empty = await bronze.call("/api/budgeting/import/preview", { body: { accountId: account.id, text: "" } });
    expect(empty.status).toBe(422);
  });

  it("takes an import larger than the 100 KB of other bodies, and refuses one over 6 MB (413)", async () => {
    const account = await newAccount(bronze, "Large");
    const rows = Array.from({ length: 4000 }, (_, i) => `2026-01-${String((i % 28) + 1).padStart(2, "0")},Payee number ${i},-1.00`);
    const text = ["Date,Description,Amount", ...rows].join("\n");
    expect(text.length).toBeGreaterThan(100 * 1024);
    const preview = await bronze.call("/api/budgeting/import/preview", { body: { accountId: account.id, text } });
    expect(preview.status).toBe(200);
    expect((await preview.json()).data.counts).toMatchObject({ total: 4000, toImport: 4000 });
    const huge = await bronze.call("/api/budgeting/import/preview", { body: { accountId: account.id, text: "x".repeat(6 * 1024 * 1024 + 1) } });
    expect(huge.status).toBe(413);
    const elsewhere = await bronze.call("/api/budgeting/transactions", { body: { accountId: account.id, date: "2026-01-01", amount: "1", description: "x".repeat(200 * 1024) } });
    expect(elsewhere.status).toBe(413);
  });

  it("imports 10,000 rows in one confirm", async () => {
    const account = await newAccount(bronze, "Busy");
    const lines = ["Date,Description,Amount"];
    for (let i = 0; i < 10_000; i += 1) lines.push(`2025-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")},Shop ${i},-${(i % 500) + 1}.25`);
    const text = lines.join("\n");
    const response = await bronze.call("/api/budgeting/import/confirm", {
      body: { accountId: account.id, text, separator: ",", mapping: { date: 0, description: 1, amount: 2 }, dateFormat: "iso", amountFormat: "dot" },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ imported: 10_000, duplicates: 0, errorCount: 0 });
  }, 60_000);
});

describe("transactions, categories, rules, budgets", () => {
  it("refuses a name, description or pattern with a control character (422), writing nothing", async () => {
    const account = await newAccount(bronze, "Travel");
    const [category] = (await (await bronze.call("/api/budgeting/categories")).json()).data as Array<{ id: number }>;
    const cases: Array<[string, unknown, string]> = [
      ["/api/budgeting/accounts", { name: "abc\u0000def", kind: "savings", openingBalance: "250.00" }, "name"],
      [`/api/budgeting/accounts/${account.id}`, { name: "Trav\u0007el", kind: "checking" }, "name"],
      ["/api/budgeting/categories", { name: "Pets", group: "Li\u007fving" }, "group"],
      ["/api/budgeting/transactions", { accountId: account.id, date: "2026-03-10", amount: "-4.50", description: "Coffee\u0000" }, "description"],
      ["/api/budgeting/rules", { match: "contains", pattern: "\u001bNETFLIX", categoryId: category!.id }, "pattern"],
    ];
    const before = JSON.stringify([await (await bronze.call("/api/budgeting/accounts")).json(), await (await bronze.call("/api/budgeting/categories")).json(), await (await bronze.call("/api/budgeting/rules")).json()]);
    for (const [path, body, field] of cases) {
      const response = await bronze.call(path, { body });
      expect(response.status, path).toBe(422);
      expect((await response.json()).data.issues, path).toContainEqual({ field, message: "must not contain control characters" });
    }
    expect(JSON.stringify([await (await bronze.call("/api/budgeting/accounts")).json(), await (await bronze.call("/api/budgeting/categories")).json(), await (await bronze.call("/api/budgeting/rules")).json()])).toBe(before);
  });

  it("adds, edits and deletes a transaction by hand; refuses a bad one with 422", async () => {
    const account = await newAccount(bronze, "Wallet");
    const added = await bronze.call("/api/budgeting/transactions", { body: { accountId: account.id, date: "2026-03-10", amount: "-4.50", description: "Coffee" } });
    expect(added.status).toBe(201);
    const tx = (await added.json()).data;
    expect(tx).toMatchObject({ amount: "-4.50", description: "Coffee", accountName: "Wallet" });
    const edited = await bronze.call(`/api/budgeting/transactions/${tx.id}`, { body: { accountId: account.id, date: "2026-03-11", amount: "-5.00", description: "Coffee and cake" } });
    expect((await edited.json()).data).toMatchObject({ date: "2026-03-11", amount: "-5.00" });
    const bad = await bronze.call("/api/budgeting/transactions", { body: { accountId: account.id, date: "2026-02-30", amount: "1.234", description: "" } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).data.issues.map((i: { field: string }) => i.field).sort()).toEqual(["amount", "date", "description"]);
    expect((await silver.call(`/api/budgeting/transactions/${tx.id}/delete`, { method: "POST" })).status).toBe(404);
    expect((await bronze.call(`/api/budgeting/transactions/${tx.id}/delete`, { method: "POST" })).status).toBe(200);
    expect((await bronze.call(`/api/budgeting/transactions/${tx.id}/delete`, { method: "POST" })).status).toBe(404);
    expect((await bronze.call(`/api/budgeting/transactions/abc/delete`, { method: "POST" })).status).toBe(404);
  });

  it("seeds default categories, applies rules on demand, and computes budget vs actual with rollover", async () => {
    const m = await registerAndSignIn(t, "budgetr");
    await m.call("/api/investor/account/open", { method: "POST" });
    const categories = (await (await m.call("/api/budgeting/categories")).json()).data as Array<{ id: number; name: string; group: string }>;
    expect(categories.map((c) => c.group)).toEqual(expect.arrayContaining(["Housing", "Food", "Transport", "Utilities", "Health", "Entertainment", "Shopping", "Income", "Other"]));
    const groceries = categories.find((c) => c.name === "Groceries")!;
    const taken = await m.call("/api/budgeting/categories", { body: { name: "GROCERIES", group: "Food" } });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe("You already have a category with that name.");
    // Every category but one can go; the last one stays.
    const lonely = await registerAndSignIn(t, "budgetl");
    await lonely.call("/api/investor/account/open", { method: "POST" });
    const theirs = (await (await lonely.call("/api/budgeting/categories")).json()).data as Array<{ id: number }>;
    for (const c of theirs.slice(1)) expect((await lonely.call(`/api/budgeting/categories/${c.id}/delete`, { method: "POST" })).status).toBe(200);
    const last = await lonely.call(`/api/budgeting/categories/${theirs[0]!.id}/delete`, { method: "POST" });
    expect(last.status).toBe(409);
    expect((await last.json()).message).toBe("Keep at least one category.");
    expect((await (await lonely.call("/api/budgeting/categories")).json()).data).toHaveLength(1);
    const account = await newAccount(m, "Main", "0");
    for (const [date, amount, description] of [
      ["2026-01-05", "-300.00", "FRESH MARKET 12"],
      ["2026-02-05", "-450.00", "Fresh Market 13"],
      ["2026-03-05", "-200.00", "fresh market"],
    ])
      await m.call("/api/budgeting/transactions", { body: { accountId: account.id, date, amount, description } });
    expect((await m.call("/api/budgeting/rules", { body: { match: "starts_with", pattern: "fresh market", categoryId: groceries.id } })).status).toBe(201);
    const restaurants = categories.find((c) => c.name === "Restaurants")!;
    const extra = (await (await m.call("/api/budgeting/rules", { body: { match: "contains", pattern: "diner", categoryId: groceries.id } })).json()).data;
    const edited = await m.call(`/api/budgeting/rules/${extra.id}`, { body: { match: "starts_with", pattern: "Joe's diner", categoryId: restaurants.id } });
    expect((await edited.json()).data).toEqual({ id: extra.id, match: "starts_with", pattern: "Joe's diner", categoryId: restaurants.id, categoryName: "Restaurants" });
    expect((await bronze.call(`/api/budgeting/rules/${extra.id}`, { body: { match: "contains", pattern: "x", categoryId: restaurants.id } })).status).toBe(422);
    expect((await m.call(`/api/budgeting/rules/${extra.id}/delete`, { method: "POST" })).status).toBe(200);
    const applied = await (await m.call("/api/budgeting/rules/apply", { body: {} })).json();
    expect(applied.data).toEqual({ categorised: 3 });
    expect((await m.call("/api/budgeting/budget", { body: { categoryId: groceries.id, month: "2026-01", amount: "400.00" } })).status).toBe(200);
    expect((await m.call("/api/budgeting/budget", { body: { categoryId: groceries.id, month: "2026-03", amount: "500.00" } })).status).toBe(200);
    expect((await m.call(`/api/budgeting/categories/${groceries.id}`, { body: { rollover: true } })).status).toBe(200);
    const budget = budgetResponseSchema.parse((await (await m.call("/api/budgeting/budget?month=2026-03")).json()).data);
    // January +100, February 400 + 100 − 450 = +50, March 500 + 50 − 200 = 350 (core/budgeting/budget.test.ts).
    expect(budget.lines.find((l) => l.categoryId === groceries.id)).toMatchObject({ budgeted: "500.00", carried: "50.00", available: "550.00", spent: "200.00", remaining: "350.00" });
    expect(budget.trend.map((p) => p.spent)).toEqual(["0.00", "0.00", "0.00", "300.00", "450.00", "200.00"]);
    expect((await m.call("/api/budgeting/budget?month=2026-13")).status).toBe(400);
    expect((await m.call("/api/budgeting/budget", { body: { categoryId: groceries.id, month: "2026-03", amount: "-1" } })).status).toBe(422);
  });
});

describe("analysis and export", () => {
  it("gives a Silver member the analysis and exports CSV protected against formulas", async () => {
    const account = await newAccount(silver, "Everyday", "0");
    for (const month of ["01", "02", "03"]) await silver.call("/api/budgeting/transactions", { body: { accountId: account.id, date: `2026-${month}-15`, amount: "-9.99", description: `STREAMCO ${month}` } });
    await silver.call("/api/budgeting/transactions", { body: { accountId: account.id, date: "2026-03-16", amount: "-20.00", description: "=HYPERLINK(\"http://x\")" } });
    const analysis = analysisResponseSchema.parse((await (await silver.call("/api/budgeting/analysis?month=2026-03")).json()).data);
    expect(analysis.recurring).toEqual([{ payee: "streamco", interval: "monthly", count: 3, typicalAmount: "9.99", yearlyCost: "119.88", lastDate: "2026-03-15", categoryName: "Uncategorised" }]);
    expect(analysis.summary[0]).toBe("You spent $29.99 in March 2026, $20.00 (200 %) more than in February 2026.");
    const exported = (await (await silver.call("/api/budgeting/export")).json()).data;
    expect(exported.rowCount).toBe(4);
    expect(exported.csv).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(exported.csv).toContain('"-9.99"');
  });

  it("tells a Silver member's saving month by month: the rate of each month and the pause after three months saved", async () => {
    const account = await newAccount(silver, "Salary account", "0");
    const categories = (await (await silver.call("/api/budgeting/categories")).json()).data as Array<{ id: number; name: string }>;
    const salary = categories.find((c) => c.name === "Salary")!.id;
    const add = (date: string, amount: string, categoryId: number | null = null) => silver.call("/api/budgeting/transactions", { body: { accountId: account.id, date, amount, description: categoryId ? "Payroll" : "Card", categoryId } });
    for (const month of ["05", "06", "07"]) {
      await add(`2025-${month}-01`, "4000.00", salary);
      await add(`2025-${month}-10`, "-3000.00");
    }
    await add("2025-08-01", "4000.00", salary);
    await add("2025-08-10", "-4200.00");
    const { saving } = analysisResponseSchema.parse((await (await silver.call("/api/budgeting/analysis?month=2025-08")).json()).data);
    expect(saving.months).toHaveLength(12);
    expect(saving.months[0]).toEqual({ month: "2024-09", income: "0.00", spending: "0.00", saved: "0.00", rate: null, hasData: false });
    expect(saving.months.slice(-2)).toEqual([
      { month: "2025-07", income: "4000.00", spending: "3000.00", saved: "1000.00", rate: 25, hasData: true },
      { month: "2025-08", income: "4000.00", spending: "4200.00", saved: "-200.00", rate: -5, hasData: true },
    ]);
    // $1,000 × 3 − $200 = $2,800 of $16,000 = 17.5 %.
    expect(saving.notes).toEqual([
      { key: "average", text: "Over the 4 months with income, you saved $2,800 of $16,000: 17.5 % of what came in." },
      { key: "paused", text: "Your saving paused in August 2025: you spent $200 more than came in, after 3 months of saving." },
    ]);
  });

  it("finds a Silver member's insurance premium billed twice a year, and what to set aside for it", async () => {
    const account = await newAccount(silver, "Bills account", "0");
    for (const date of ["2024-02-10", "2024-08-09"]) await silver.call("/api/budgeting/transactions", { body: { accountId: account.id, date, amount: "-540.00", description: "SAFEDRIVE AUTO INSURANCE" } });
    const { premiums, recurring } = analysisResponseSchema.parse((await (await silver.call("/api/budgeting/analysis?month=2024-08")).json()).data);
    expect(premiums.total).toBe("1080.00");
    expect(premiums.months.filter((m) => m.amount !== "0.00")).toEqual([
      { month: "2024-02", amount: "540.00" },
      { month: "2024-08", amount: "540.00" },
    ]);
    // 181 days apart: twice a year, $1,080 a year, $90 a month to set aside.
    expect(premiums.payments).toEqual([{ payee: "safedrive auto insurance", interval: "semiannual", count: 2, typicalAmount: "540.00", yearlyCost: "1080.00", lastDate: "2024-08-09", categoryName: "Uncategorised" }]);
    expect(premiums.setAside).toBe("90.00");
    expect(premiums.sentences[1]).toBe("One premium comes once or twice a year: setting aside $90 a month meets it without a dip in your cash.");
    expect(recurring.map((r) => r.interval)).toContain("semiannual");
  });
});
