import { useEffect, useState } from "react";
import type { AuthDialog } from "~/session/after-sign-in";
import type { AuthView } from "~/session/auth-view.server";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog";
import { InactivityReminder } from "./InactivityReminder";
import { SignInDialog } from "./SignInDialog";
import { SignUpDialog } from "./SignUpDialog";

/** The account dialog the URL asks for (?auth=…), or the inactivity reminder. */
export function AuthDialogs({ view, reminder }: { view: AuthView; reminder: boolean }) {
  // The last dialog stays mounted, closed, so that closing can play its transition (requirements §2).
  const [last, setLast] = useState<AuthDialog | null>(view.dialog);
  useEffect(() => {
    if (view.dialog) setLast(view.dialog);
  }, [view.dialog]);
  if (reminder) return <InactivityReminder page={view.page} />;
  const opened = view.dialog !== null;
  switch (view.dialog ?? last) {
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
