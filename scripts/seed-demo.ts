// `npm run seed:demo`: one demo member per tier in the configured database (stop the server first
// when it runs on the embedded PGlite: one process may hold that data directory at a time).
import { DEMO_PASSWORD, seedDemoMembers } from "../api/seed/demo-members";
import { centsFromDollars, formatUsd } from "../core/money";
import { apiSettingsOf, configOrExit, parseApiConfig } from "../api/platform/config";
import { openConfiguredDatabase } from "../server/database";

const config = configOrExit(parseApiConfig(process.env));
const database = await openConfiguredDatabase(config);
try {
  const members = await seedDemoMembers(database.db, { investorDataKey: apiSettingsOf(config).investorDataKey });
  const usd = (dollars: number | null) => (dollars === null ? "no investor account" : formatUsd(centsFromDollars(dollars)));
  process.stdout.write(`Demo members (password for all: ${DEMO_PASSWORD})\n`);
  for (const m of members) process.stdout.write(`  ${m.username.padEnd(16)} level ${m.level}  ${usd(m.totalAssets)}\n`);
} finally {
  await database.close();
}
