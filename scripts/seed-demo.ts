// `npm run seed:demo`: one demo member per tier in the configured database (stop the server first
// when it runs on the embedded PGlite: one process may hold that data directory at a time).
import { DEMO_PASSWORD, seedDemoMembers } from "../api/db/demo-members";
import { loadConfigOrExit } from "../server/config";
import { openConfiguredDatabase } from "../server/database";

const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
try {
  const members = await seedDemoMembers(database.db);
  const usd = (n: number | null) => (n === null ? "no investor account" : `$${n.toLocaleString("en-US")}`);
  process.stdout.write(`Demo members (password for all: ${DEMO_PASSWORD})\n`);
  for (const m of members) process.stdout.write(`  ${m.username.padEnd(16)} level ${m.level}  ${usd(m.totalAssets)}\n`);
} finally {
  await database.close();
}
