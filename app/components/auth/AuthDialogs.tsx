import { Center } from "#mantine/components/Center/Center.mjs";
import { Loader } from "#mantine/components/Loader/Loader.mjs";
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { DIALOG_WIDTH } from "#core/constants";
import type { AuthDialog } from "~/session/after-sign-in";
import type { AuthView } from "~/session/auth-view.server";
import { DialogShell } from "./DialogShell";
import { InactivityReminder } from "./InactivityReminder";

type FormsModule = typeof import("./AuthDialogForms");
type FormsProps = Parameters<FormsModule["default"]>[0];

// docs/decisions/020: the dialogs' forms (remix-validated-form, zod, the contracts) are their own chunk.
let loaded: FormsModule | null = null;
let loading: Promise<FormsModule> | null = null;

/**
 * Fetches the dialogs' forms. The server awaits it before its first render, the browser before it
 * hydrates a page served with a dialog open (so hydration never waits on it and nothing typed is
 * lost), and otherwise once the page is idle, ahead of a click on Sign In.
 */
export function loadAuthDialogForms(): Promise<FormsModule> {
  loading ??= import("./AuthDialogForms").then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // a failed fetch is tried again on the next render
      throw error;
    },
  );
  return loading;
}

const LazyForms = lazy(loadAuthDialogForms);

/** Renders at once when the code is here; otherwise suspends until it is. */
function Forms(props: FormsProps) {
  const Loaded: ComponentType<FormsProps> | null = loaded?.default ?? null;
  return Loaded ? <Loaded {...props} /> : <LazyForms {...props} />;
}

const TITLES: Record<AuthDialog, { title: string; width: string }> = {
  "sign-in": { title: "Welcome back", width: DIALOG_WIDTH.signIn },
  "sign-up": { title: "Create your membership", width: DIALOG_WIDTH.signUp },
  "forgot-password": { title: "Reset your password", width: DIALOG_WIDTH.signIn },
};

/** While the forms' code is on its way (opened by a click before it was fetched): the dialog, loading. */
function FormsLoading({ dialog, view, opened }: FormsProps) {
  const { title, width } = TITLES[dialog];
  return (
    <DialogShell title={title} width={width} closeTo={view.page} closeOnEscape={view.area === "world"} opened={opened}>
      <Center py="xl" aria-busy="true">
        <Loader aria-label="Loading" />
      </Center>
    </DialogShell>
  );
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
    idle(() => void loadAuthDialogForms());
  }, []);
  if (reminder) return <InactivityReminder page={view.page} />;
  const dialog = view.dialog ?? last;
  if (!dialog) return null;
  const props: FormsProps = { dialog, view, opened: view.dialog !== null };
  // Hydrating a page whose forms' code is not here yet, React keeps the server's markup (and what was
  // typed into it) until it is; a dialog opened later shows the fallback for that moment.
  return (
    <Suspense fallback={<FormsLoading {...props} />}>
      <Forms {...props} />
    </Suspense>
  );
}
