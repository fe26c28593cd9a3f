// `npx tsx scripts/bench/budgeting-import.ts`: how long a 10,000-row bank CSV takes to import
// (issue "Planning and budgeting" §2 asks for under 5 s): the preview and the confirm, through the
// real API on an embedded database, timed separately. Prints the figures; exits 1 over the budget.
import { openTestApi, registerAndSignIn } from "../../tests/support/test-api";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const BUDGET_MS = 5_000;

const t = await openTestApi();
try {
  const member = await registerAndSignIn(t, "benchimport");
  await member.call("/api/investor/account/open", { method: "POST" });
  const account = (await (await member.call("/api/budgeting/accounts", { body: { name: "Checking", kind: "checking", openingBalance: "0" } })).json()).data as { id: number };
  const lines = ["Date;Description;Debit;Credit"];
  for (let i = 0; i < ROWS; i += 1) {
    const day = `${String((i % 28) + 1).padStart(2, "0")}.${String((i % 12) + 1).padStart(2, "0")}.2025`;
    lines.push(i % 10 === 0 ? `${day};Salary ${i};;2.500,00` : `${day};"Shop, branch ${i}";${(i % 900) + 1},${String(i % 100).padStart(2, "0")};`);
  }
  const text = lines.join("\n");
  const mapping = { date: 0, description: 1, debit: 2, credit: 3 };

  let started = performance.now();
  const preview = await member.call("/api/budgeting/import/preview", { body: { accountId: account.id, text } });
  const previewMs = performance.now() - started;
  const counts = (await preview.json()).data.counts;

  started = performance.now();
  const confirm = await member.call("/api/budgeting/import/confirm", { body: { accountId: account.id, text, separator: ";", mapping, dateFormat: "dmy", amountFormat: "comma" } });
  const confirmMs = performance.now() - started;
  const result = (await confirm.json()).data;

  console.log(`CSV import of ${ROWS.toLocaleString("en-US")} rows (${(text.length / 1024).toFixed(0)} KB) on ${t.database.engine ?? "the embedded database"}:`);
  console.log(`  preview  ${previewMs.toFixed(0)} ms (${counts.toImport} to import, ${counts.errors} with problems)`);
  console.log(`  confirm  ${confirmMs.toFixed(0)} ms (${result.imported} imported, ${result.duplicates} duplicates)`);
  console.log(`  budget   ${BUDGET_MS} ms for the confirm: ${confirmMs <= BUDGET_MS ? "met" : "MISSED"}`);
  if (result.imported !== ROWS || confirmMs > BUDGET_MS) process.exitCode = 1;
} finally {
  await t.database.close();
}
