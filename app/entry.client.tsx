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

// A page served with a dialog open (?auth=…, the inactivity reminder) hydrates once the dialogs'
// code is here, so React adopts the server's form as it is, with whatever was typed into it
// (docs/decisions/022). Every other page hydrates at once.
if (document.querySelector("[data-dialog-shell]")) loadAuthDialogForms().then(hydrate, hydrate);
else hydrate();
