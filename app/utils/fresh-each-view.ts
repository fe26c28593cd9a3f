import type { HeadersFunction } from "@remix-run/node";

/**
 * For a page whose form carries an idempotency key of its own (a deposit, a sale): each view must
 * get a new one, or two views of it would place one order between them. No cache may keep such a
 * page, the server's member page cache included (docs/decisions/038).
 */
export const NOT_KEPT = "private, no-store";

export const freshEachView: HeadersFunction = () => ({ "Cache-Control": NOT_KEPT });
