import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { closeHistory, isBusinessDay, nextBusinessDay, nextClose, PRODUCTS, previousBusinessDay, type Close } from "../../../core/trading";
import type { Database } from "../../db/connection";
import { investmentPrices, investmentPriceVersion } from "../../db/schema";
import { enqueueJob, type JobHandler } from "../../platform/jobs";

// Daily closes in the database (issue "Trading" §1). A product without closes gets its generated
// five-year history (core/trading/prices.ts) the first time any is needed; then the daily price job
// adds each business day's close, continuing from the close stored before it (so imported real
// closes carry on). Rows are keyed by (product, date) and written `on conflict do nothing`, and the
// job is keyed by its date, so each close is written once however many instances run.

export const PRICE_DAY_JOB = "price-day";
/** When a business day's close is taken: 21:00 UTC, after the US markets close. */
export const CLOSE_HOUR_UTC = 21;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last business day whose close is in by `now` (today's after CLOSE_HOUR_UTC). */
export function lastClosedBusinessDay(now: Date): string {
  const today = isoDay(now);
  if (isBusinessDay(today) && now.getUTCHours() >= CLOSE_HOUR_UTC) return today;
  return previousBusinessDay(today);
}

const closeTimeOf = (date: string) => new Date(`${date}T${String(CLOSE_HOUR_UTC).padStart(2, "0")}:00:00.000Z`);

/** Queues the price job of `date` (once per date, whoever asks). */
export async function schedulePriceDay(db: Database, date: string): Promise<void> {
  await enqueueJob(db, { kind: PRICE_DAY_JOB, key: date, payload: { date }, runAt: closeTimeOf(date) });
}

const seeded = new WeakSet<object>();

/**
 * Writes the generated history of every product that has no closes yet (ending on the last closed
 * business day) and queues the next day's price job. Cheap after the first call on a database.
 */
export async function ensurePrices(db: Database, now = new Date()): Promise<void> {
  if (seeded.has(db)) return;
  const present = new Set((await db.selectDistinct({ productId: investmentPrices.productId }).from(investmentPrices)).map((r) => r.productId));
  const lastDate = lastClosedBusinessDay(now);
  for (const product of PRODUCTS) {
    if (present.has(product.id)) continue;
    const history = closeHistory(product, lastDate);
    // One statement per product: arrays unnested on the server.
    await db.execute(sql`insert into investment_prices (product_id, date, close_ticks)
      select ${product.id}, d, c from unnest(${`{${history.map((h) => h.date).join(",")}}`}::date[], ${`{${history.map((h) => h.closeTicks).join(",")}}`}::bigint[]) as t(d, c)
      on conflict do nothing`);
  }
  const [latest] = await db.select({ date: sql<string>`max(${investmentPrices.date})::text` }).from(investmentPrices);
  await schedulePriceDay(db, nextBusinessDay(latest?.date ?? lastDate));
  seeded.add(db);
}

// One index lookup per product (the key is (product_id, date)) instead of sorting every close: the
// catalogue, the portfolio and the overview ask for these on each read, and five years of closes
// for 42 products made the sort take most of a page's time.
const PRODUCT_IDS = sql.raw(`array[${PRODUCTS.map((p) => `'${p.id}'`).join(", ")}]::text[]`);

async function closesAt(db: Database, onOrBefore: string | null): Promise<ReadonlyMap<string, Close>> {
  const rows = await db.execute(sql`
    select p.id as product_id, c.date::text as date, c.close_ticks::text as close
    from unnest(${PRODUCT_IDS}) as p(id)
    cross join lateral (
      select date, close_ticks from investment_prices
      where product_id = p.id ${onOrBefore === null ? sql`` : sql`and date <= ${onOrBefore}::date`}
      order by date desc limit 1
    ) as c`);
  const map = new Map<string, Close>();
  for (const row of (rows as unknown as { rows: Array<{ product_id: string; date: string; close: string }> }).rows) map.set(row.product_id, { date: row.date, closeTicks: Number(row.close) });
  return map;
}

/** Every product's latest close, read now (inside a transaction: the rebalance, the demo seed). */
export async function latestCloses(db: Database): Promise<ReadonlyMap<string, Close>> {
  return closesAt(db, null);
}

// A page's reads (the overview, the profile, the portfolio, the catalogue and a product) ask for
// every product's latest close each time, and the 42 lookups cost more than anything else those
// reads do, though closes change about once a day. Each process keeps what it read, with the
// version of the closes it read it under: one row that a trigger moves with every statement writing
// investment_prices, in the writer's transaction, whoever the writer is (the daily job of any
// instance, the first seeding, an import, a test). A read checks the version (one primary-key
// lookup) and reads the closes again only when it moved. Closes read just after the version are
// never older than it: a write in between moves the version, and the next read reads again.
type KeptCloses = { version: number; byDate: Map<string, ReadonlyMap<string, Close>> };
const keptCloses = new WeakMap<Database, KeptCloses>();
/** How many dates' closes one version keeps: the latest, and the day a year before it (one-year returns). */
const KEPT_DATES = 4;

async function keptClosesAt(db: Database, onOrBefore: string | null): Promise<ReadonlyMap<string, Close>> {
  const [row] = await db.select({ version: investmentPriceVersion.version }).from(investmentPriceVersion).where(eq(investmentPriceVersion.id, 1));
  if (!row) return closesAt(db, onOrBefore);
  let kept = keptCloses.get(db);
  if (!kept || kept.version !== row.version) keptCloses.set(db, (kept = { version: row.version, byDate: new Map() }));
  const key = onOrBefore ?? "latest";
  let closes = kept.byDate.get(key);
  if (!closes) {
    closes = await closesAt(db, onOrBefore);
    if (kept.byDate.size < KEPT_DATES) kept.byDate.set(key, closes);
  }
  return closes;
}

/**
 * Every product's latest close, for a page's read (never inside a transaction): kept per process
 * while the closes' version stays the same. Shared between reads: callers only read it.
 */
export async function latestClosesKept(db: Database): Promise<ReadonlyMap<string, Close>> {
  return keptClosesAt(db, null);
}

/** A product's latest close, or undefined. */
export async function latestClose(db: Database, productId: string): Promise<Close | undefined> {
  const [row] = await db.select().from(investmentPrices).where(eq(investmentPrices.productId, productId)).orderBy(desc(investmentPrices.date)).limit(1);
  return row ? { date: row.date, closeTicks: row.closeTicks } : undefined;
}

// A product's history is five years of closes that change only when a day is added (the daily job)
// or imported: the portfolio and the product page read whole histories on every view. Each process
// keeps the last read per product while its latest close is the same and for at most a minute, so
// an import that rewrites past days on a running instance shows within a minute (and at once in
// the importing process, which forgets what it kept).
const HISTORY_FRESH_MS = 60_000;
type KeptHistory = { latest: string; keptAt: number; closes: Close[] };
const keptHistories = new WeakMap<Database, Map<string, KeptHistory>>();

async function historyOf(db: Database, productId: string, knownLatest: string | undefined): Promise<Close[]> {
  let kept = keptHistories.get(db);
  if (!kept) keptHistories.set(db, (kept = new Map()));
  const entry = kept.get(productId);
  const latest = knownLatest ?? (await latestClose(db, productId))?.date;
  if (entry && entry.latest === latest && Date.now() - entry.keptAt < HISTORY_FRESH_MS) return entry.closes;
  const closes = await db
    .select({ date: investmentPrices.date, closeTicks: investmentPrices.closeTicks })
    .from(investmentPrices)
    .where(eq(investmentPrices.productId, productId))
    .orderBy(asc(investmentPrices.date));
  if (latest !== undefined && closes.at(-1)?.date === latest) kept.set(productId, { latest, keptAt: Date.now(), closes });
  return closes;
}

/**
 * A product's closes from `from` (all when null), oldest first. Callers read them; they are shared.
 * A caller that has just read the product's latest close (latestCloses) passes its date, which
 * spares the read that checks whether the history this process keeps is still current.
 */
export async function closesOf(db: Database, productId: string, from: string | null = null, knownLatest?: string): Promise<Close[]> {
  const all = await historyOf(db, productId, knownLatest);
  if (from === null) return all;
  let low = 0;
  let high = all.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (all[mid]!.date < from) low = mid + 1;
    else high = mid;
  }
  return all.slice(low);
}

/** Each product's close on or just before `date` (one-year returns over the whole catalogue, a page's read): kept as the latest are. */
export async function closesOnOrBefore(db: Database, date: string): Promise<ReadonlyMap<string, Close>> {
  return keptClosesAt(db, date);
}

/**
 * Adds every product's close for `date`, each continuing from its latest close before it; a product
 * that already has one for that date keeps it. Returns how many closes were written.
 */
export async function addPriceDay(tx: Database, date: string): Promise<number> {
  let written = 0;
  for (const product of PRODUCTS) {
    const [before] = await tx
      .select({ closeTicks: investmentPrices.closeTicks })
      .from(investmentPrices)
      .where(and(eq(investmentPrices.productId, product.id), lt(investmentPrices.date, date)))
      .orderBy(desc(investmentPrices.date))
      .limit(1);
    if (!before) continue;
    const inserted = await tx
      .insert(investmentPrices)
      .values({ productId: product.id, date, closeTicks: nextClose(product, before.closeTicks, date) })
      .onConflictDoNothing()
      .returning({ date: investmentPrices.date });
    written += inserted.length;
  }
  return written;
}

/** The daily price job: adds the closes of its date, then queues the next business day's. */
export const priceDayJob: JobHandler = async ({ job, tx }) => {
  const date = String((job.payload as { date?: unknown })?.date ?? "");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isBusinessDay(date)) throw new Error(`price-day job ${job.id} has no business day`);
  const db = tx as unknown as Database;
  await addPriceDay(db, date);
  await schedulePriceDay(db, nextBusinessDay(date));
};

/** Imported closes (core/trading/price-import.ts), all in one transaction: a real close replaces a generated one of the same day. */
export async function importCloses(db: Database, closes: ReadonlyArray<{ productId: string; date: string; closeTicks: number }>): Promise<number> {
  keptHistories.delete(db);
  return db.transaction(async (tx) => {
    for (let i = 0; i < closes.length; i += 1000) {
      await tx
        .insert(investmentPrices)
        .values(closes.slice(i, i + 1000).map((c) => ({ productId: c.productId, date: c.date, closeTicks: c.closeTicks })))
        .onConflictDoUpdate({ target: [investmentPrices.productId, investmentPrices.date], set: { closeTicks: sql`excluded.close_ticks` } });
    }
    return closes.length;
  });
}
