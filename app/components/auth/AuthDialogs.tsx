import type { AuthView } from "../../session/auth-view.server";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog";
import { InactivityReminder } from "./InactivityReminder";
import { SignInDialog } from "./SignInDialog";
import { SignUpDialog } from "./SignUpDialog";

/** The account dialog the URL asks for (?auth=…), or the inactivity reminder. */
export function AuthDialogs({ view, reminder }: { view: AuthView; reminder: boolean }) {
  if (reminder) return <InactivityReminder page={view.page} />;
  switch (view.dialog) {
    case "sign-in":
      return <SignInDialog view={view} />;
    case "sign-up":
      return <SignUpDialog view={view} />;
    case "forgot-password":
      return <ForgotPasswordDialog view={view} />;
    default:
      return null;
  }
}
