import type { AuthDialog } from "../../session/after-sign-in";
import type { AuthView } from "../../session/auth-view.server";
import { ForgotPasswordContent } from "./ForgotPasswordDialog";
import { SignInContent } from "./SignInDialog";
import { SignUpContent } from "./SignUpDialog";

/** The forms inside the account dialogs: loaded on demand, as they carry the validation code. */
export function AccountDialogContent({ dialog, view }: { dialog: AuthDialog; view: AuthView }) {
  switch (dialog) {
    case "sign-in":
      return <SignInContent view={view} />;
    case "sign-up":
      return <SignUpContent view={view} />;
    case "forgot-password":
      return <ForgotPasswordContent view={view} />;
    default:
      return null;
  }
}
