import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../api/db/connection";
import * as schema from "../../api/db/schema";

/**
 * What a refused input may still change, by design; everything else in every table of
 * api/db/schema/ must stay byte for byte. Kept as narrow as the code allows: columns, or rows
 * of one key family, never whole tables.
 */
export const ALLOWED_CHANGES: Record<string, { columns?: string[]; rows?: Array<{ where: string; reason: string }>; reason?: string }> = {
  auth_sessions: {
    columns: ["last_seen_at"],
    reason: "every authenticated call touches its session (the idle timeout), even one whose input is then refused",
  },
  verification_codes: {
    columns: ["failed_attempts"],
    reason: "a well-formed wrong code uses up one of the code's five tries",
  },
  investor_applications: {
    columns: ["status", "reasons", "submitted_at", "reviewed_at", "updated_at"],
    reason:
      "a submitted application that the review rejects is recorded as rejected with its reasons (a status of its own, which the page shows with an error notice so the member corrects it); the answers themselves never change",
  },
  member_data_versions: {
    columns: ["version"],
    reason:
      "a member's version moves with every write of their rows (decision 038), the changes allowed above included: a session's last_seen_at, a rejected application's status",
  },
  attempt_counters: {
    rows: [
      { where: "key like 'auth:%'", reason: "the per-client limit counts every authentication post before reading it" },
      { where: "key like 'code:%'", reason: "a code asked for too soon (429) still counts in its resend window" },
      { where: "key like 'forgot:%'", reason: "each unregistered email costs a forgot-password attempt; the dialog shows it as an error" },
      { where: "key like 'contact:%'", reason: "a well-formed Contact us message past the hour's limit (429) still counts in its window" },
      { where: "key like 'assistant:%'", reason: "a question over the assistant's per-member limit (429) still counts in its window" },
    ],
  },
};

/**
 * Large tables fingerprinted by their row count and newest row version (the highest xmin) instead
 * of every row's: an insert or delete changes the count, and any insert or update writes a row
 * version newer than all before it, so a change still shows, without aggregating every row.
 */
export const LARGE_TABLES: Record<string, string> = {
  investment_prices: "five years of daily closes per product: about 55,000 rows",
};

export type Snapshot = Map<string, string>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One query that fingerprints every table. A table where nothing may change is fingerprinted by
 * its rows' xmin (the transaction that wrote each row version): any insert, update or delete
 * changes it, even one that writes the same values, and it costs no text conversion of large
 * rows. A table with allowed changes is fingerprinted by the text of its other columns and rows.
 */
function fingerprintQuery(): string {
  const tables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];
  const parts = tables.map((table) => {
    const { name, columns } = getTableConfig(table);
    const allowed = ALLOWED_CHANGES[name];
    if (!allowed && LARGE_TABLES[name]) {
      return `select '${name}' as name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as fingerprint from ${quote(name)}`;
    }
    if (!allowed) {
      return `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(xmin::text, ',' order by xmin::text), '')) as fingerprint from ${quote(name)}`;
    }
    const kept = columns.map((c) => c.name).filter((c) => !allowed.columns?.includes(c));
    const where = allowed.rows?.length ? ` where ${allowed.rows.map((r) => `not (${r.where})`).join(" and ")}` : "";
    return (
      `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as fingerprint ` +
      `from (select ${kept.map(quote).join(", ")} from ${quote(name)}${where}) r`
    );
  });
  return parts.join("\nunion all\n");
}

export function createSnapshotter(db: Database) {
  const query = sql.raw(fingerprintQuery());
  return {
    async take(): Promise<Snapshot> {
      const result = (await db.execute(query)) as unknown as { rows: Array<{ name: string; fingerprint: string }> };
      return new Map(result.rows.map((row) => [row.name, row.fingerprint]));
    },
  };
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}
