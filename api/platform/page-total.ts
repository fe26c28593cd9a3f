import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { totalFromPage, type PageQuery } from "../../core/pagination";
import type { Database } from "../db/connection";

/**
 * The total of a paged list: read off the page when it tells it (a last page that is not full, an
 * empty first page: `totalFromPage`), counted with the list's own condition otherwise.
 */
export async function pageTotal(db: Database, table: PgTable, where: SQL | undefined, query: PageQuery, rowsOnPage: number): Promise<number> {
  const known = totalFromPage(query, rowsOnPage);
  if (known !== undefined) return known;
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  return Number(counted?.n ?? 0);
}
