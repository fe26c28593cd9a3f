import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { pino } from "pino";
import { openDatabase, type DatabaseHandle } from "../../api/db/connection";
import { projectPath } from "../../api/platform/project-root";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (scripts/with-postgres.sh sets it), dropped
 * again on close. The API suite runs on both so the two engines stay equal.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { engine: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { ...(await openPgliteFromTemplate()), engine: "pglite" };
  const database = await createThrowawayDatabase(serverUrl);
  const handle = await openDatabase({ databaseUrl: database.url });
  return {
    ...handle,
    engine: "postgres",
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * An in-memory PGlite started from a migrated, empty data directory kept on disk, instead of a new
 * one: initdb takes about three of the three and a half seconds each test file spent opening its
 * database, loading the archive under one. The archive is named by a hash of the migrations and
 * PGlite's version, so a new migration or upgrade makes a new one; the first file to need it
 * writes it (to a temporary name, then renamed, so files opening together never read half of one).
 */
async function openPgliteFromTemplate(): Promise<DatabaseHandle> {
  const archive = await templateArchivePath();
  const stored = await readFile(archive).catch(() => null);
  if (stored) return openDatabase({ pgliteDir: "memory://", loadDataDir: new Blob([stored]) });
  const handle = await openDatabase({ pgliteDir: "memory://" });
  const dump = await handle.dumpDataDir!();
  await mkdir(path.dirname(archive), { recursive: true });
  const partial = `${archive}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, archive);
  return handle;
}

async function templateArchivePath(): Promise<string> {
  const hash = createHash("sha256");
  hash.update(await readFile(projectPath("node_modules", "@electric-sql", "pglite", "package.json")));
  const migrations = projectPath("api", "db", "migrations");
  for (const name of (await readdir(migrations, { recursive: true })).sort()) {
    if (!name.endsWith(".sql") && !name.endsWith(".json")) continue;
    hash.update(name);
    hash.update(await readFile(path.join(migrations, name)));
  }
  return projectPath("node_modules", ".cache", "enplus-world", `pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
}

/** A new, empty database on a PostgreSQL server; `drop` removes it even with connections open. */
export async function createThrowawayDatabase(serverUrl: string, prefix = "enplus_test"): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // A pool's end() resolves before its connections have closed. Dropped by force at once, the
      // database would terminate them mid-close, and their clients, no longer the pool's, would
      // raise that error uncaught. Their sessions leave within a moment: wait for it, then drop
      // (by force only for one that stays past five seconds).
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await cleanup.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const silentLogger = pino({ level: "silent" });
