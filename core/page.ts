// A page of a list, kept apart from the query schema in pagination.ts so that pages showing a
// list do not ship zod to the browser for it.
export type Page<T> = { items: T[]; page: number; size: number; total: number };

export function pageCount(page: Pick<Page<unknown>, "size" | "total">): number {
  return Math.max(1, Math.ceil(page.total / page.size));
}
