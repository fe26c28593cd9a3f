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


/**
 * The list's total when its page already tells it, so the list need not be counted: a page with
 * fewer rows than its size is the last one (the rows before it plus its own), and an empty first
 * page means an empty list. A full page, or an empty page past the end, tells nothing: undefined.
 */
export function totalFromPage(query: PageQuery, rowsOnPage: number): number | undefined {
  if (rowsOnPage > 0 && rowsOnPage < query.size) return (query.page - 1) * query.size + rowsOnPage;
  if (rowsOnPage === 0 && query.page === 1) return 0;
  return undefined;
}
