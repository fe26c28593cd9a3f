import { z } from "zod";
import { PRICING_TYPES, type PricingType } from "#core/constants";
import pricing from "../../content/pricing.json";

// Pricing schedules (content/pricing.json), checked once at start-up.

const scheduleSchema = z
  .object({
    label: z.string().min(1),
    summary: z.string().min(1),
    columns: z.array(z.string().min(1)).min(2),
    rows: z.array(z.array(z.string())).min(1),
    notes: z.array(z.string().min(1)),
  })
  .refine((s) => s.rows.every((row) => row.length === s.columns.length), "every row needs one cell per column");
export type PricingSchedule = z.infer<typeof scheduleSchema>;

const SCHEDULES = z.object(Object.fromEntries(PRICING_TYPES.map((t) => [t, scheduleSchema])) as Record<PricingType, typeof scheduleSchema>).parse(pricing);

export const pricingSchedule = (type: PricingType): PricingSchedule => SCHEDULES[type];
export const pricingLabels = (): Record<PricingType, string> =>
  Object.fromEntries(PRICING_TYPES.map((t) => [t, SCHEDULES[t].label])) as Record<PricingType, string>;
