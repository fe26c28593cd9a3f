import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { forgotEmailSchema } from "#core/auth";
import { MESSAGES, unregisteredEmailMessage } from "#core/messages";
import { withDialog } from "~/session/after-sign-in";
import { submitEmailedCode, submitNewPassword } from "~/session/code-step.server";
import { echo, fieldErrorsOf, postedFrom, readForm, redirectWithFeedback, redirectWithSession, refusalMessage } from "~/session/form-feedback.server";
import { flashNotice, getSession, type ForgotState } from "~/session/session.server";
import { checkForgotEmail, resetPassword, sendForgotCode, validateForgotCode } from "~/upstream/account.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFor } from "~/upstream/scope.server";

export const loader = () => redirect(withDialog("/", "forgot-password"));

/** requirements §4 forgot password: 3 email, 4 code, 5 new password; success returns to sign-in. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const from = postedFrom(form);
  const here = withDialog(from, "forgot-password");
  const session = await getSession(request, context);
  const state: ForgotState = session.get("forgot") ?? { step: 3, email: "" };
  const upstream = upstreamFor(request, context);
  const step = { session, context, here, form };
  const toStep = (next: ForgotState) => {
    session.set("forgot", next);
    return redirectWithSession(session, context, here);
  };

  const sendCode = async (email: string, feedbackForm: string) => {
    try {
      await sendForgotCode(upstream, email);
      session.set("forgot", { step: 4, email, codeSentAt: Date.now() });
      return redirectWithSession(session, context, here);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // requirements §8: the lockout and other limits (429) carry their own message; else the send failed.
      const formError = error.errorCode === "LockedOut" ? MESSAGES.lockedOut : error.status === 429 ? error.message : MESSAGES.codeSendFailed;
      return redirectWithFeedback(session, context, here, { form: feedbackForm, fieldErrors: {}, formError, values: { email } });
    }
  };

  switch (form.intent) {
    case "cancel": {
      session.unset("forgot");
      return redirectWithSession(session, context, withDialog(from, "sign-in"));
    }
    case "back": {
      // requirements §4: the back arrow on the new-password step goes to the email step.
      if (state.step === 3) {
        session.unset("forgot");
        return redirectWithSession(session, context, withDialog(from, "sign-in"));
      }
      session.set("forgot", { step: 3, email: state.email });
      return redirectWithSession(session, context, here);
    }
    case "resend":
      return sendCode(state.email, "forgot-code");
    case "code":
      return submitEmailedCode({ ...step, feedbackForm: "forgot-code", verify: (code) => validateForgotCode(upstream, state.email, code), onVerified: () => toStep({ step: 5, email: state.email }) });
    case "password":
      return submitNewPassword({
        ...step,
        feedbackForm: "forgot-password",
        save: (passwords) => resetPassword(upstream, { email: state.email, ...passwords }),
        // requirements §8 reset failure: the server's message (a failing upstream has the client's notice).
        onRefused: (error) => redirectWithFeedback(session, context, here, { form: "forgot-password", fieldErrors: {}, formError: refusalMessage(error) }),
        onSaved: () => {
          session.unset("forgot");
          flashNotice(session, { type: "success", message: MESSAGES.passwordUpdated });
          return redirectWithSession(session, context, withDialog(from, "sign-in"));
        },
      });
    default: {
      const parsed = forgotEmailSchema.safeParse(form);
      const values = echo(form, "email");
      if (!parsed.success) {
        return redirectWithFeedback(session, context, here, { form: "forgot-email", fieldErrors: fieldErrorsOf(parsed.error), values });
      }
      try {
        const { attempts, registered } = await checkForgotEmail(upstream, parsed.data.email);
        if (registered) return sendCode(parsed.data.email, "forgot-email");
        // requirements §8: attempts at or below zero lock the form; otherwise say how many remain.
        const message = attempts <= 0 ? MESSAGES.lockedOut : unregisteredEmailMessage(attempts);
        return redirectWithFeedback(session, context, here, { form: "forgot-email", fieldErrors: { email: message }, values });
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        const message = error.errorCode === "LockedOut" ? MESSAGES.lockedOut : refusalMessage(error);
        return redirectWithFeedback(session, context, here, { form: "forgot-email", fieldErrors: message ? { email: message } : {}, values });
      }
    }
  }
}

export default function ForgotPasswordRoute() {
  return null;
}
