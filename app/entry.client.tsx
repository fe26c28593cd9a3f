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

// A page served with an account dialog open (?auth=…) hydrates once the dialog's code is here, so
// React adopts the server's form as it is, with whatever was typed into it (docs/decisions/020).
if (new URLSearchParams(window.location.search).has("auth")) loadAuthDialogForms().then(hydrate, hydrate);
else hydrate();
