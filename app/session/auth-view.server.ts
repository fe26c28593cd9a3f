import { RESEND_COUNTDOWN_SECONDS } from "#core/constants";
import { AUTH_DIALOGS, pageWithoutDialog, type AuthDialog } from "./after-sign-in";
import type { AppSession, FormFeedback } from "./session.server";

/** requirements §2 dialog closing: in the member and news areas neither backdrop nor Escape closes. */
export type DialogArea = "member" | "news" | "world";

/** Everything the dialogs need to render, on the server and without JavaScript. */
export type AuthView = {
  dialog: AuthDialog | null;
  /** The page under the dialog: forms post it back so the flow returns here. */
  page: string;
  area: DialogArea;
  signIn: { step: 0 | 1; resendInSeconds: number };
  signUp: { step: 0 | 1 | 2; username: string; email: string; phone: string; resendInSeconds: number };
  forgot: { step: 3 | 4 | 5; email: string; resendInSeconds: number };
  feedback: FormFeedback | null;
};

/** requirements §4 resend countdown: 60 s from when the code was sent. */
function resendIn(codeSentAt: number | undefined): number {
  if (!codeSentAt) return 0;
  return Math.max(0, Math.ceil((codeSentAt + RESEND_COUNTDOWN_SECONDS * 1000 - Date.now()) / 1000));
}

function areaOf(pathname: string): DialogArea {
  if (pathname === "/myworld" || pathname.startsWith("/myworld/")) return "member";
  if (pathname === "/news" || pathname.startsWith("/news/")) return "news";
  return "world";
}

/** Reads the dialog state; reading the form feedback consumes that flash (commit the session). */
export function readAuthView(session: AppSession, url: URL, signedIn: boolean): AuthView {
  const requested = url.searchParams.get("auth");
  const dialog = !signedIn && AUTH_DIALOGS.includes(requested as AuthDialog) ? (requested as AuthDialog) : null;
  const pending = session.get("pendingSecondFactor");
  const signUp = session.get("signUp");
  const forgot = session.get("forgot");
  return {
    dialog,
    page: pageWithoutDialog(url),
    area: areaOf(url.pathname),
    signIn: { step: pending ? 1 : 0, resendInSeconds: resendIn(pending?.codeSentAt) },
    signUp: {
      step: signUp?.step ?? 0,
      username: signUp?.username ?? "",
      email: signUp?.email ?? "",
      phone: signUp?.phone ?? "",
      resendInSeconds: resendIn(signUp?.codeSentAt),
    },
    forgot: { step: forgot?.step ?? 3, email: forgot?.email ?? "", resendInSeconds: resendIn(forgot?.codeSentAt) },
    feedback: session.get("formFeedback") ?? null,
  };
}
