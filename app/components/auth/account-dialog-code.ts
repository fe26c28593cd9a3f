import { AUTH_DIALOGS, type AuthDialog } from "../../session/after-sign-in";
import { preloadableLazy } from "../../utils/preloadable-lazy";

// The account dialogs' forms (and their validation code) are not part of any page's first-load JS.
export const {
  Component: AccountDialogContent,
  preload: preloadAccountDialogs,
  isLoaded: accountDialogsLoaded,
} = preloadableLazy(() =>
  import("./AccountDialogContent").then((m) => m.AccountDialogContent),
);

/**
 * For entry.client: a page served with a dialog open (?auth=…) hydrates once the forms' code is
 * here, so the page comes alive in one piece and nothing typed before then is lost.
 */
export function accountDialogCodeReady(): Promise<unknown> {
  const requested = new URLSearchParams(window.location.search).get("auth");
  return AUTH_DIALOGS.includes(requested as AuthDialog) ? preloadAccountDialogs().catch(() => undefined) : Promise.resolve();
}
