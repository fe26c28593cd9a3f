import { z } from "zod";
import type { Page } from "../page";

/** The answer of a list endpoint: one page of `item`s (core/page.ts). */
export const pageSchema = <I extends z.ZodTypeAny>(item: I) =>
  z.object({ items: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() }) satisfies z.ZodType<
    Page<z.output<I>>
  >;
