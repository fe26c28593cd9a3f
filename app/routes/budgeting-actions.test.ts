import { createCookieSessionStorage } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUDGETING_MESSAGES } from "#core/messages/budgeting";
import { signedInCookie, testLoadContext } from "../../tests/support/load-context";
import { openTestApi, registerAndSignIn } from "../../tests/support/test-api";
import { loader as analysisLoader } from "./myworld.service.budgeting.analysis/route";
import { action as budgetAction, loader as budgetLoader } from "./myworld.service.budgeting.budget/route";
import { action as importAction, loader as importLoader } from "./myworld.service.budgeting.import/route";
import { loader as transactionsLoader } from "./myworld.service.budgeting.transactions/route";

// The budgeting pages' actions against the real API, as a browser without JavaScript posts them:
// the import's steps (a file, then the mapping, then confirm; the same file again adds nothing)
// and a budget saved for the month in the URL. Their loaders open on the member's tier: below it,
// the header and the lock (403), never the figures.

const SECRET = "budgeting-actions-secret-0123456789";
const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET] } });
const STATEMENT = "Date;Description;Debit;Credit\n01.03.2026;Rent;1.200,00;\n02.03.2026;Salary;;3.000,50\n03.03.2026;Market;85,40;\n31.02.2026;Bad;1,00;\n";

let t: Awaited<ReturnType<typeof openTestApi>>;
let member: Awaited<ReturnType<typeof registerAndSignIn>>;
let accountId: number;

beforeAll(async () => {
  t = await openTestApi();
  member = await registerAndSignIn(t, "budgetweb");
  await member.call("/api/investor/account/open", { method: "POST" });
  accountId = (await (await member.call("/api/budgeting/accounts", { body: { name: "Checking", kind: "checking" } })).json()).data.id;
});
afterAll(() => t.database.close());

/** A page's loader as `token`'s browser asks for it. */
async function load(loader: typeof budgetLoader | typeof analysisLoader | typeof transactionsLoader | typeof importLoader, path: string, token: string) {
  const context = testLoadContext((request) => t.api.request(request), SECRET);
  return (await loader({ request: new Request(`http://web${path}`, { headers: { Cookie: await signedInCookie(storage, token) } }), context, params: {} })) as unknown;
}

describe("the budgeting pages' loaders", () => {
  const pages = [
    ["budget", budgetLoader],
    ["transactions", transactionsLoader],
    ["import", importLoader],
    ["analysis", analysisLoader],
  ] as const;

  it("show a member below the tier the header and the lock, with a 403, and no figures", async () => {
    const passenger = await registerAndSignIn(t, "budgetlocked");
    for (const [tab, loader] of pages) {
      const answer = (await load(loader, `/myworld/service/budgeting/${tab}`, passenger.token)) as { data: Record<string, unknown>; init: { status: number } };
      expect(answer.init.status, tab).toBe(403);
      expect(Object.keys(answer.data).sort(), tab).toEqual(["header", "locked", "view"]);
      expect(answer.data.view, tab).toBe("locked");
      expect(answer.data.locked, tab).toMatch(/unlocks at/);
      expect((answer.data.header as { tabs: unknown[] }).tabs.length, tab).toBeGreaterThan(0);
    }
  });

  it("open the month's budget to a member with an account", async () => {
    const answer = (await load(budgetLoader, "/myworld/service/budgeting/budget?month=2026-03", member.token)) as Record<string, unknown>;
    expect(answer.view).toBe("page");
    expect(answer.month).toBe("2026-03");
  });
});

async function post(action: typeof importAction | typeof budgetAction, path: string, body: FormData | URLSearchParams) {
  const context = testLoadContext((request) => t.api.request(request), SECRET);
  const request = new Request(`http://web${path}`, { method: "POST", headers: { Cookie: await signedInCookie(storage, member.token) }, body });
  const result = await action({ request, context, params: {} });
  if (result instanceof Response) {
    const flashed = await storage.getSession(result.headers.get("Set-Cookie"));
    return { location: result.headers.get("Location"), notices: flashed.get("notices") as Array<{ message: string }> | undefined, feedback: flashed.get("formFeedback"), data: null };
  }
  return { location: null, notices: undefined, feedback: undefined, data: (result as { data: unknown }).data as Record<string, any> };
}

describe("the import page's steps without JavaScript", () => {
  it("previews an uploaded file, then confirms; the same file again imports nothing", async () => {
    const upload = new FormData();
    upload.set("intent", "preview");
    upload.set("accountId", String(accountId));
    upload.set("file", new File([STATEMENT], "statement.csv", { type: "text/csv" }));
    upload.set("text", "");
    const preview = await post(importAction, "/myworld/service/budgeting/import", upload);
    expect(preview.data?.step).toBe("preview");
    expect(preview.data?.text).toBe(STATEMENT);
    expect(preview.data?.preview.counts).toEqual({ total: 4, valid: 3, errors: 1, duplicates: 0, toImport: 3 });
    expect(preview.data?.preview.chosen).toEqual({ dateFormat: "dmy", amountFormat: "comma" });

    const confirm = new URLSearchParams({ intent: "confirm", accountId: String(accountId), text: STATEMENT, separator: ";", date: "0", description: "1", amount: "", debit: "2", credit: "3", category: "", dateFormat: "dmy", amountFormat: "comma" });
    const first = await post(importAction, "/myworld/service/budgeting/import", confirm);
    expect(first.location).toBe("/myworld/service/budgeting/transactions");
    expect(first.notices?.map((n) => n.message)).toEqual([BUDGETING_MESSAGES.imported(3, 0)]);
    const second = await post(importAction, "/myworld/service/budgeting/import", confirm);
    expect(second.notices?.map((n) => n.message)).toEqual([BUDGETING_MESSAGES.imported(0, 3)]);
  });

  it("shows the refusal of a mapping the API refuses, with the preview again", async () => {
    const form = new URLSearchParams({ intent: "preview-mapped", accountId: String(accountId), text: STATEMENT, separator: ";", date: "0", description: "0", debit: "2", credit: "3", dateFormat: "dmy", amountFormat: "comma" });
    const answer = await post(importAction, "/myworld/service/budgeting/import", form);
    expect(answer.data?.step).toBe("preview");
    expect(answer.data?.error).toBe("mapping: each column can be mapped once");
  });

  it("asks for the text when the file is empty", async () => {
    const answer = await post(importAction, "/myworld/service/budgeting/import", new URLSearchParams({ intent: "preview", accountId: String(accountId), text: " " }));
    expect(answer.data).toEqual({ step: "upload", error: BUDGETING_MESSAGES.importEmpty, accountId: String(accountId) });
  });
});

describe("the budget page", () => {
  it("saves a month's amount and comes back to that month; a bad amount comes back on its field", async () => {
    const categories = (await (await member.call("/api/budgeting/categories")).json()).data as Array<{ id: number; name: string }>;
    const food = categories.find((c) => c.name === "Groceries")!;
    const saved = await post(budgetAction, "/myworld/service/budgeting/budget", new URLSearchParams({ intent: "set-budget", categoryId: String(food.id), month: "2026-03", amount: "$1,250.00" }));
    expect(saved.location).toBe("/myworld/service/budgeting/budget?month=2026-03");
    expect(saved.notices?.map((n) => n.message)).toEqual([BUDGETING_MESSAGES.budgetSaved]);
    const budget = (await (await member.call("/api/budgeting/budget?month=2026-04")).json()).data;
    expect(budget.lines.find((l: { categoryId: number }) => l.categoryId === food.id).budgeted).toBe("1250.00");

    const bad = await post(budgetAction, "/myworld/service/budgeting/budget", new URLSearchParams({ intent: "set-budget", categoryId: String(food.id), month: "2026-03", amount: "12.345" }));
    expect(bad.location).toBe("/myworld/service/budgeting/budget?month=2026-03");
    expect(bad.feedback).toMatchObject({ form: `budget-${food.id}`, fieldErrors: { amount: "must have at most 2 decimals" }, values: { amount: "12.345" } });
  });
});
