import { PRODUCT_SORTS } from "#core/contracts/investment";
import { formatUsd } from "#core/money";
import { ASSET_CLASSES, ORDER_FILTERS, PRICE_RANGES, type AssetClass, type OrderFilter, type PriceRange } from "#core/trading";
import { centsOf } from "./investor";

// The trading pages' URL keys and figures (issue "Trading"): every list, filter, range and
// comparison is in the URL, so a page works from a link, a GET form and without JavaScript. A value
// the page does not know is dropped (the default applies), never an error page.

export const INVESTMENTS = "/myworld/service/investments";
export const PRODUCTS_PAGE = `${INVESTMENTS}/product`;
export const COMPARE_PAGE = `${PRODUCTS_PAGE}/compare`;
export const STATION_PAGE = `${INVESTMENTS}/station`;
export const ORDERS_PAGE = `${INVESTMENTS}/orders`;
export const ASSESSMENT_PAGE = `${INVESTMENTS}/assessment`;
export const productPage = (id: string): `/${string}` => `${PRODUCTS_PAGE}/${encodeURIComponent(id)}`;
export const orderPage = (id: number): `/${string}` => `${ORDERS_PAGE}/${id}`;

export const CATALOGUE_SIZE = 10;
export const ORDERS_SIZE = 10;

export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type CatalogueQuery = { q: string; assetClass: AssetClass | null; risk: number | null; sort: ProductSort; page: number };

const pageOf = (value: string | null) => (value && /^[1-9][0-9]{0,4}$/.test(value) ? Number(value) : 1);

/** The catalogue's search, filters, sort and page from the URL. */
export function catalogueQuery(params: URLSearchParams): CatalogueQuery {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const assetClass = params.get("assetClass");
  const risk = params.get("risk");
  const sort = params.get("sort");
  return {
    q,
    assetClass: ASSET_CLASSES.includes(assetClass as AssetClass) ? (assetClass as AssetClass) : null,
    risk: risk && /^[1-5]$/.test(risk) ? Number(risk) : null,
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : "name",
    page: pageOf(params.get("page")),
  };
}

/** The catalogue's URL for `query` (defaults left out), e.g. for the pager's links. */
export function catalogueHref(query: CatalogueQuery, change: Partial<CatalogueQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.assetClass) params.set("assetClass", next.assetClass);
  if (next.risk !== null) params.set("risk", String(next.risk));
  if (next.sort !== "name") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${PRODUCTS_PAGE}?${search}` : PRODUCTS_PAGE;
}

/** A price range from the URL; 1Y when missing or unknown. */
export const priceRange = (value: string | null): PriceRange => (PRICE_RANGES.includes(value as PriceRange) ? (value as PriceRange) : "1Y");

const PRODUCT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const isProductId = (value: string | undefined | null): value is string => typeof value === "string" && PRODUCT_ID.test(value);

/**
 * The products to compare: `?ids=a,b` (a link) or `?ids=a&ids=b` (the catalogue's checkboxes), in
 * order, without repeats. Null unless 2 to 4 valid ids.
 */
export function compareIds(params: URLSearchParams): string[] | null {
  const ids = [...new Set(params.getAll("ids").flatMap((v) => v.split(",")).map((v) => v.trim()).filter((v) => v !== ""))];
  if (ids.length < 2 || ids.length > 4 || !ids.every((id) => PRODUCT_ID.test(id))) return null;
  return ids;
}

export type OrdersQuery = { status: OrderFilter | null; page: number };
export function ordersQuery(params: URLSearchParams): OrdersQuery {
  const status = params.get("status");
  return { status: ORDER_FILTERS.includes(status as OrderFilter) ? (status as OrderFilter) : null, page: pageOf(params.get("page")) };
}
export function ordersHref(query: OrdersQuery, change: Partial<OrdersQuery> = {}): `/${string}` {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.status) params.set("status", next.status);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${ORDERS_PAGE}?${search}` : ORDERS_PAGE;
}

/** "4 min 05 s", "59 s", "1 h 02 min": the time left of an order's review. */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  if (h > 0) return `${h} h ${two(m)} min`;
  if (m > 0) return `${m} min ${two(rest)} s`;
  return `${rest} s`;
}

/** "$1,500.00" from an API amount. */
export const usd = (amount: string) => formatUsd(centsOf(amount), { cents: true });
/**
 * "7.25 %", "−3.10 %", or "—" when there is no figure. The space before the sign is a no-break
 * space: a narrow card or cell must not leave "%" alone on the next line.
 */
export const percentText = (value: string | null) => (value === null ? "—" : `${value.startsWith("-") ? "−" + value.slice(1) : value}\u00a0%`);

/**
 * At most `max` closes spread evenly over the series, always with the first and the last: the
 * table beside a chart, short enough to read, with the same figures the chart draws.
 */
export function sampleEvenly<T>(points: readonly T[], max = 13): T[] {
  if (points.length <= max) return [...points];
  const out: T[] = [];
  for (let i = 0; i < max; i++) out.push(points[Math.round((i * (points.length - 1)) / (max - 1))]!);
  return out;
}

export type StationLine = { id: number; amount: string; acknowledgeRisk: boolean; acknowledgementRequired: boolean; product: { locked: boolean; unlockTier: string; minimumInvestment: string } };

/**
 * What keeps an item from checkout, as far as the station's own figures tell: a locked product, an
 * amount below the minimum, a missing acknowledgement. Shown on each item; the API checks again.
 */
export function stationProblems(items: readonly StationLine[]): Map<number, string[]> {
  const problems = new Map<number, string[]>();
  for (const item of items) {
    const list: string[] = [];
    if (item.product.locked) list.push(`This product unlocks at ${item.product.unlockTier}.`);
    if (centsOf(item.amount) < centsOf(item.product.minimumInvestment)) list.push(`Below the minimum investment of ${usd(item.product.minimumInvestment)}.`);
    if (item.acknowledgementRequired && !item.acknowledgeRisk) list.push("Confirm that you understand this product's risk.");
    if (list.length > 0) problems.set(item.id, list);
  }
  return problems;
}

/** Whether the station's total is above the cash available. */
export const overAvailable = (total: string, available: string) => centsOf(total) > centsOf(available);
