import { openDatabase, type DatabaseHandle } from "../api/db/connection";
import { seedContent, seedLists } from "../api/db/seed";
import type { Config } from "./config";

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite), migrates and seeds. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? await openDatabase({ databaseUrl: config.DATABASE_URL })
    : await openDatabase({ pgliteDir: config.PGLITE_DIR });
  await seedContent(handle.db);
  await seedLists(handle.db);
  return handle;
}
