import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadAuthDialogForms } from "~/components/auth/AuthDialogs";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

/**
 * How long a page served with a dialog open waits for the dialogs' code. The code is preloaded
 * with the page and comes in well under a second; should it not come at all, the page must still
 * come to life: it hydrates without it, and the dialog's server markup stays as it is (React's
 * dehydrated boundary) until the code arrives.
 */
const DIALOG_CODE_WAIT_MS = 5000;

// A page served with an account dialog open (?auth=…, the inactivity reminder) hydrates once the
// dialogs' code is here, so React adopts the server's form as it is, with whatever was typed into
// it (docs/decisions/022). Every other page hydrates at once, a tier dialog's included: its code
// is in the page's own.
if (document.querySelector("[data-dialog-chunk]")) {
  const giveUp = new Promise<void>((resolve) => setTimeout(resolve, DIALOG_CODE_WAIT_MS));
  Promise.race([loadAuthDialogForms(), giveUp]).then(hydrate, hydrate);
} else hydrate();
