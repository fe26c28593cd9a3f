// `npm run prices:import FILE.csv`: real daily closes (date,symbol,close) into the configured
// database. Every line is checked first; any bad line is reported with its number and nothing is
// imported (exit 1). Stop the server first when it runs on the embedded PGlite.
import { readFile } from "node:fs/promises";
import { ensurePrices, importCloses } from "../api/modules/investment/prices";
import { configOrExit, parseApiConfig } from "../api/platform/config";
import { parsePriceCsv } from "../core/trading";
import { openConfiguredDatabase } from "../server/database";

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  process.stderr.write("Usage: npm run prices:import FILE.csv   (a header date,symbol,close, then one close per line)\n");
  process.exit(2);
}
let text: string;
try {
  text = await readFile(file, "utf8");
} catch (error) {
  process.stderr.write(`Cannot read ${file}: ${(error as Error).message}\n`);
  process.exit(2);
}
const parsed = parsePriceCsv(text);
if (!parsed.ok) {
  process.stderr.write(`Nothing imported: ${parsed.problems.length} problem(s) in ${file}\n`);
  for (const p of parsed.problems.slice(0, 50)) process.stderr.write(`  line ${p.line}: ${p.message}\n`);
  if (parsed.problems.length > 50) process.stderr.write(`  … and ${parsed.problems.length - 50} more\n`);
  process.exit(1);
}
const config = configOrExit(parseApiConfig(process.env));
const database = await openConfiguredDatabase(config);
try {
  // The generated history first, so an imported day replaces its generated close instead of being overwritten later.
  await ensurePrices(database.db);
  const count = await importCloses(database.db, parsed.closes);
  process.stdout.write(`Imported ${count} closes from ${file}\n`);
} finally {
  await database.close();
}
