import { openDatabase, type DatabaseHandle } from "../api/db/connection";
import type { ApiConfig } from "../api/platform/config";
import { seedContent, seedLists } from "../api/seed/content";
import { warmContentIndex } from "../api/modules/assistant/sources";

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite), migrates and seeds. */
export async function openConfiguredDatabase(config: Pick<ApiConfig, "DATABASE_URL" | "PGLITE_DIR">): Promise<DatabaseHandle> {
  const handle = config.DATABASE_URL
    ? await openDatabase({ databaseUrl: config.DATABASE_URL })
    : await openDatabase({ pgliteDir: config.PGLITE_DIR });
  await seedContent(handle.db);
  await seedLists(handle.db);
  // The assistant's index of the content just seeded; rebuilt whenever the content changes.
  await warmContentIndex(handle.db);
  return handle;
}
