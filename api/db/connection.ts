import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { projectPath } from "../platform/project-root";
import { installDrizzleParsers } from "./pglite-parsers";
import { installNamedStatements } from "./pglite-statements";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as one archive, which `loadDataDir` starts from. */
  dumpDataDir?(): Promise<Blob>;
};

export type DatabaseOptions =
  | { databaseUrl: string }
  /**
   * A directory, or "memory://" for a throw-away in-memory database (tests), started from
   * `loadDataDir` when given: a dumped data directory, which skips initdb (a few seconds).
   */
  | { pgliteDir: string; loadDataDir?: Blob };

// From the project root, not this file: the compiled server runs from build/.
const migrationsFolder = projectPath("api", "db", "migrations");
// Any fixed number: serialises migrations when several instances start on one PostgreSQL.
const MIGRATION_LOCK_ID = 715_002;

/** Opens the database and applies the committed migrations (the same SQL for both engines). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.loadDataDir);
}

/**
 * PGlite runs PostgreSQL inside this process, so its buffers count against the web server's
 * memory: 16 MB of shared buffers instead of the default 128 MB (the data files stay in the
 * operating system's cache, and the measured throughput did not change).
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"];

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  // PGlite creates its own folder but not the parents (./data on a fresh clone).
  if (!dataDir.includes("://")) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { loadDataDir, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  const db = drizzlePglite(installDrizzleParsers(installNamedStatements(client)), { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // A broken idle connection must not crash the process; the next query reports it instead.
  pool.on("error", () => {});
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePostgres(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
