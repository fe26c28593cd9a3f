// How long a 10,000-row bank CSV takes to import (issue "Planning and budgeting" §2 asks for under
// 5 s): the preview and the confirm, through the real API on an embedded database, timed apart.
// Standalone: `npx tsx scripts/bench/budgeting-import.ts` (BENCH_IMPORT_ROWS sets the rows); exits
// 1 over the budget. `npm run bench` adds the figures to its report.
import { pathToFileURL } from "node:url";
import { openTestApi, registerAndSignIn } from "../../tests/support/test-api";

export const IMPORT_BUDGET_MS = 5_000;

export type ImportTiming = { rows: number; kilobytes: number; previewMs: number; confirmMs: number; imported: number; budgetMs: number };

/** A semicolon file with European dates and debit/credit columns, as many banks export it. */
function bankFile(rows: number): string {
  const lines = ["Date;Description;Debit;Credit"];
  for (let i = 0; i < rows; i += 1) {
    const day = `${String((i % 28) + 1).padStart(2, "0")}.${String((i % 12) + 1).padStart(2, "0")}.2025`;
    lines.push(i % 10 === 0 ? `${day};Salary ${i};;2.500,00` : `${day};"Shop, branch ${i}";${(i % 900) + 1},${String(i % 100).padStart(2, "0")};`);
  }
  return lines.join("\n");
}

export async function measureBudgetingImport(rows = 10_000): Promise<ImportTiming> {
  const t = await openTestApi();
  try {
    const member = await registerAndSignIn(t, "benchimport");
    await member.call("/api/investor/account/open", { method: "POST" });
    const account = (await (await member.call("/api/budgeting/accounts", { body: { name: "Checking", kind: "checking", openingBalance: "0" } })).json()).data as { id: number };
    const text = bankFile(rows);

    let started = performance.now();
    await member.call("/api/budgeting/import/preview", { body: { accountId: account.id, text } });
    const previewMs = performance.now() - started;

    started = performance.now();
    const confirm = await member.call("/api/budgeting/import/confirm", {
      body: { accountId: account.id, text, separator: ";", mapping: { date: 0, description: 1, debit: 2, credit: 3 }, dateFormat: "dmy", amountFormat: "comma" },
    });
    const confirmMs = performance.now() - started;
    const imported = ((await confirm.json()) as { data: { imported: number } }).data.imported;
    return { rows, kilobytes: Math.round(text.length / 1024), previewMs: Math.round(previewMs), confirmMs: Math.round(confirmMs), imported, budgetMs: IMPORT_BUDGET_MS };
  } finally {
    await t.database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const timing = await measureBudgetingImport(Number(process.env.BENCH_IMPORT_ROWS ?? 10_000));
  console.log(`CSV import of ${timing.rows.toLocaleString("en-US")} rows (${timing.kilobytes} KB): preview ${timing.previewMs} ms, confirm ${timing.confirmMs} ms (${timing.imported} imported); budget ${timing.budgetMs} ms: ${timing.confirmMs <= timing.budgetMs ? "met" : "MISSED"}`);
  if (timing.imported !== timing.rows || timing.confirmMs > timing.budgetMs) process.exitCode = 1;
}
