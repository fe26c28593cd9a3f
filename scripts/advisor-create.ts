// `npm run advisor:create USERNAME`: gives a registered member the advisor role, which opens the
// advisor's desk (/desk: Contact us messages and order conversations). On the embedded PGlite, stop the server first.
import { makeAdvisor } from "../api/seed/advisors";
import { configOrExit, parseApiConfig } from "../api/platform/config";
import { openConfiguredDatabase } from "../server/database";

const username = process.argv[2]?.trim();
if (!username) {
  process.stderr.write("Usage: npm run advisor:create USERNAME (a member who has registered)\n");
  process.exit(2);
}
const config = configOrExit(parseApiConfig(process.env));
const database = await openConfiguredDatabase(config);
try {
  if (!(await makeAdvisor(database.db, username))) {
    process.stderr.write(`No member is called ${username}. Register first, then run this again.\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${username} is an advisor: the desk is at /desk.\n`);
  }
} finally {
  await database.close();
}
