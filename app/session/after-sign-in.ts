import { safeRedirectPath } from "./redirect";

/** The marketing world and the home page send a member on to My World after sign-in. */
function isWorldPage(path: string): boolean {
  const pathname = path.split("?")[0] ?? "/";
  return pathname === "/" || pathname === "/enplusworld" || pathname.startsWith("/enplusworld/");
}

/**
 * requirements §4 after login success: 1 a stored callback, 2 the stored target, 3 /myworld from the
 * home page or the marketing area, 4 otherwise the same page again.
 */
export function destinationAfterSignIn(stored: { callback?: string; returnTo?: string }, from: string): string {
  if (stored.callback) return safeRedirectPath(stored.callback, "/myworld");
  if (stored.returnTo) return safeRedirectPath(stored.returnTo, "/myworld");
  const page = safeRedirectPath(from);
  return isWorldPage(page) ? "/myworld" : page;
}

/** The page a dialog sits on, with the dialog's own parameter removed. */
export function pageWithoutDialog(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("auth");
  params.delete("reminder");
  const query = params.toString();
  return url.pathname + (query ? `?${query}` : "");
}

export type AuthDialog = "sign-in" | "sign-up" | "forgot-password";
export const AUTH_DIALOGS: readonly AuthDialog[] = ["sign-in", "sign-up", "forgot-password"];

/** The same page with a dialog open (`?auth=…`), or closed when `dialog` is null. */
export function withDialog(page: string, dialog: AuthDialog | null): `/${string}` {
  const [pathname, query = ""] = safeRedirectPath(page).split("?");
  const params = new URLSearchParams(query);
  params.delete("auth");
  if (dialog) params.set("auth", dialog);
  const next = params.toString();
  // The path of safeRedirectPath, so from the root.
  return `${pathname}${next ? `?${next}` : ""}` as `/${string}`;
}
