/** A redirect target is only ever a path on this site (no scheme, no host, no protocol-relative //). */
export function safeRedirectPath(to: unknown, fallback: `/${string}` = "/"): `/${string}` {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Printable ASCII only: a path as browsers send it is percent-encoded, and a Location header
  // cannot carry more (a raw "é" or zero-width space there made the redirect throw).
  if (/[^\u0021-\u007e]/.test(to) || to.length > 2048) return fallback;
  return to as `/${string}`;
}
