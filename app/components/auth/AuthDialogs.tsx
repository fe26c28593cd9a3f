import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import type { AuthDialog } from "~/session/after-sign-in";
import type { AuthView } from "~/session/auth-view.server";

type LayerModule = typeof import("./AuthDialogForms");
type LayerProps = Parameters<LayerModule["default"]>[0];

// docs/decisions/022: the dialogs (Modal, remix-validated-form, zod, the contracts) are their own chunk.
let loaded: LayerModule | null = null;
let loading: Promise<LayerModule> | null = null;

/**
 * Fetches the account dialogs. The server awaits it before its first render, the browser before it
 * hydrates a page served with a dialog open (app/entry.client.tsx), so hydration never waits on it
 * and nothing typed is lost; otherwise it is fetched once the page is idle, ahead of a click on Sign In.
 */
export function loadAuthDialogForms(): Promise<LayerModule> {
  loading ??= import("./AuthDialogForms").then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // a failed fetch is tried again on the next render
      throw error;
    },
  );
  return loading;
}

const LazyLayer = lazy(loadAuthDialogForms);

/** Renders at once when the code is here; otherwise suspends until it is. */
function Layer(props: LayerProps) {
  const Loaded: ComponentType<LayerProps> | null = loaded?.default ?? null;
  return Loaded ? <Loaded {...props} /> : <LazyLayer {...props} />;
}

/** The account dialog the URL asks for (?auth=…), or the inactivity reminder. */
export function AuthDialogs({ view, reminder }: { view: AuthView; reminder: boolean }) {
  // The last dialog stays mounted, closed, so that closing can play its transition (requirements §2).
  const [last, setLast] = useState<AuthDialog | null>(view.dialog);
  useEffect(() => {
    if (view.dialog) setLast(view.dialog);
  }, [view.dialog]);
  useEffect(() => {
    if (loaded) return;
    // Ahead of a click on Sign In or Sign Up, without competing with the page's own first load.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void loadAuthDialogForms().catch(() => undefined));
  }, []);
  const layer = reminder ? "reminder" : (view.dialog ?? last);
  if (!layer) return null;
  // Hydrating, React keeps the server's markup (and what was typed into it) until the code is here;
  // a dialog opened by a click before the code came shows a moment later.
  return (
    <Suspense fallback={null}>
      <Layer layer={layer} view={view} opened={reminder || view.dialog !== null} />
    </Suspense>
  );
}
