import { sql } from "drizzle-orm";
import { asCents, type Cents } from "../../../core/money";
import type { Database } from "../../db/connection";

// The market value of a member's holdings (issue "Investor accounts for real" §5: total assets are
// settled cash and the market value of holdings): each product's units (its open lots) at its
// latest close, rounded down to the cent per product, in exact numeric arithmetic.

export async function holdingsMarketValueCents(db: Database, userId: number): Promise<Cents> {
  const result = await db.execute(sql`
    select coalesce(sum(floor(h.units::numeric * p.close_ticks / 100000000)), 0)::text as value
    from (
      select product_id, sum(remaining_units_micro) as units from investment_lots
      where user_id = ${userId} group by product_id having sum(remaining_units_micro) > 0
    ) h
    cross join lateral (select close_ticks from investment_prices where product_id = h.product_id order by date desc limit 1) p`);
  const [row] = (result as unknown as { rows: Array<{ value: string }> }).rows;
  return asCents(Number(row?.value ?? 0));
}
