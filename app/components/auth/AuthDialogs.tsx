import { Suspense, useEffect, useState } from "react";
import { DIALOG_WIDTH } from "../../../core/constants";
import type { AuthDialog } from "../../session/after-sign-in";
import type { AuthView } from "../../session/auth-view.server";
import { AccountDialogContent, accountDialogsLoaded, preloadAccountDialogs } from "./account-dialog-code";
import { DialogShell } from "./DialogShell";
import { InactivityReminder } from "./InactivityReminder";

const FRAMES: Record<AuthDialog, { title: string; width: string }> = {
  "sign-in": { title: "Welcome back", width: DIALOG_WIDTH.signIn },
  "sign-up": { title: "Create your membership", width: DIALOG_WIDTH.signUp },
  "forgot-password": { title: "Reset your password", width: DIALOG_WIDTH.signIn },
};

/** Starts the download as soon as a pointer or the keyboard reaches a link that opens a dialog. */
function usePreloadOnIntent(dialogOpen: boolean) {
  useEffect(() => {
    if (dialogOpen) void preloadAccountDialogs().catch(() => {});
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a[href*="auth="]')) void preloadAccountDialogs().catch(() => {});
    };
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [dialogOpen]);
}

/**
 * The forms, behind a Suspense boundary only when their code has yet to arrive (a dialog opened
 * from a link). A page served with a dialog open has the code before it hydrates (entry.client),
 * and a boundary there would hydrate apart from the page and be re-rendered by its first update.
 */
function DialogContent({ dialog, view }: { dialog: AuthDialog; view: AuthView }) {
  const [needsBoundary] = useState(() => !accountDialogsLoaded());
  const content = <AccountDialogContent dialog={dialog} view={view} />;
  return needsBoundary ? <Suspense fallback={null}>{content}</Suspense> : content;
}

/**
 * The account dialog the URL asks for (?auth=…), or the inactivity reminder. The dialog itself is
 * in the first-load JS, so it opens, closes and answers Escape before its forms' code arrives.
 */
export function AuthDialogs({ view, reminder }: { view: AuthView; reminder: boolean }) {
  // The last dialog stays mounted, closed, so that closing can play its transition (spec §2).
  const [last, setLast] = useState<AuthDialog | null>(view.dialog);
  useEffect(() => {
    if (view.dialog) setLast(view.dialog);
  }, [view.dialog]);
  usePreloadOnIntent(view.dialog !== null);
  if (reminder) return <InactivityReminder page={view.page} />;
  const dialog = view.dialog ?? last;
  if (!dialog) return null;
  return (
    <DialogShell {...FRAMES[dialog]} closeTo={view.page} closeOnEscape={view.area === "world"} opened={view.dialog !== null}>
      <DialogContent dialog={dialog} view={view} />
    </DialogShell>
  );
}
