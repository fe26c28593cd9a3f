import { z } from "zod";

export const MAX_PAGE_SIZE = 50;
/** Far past any list's end, and small enough that page × size stays a safe database offset. */
export const MAX_PAGE = 10_000;

/** page/size query of every list endpoint: whole numbers, page 1 to 10,000, size 1 to 50. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ invalid_type_error: "page must be a whole number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(MAX_PAGE, `page must be ${MAX_PAGE} or less`)
    .default(1),
  size: z.coerce
    .number({ invalid_type_error: "size must be a whole number" })
    .int("size must be a whole number")
    .min(1, "size must be 1 or more")
    .max(MAX_PAGE_SIZE, `size must be ${MAX_PAGE_SIZE} or less`)
    .default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

