import type { AuthDialog } from "~/session/after-sign-in";
import type { AuthView } from "~/session/auth-view.server";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog";
import { InactivityReminder } from "./InactivityReminder";
import { SignInDialog } from "./SignInDialog";
import { SignUpDialog } from "./SignUpDialog";

export type AuthLayer = AuthDialog | "reminder";

/**
 * The account dialogs and the inactivity reminder, with everything they pull: the dialog itself
 * (Mantine's Modal), the form library, the schemas and the messages they check against. Loaded on
 * demand (./AuthDialogs.tsx, docs/decisions/022), never part of a page's first load.
 */
export default function AuthDialogForms({ layer, view, opened }: { layer: AuthLayer; view: AuthView; opened: boolean }) {
  switch (layer) {
    case "reminder":
      return <InactivityReminder page={view.page} />;
    case "sign-in":
      return <SignInDialog view={view} opened={opened} />;
    case "sign-up":
      return <SignUpDialog view={view} opened={opened} />;
    case "forgot-password":
      return <ForgotPasswordDialog view={view} opened={opened} />;
    default:
      return null;
  }
}
