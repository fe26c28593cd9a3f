/**
 * Whether a database error (or one it wraps, as Drizzle wraps the driver's) is a unique index's
 * refusal (SQLSTATE 23505), on PostgreSQL and PGlite alike.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
