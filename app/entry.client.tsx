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
 * The page's data, decoded. RemixBrowser decodes it (single fetch's stream) in its first render and
 * suspends the root until it is done. A key pressed or a click made in that moment makes React
 * hydrate the root synchronously, which a suspended root cannot do: React gives the page up (its
 * error #345) and the page never comes to life (docs/decisions/027). So the decoding is started
 * and awaited before hydration: RemixBrowser called once outside React starts it and throws its
 * promise, exactly as it does to React, whose first render then finds the data ready.
 */
function remixDataDecoded(): Promise<unknown> {
  try {
    (RemixBrowser as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
  }
  // Anything else (a Remix that no longer suspends there): React's own render will say.
  return Promise.resolve();
}

/**
 * How long a page served with a dialog open waits for the dialogs' code. The code is preloaded
 * with the page and comes in well under a second; should it not come at all, the page must still
 * come to life: it hydrates without it, and the dialog's server markup stays as it is (React's
 * dehydrated boundary) until the code arrives.
 */
const DIALOG_CODE_WAIT_MS = 5000;

const ready: Promise<unknown>[] = [remixDataDecoded()];
// A page served with an account dialog open (?auth=…, the inactivity reminder) hydrates once the
// dialogs' code is here, so React adopts the server's form as it is, with whatever was typed into
// it (docs/decisions/022). Every other page hydrates at once, a tier dialog's included: its code
// is in the page's own.
if (document.querySelector("[data-dialog-chunk]")) {
  const giveUp = new Promise<void>((resolve) => setTimeout(resolve, DIALOG_CODE_WAIT_MS));
  ready.push(Promise.race([loadAuthDialogForms(), giveUp]));
}
// Neither wait can stop the page: a failed one counts as done.
void Promise.all(ready.map((step) => step.catch(() => undefined))).then(hydrate);
