import type { AuthDialog } from "~/session/after-sign-in";
import type { AuthView } from "~/session/auth-view.server";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog";
import { SignInDialog } from "./SignInDialog";
import { SignUpDialog } from "./SignUpDialog";

/**
 * The account dialogs with their forms: the form library, the schemas and the messages they check
 * against. Loaded on demand (./AuthDialogs.tsx, docs/decisions/020), never part of a page's first load.
 */
export default function AuthDialogForms({ dialog, view, opened }: { dialog: AuthDialog; view: AuthView; opened: boolean }) {
  switch (dialog) {
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
