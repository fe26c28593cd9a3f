/** A redirect target is only ever a path on this site (no scheme, no host, no protocol-relative //). */
export function safeRedirectPath(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(to) || to.length > 2048) return fallback;
  return to;
}
