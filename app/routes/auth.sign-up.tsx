import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signUpDetailsSchema } from "#core/auth";
import { MESSAGES } from "#core/messages";
import { withDialog } from "~/session/after-sign-in";
import { BOT_CHECK_FAILED, passesBotCheck } from "~/session/bot-check.server";
import { submitEmailedCode, submitNewPassword } from "~/session/code-step.server";
import { echo, fieldErrorsOf, postedFrom, readForm, redirectWithFeedback, redirectWithSession, refusalMessage } from "~/session/form-feedback.server";
import { flashNotice, getSession, type SignUpState } from "~/session/session.server";
import { register, sendRegistrationCode, validateRegistrationCode } from "~/upstream/account.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFor } from "~/upstream/scope.server";

export const loader = () => redirect(withDialog("/", "sign-up"));

/** The server's message in the field it is about (requirements §8 uniqueness errors), or null. */
function fieldOf(error: UpstreamError): Record<string, string> | null {
  if (error.errorCode === "UsernameTaken") return { username: error.serverMessage ?? MESSAGES.usernameTaken };
  if (error.errorCode === "EmailTaken") return { email: error.serverMessage ?? MESSAGES.emailTaken };
  return null;
}

/** requirements §4 registration steps: 0 details, 1 code, 2 password; back goes one step. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const from = postedFrom(form);
  const here = withDialog(from, "sign-up");
  const session = await getSession(request, context);
  const state: SignUpState = session.get("signUp") ?? { step: 0, username: "", email: "", phone: "" };
  const upstream = upstreamFor(request, context);
  const step = { session, context, here, form };
  const toStep = (next: SignUpState) => {
    session.set("signUp", next);
    return redirectWithSession(session, context, here);
  };

  const sendCode = async (details: { username: string; email: string; phone: string }, feedbackForm: string) => {
    try {
      await sendRegistrationCode(upstream, details);
      session.set("signUp", { ...details, step: 1, codeSentAt: Date.now() });
      return redirectWithSession(session, context, here);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const values = echo(details, "username", "email", "phone");
      const fieldErrors = fieldOf(error);
      if (fieldErrors) {
        session.set("signUp", { ...state, ...details, step: 0 });
        return redirectWithFeedback(session, context, here, { form: "sign-up-details", fieldErrors, values });
      }
      // requirements §8 code-send failure; a limit (429) says how long to wait instead.
      const formError = error.status === 429 ? error.message : MESSAGES.codeSendFailed;
      return redirectWithFeedback(session, context, here, { form: feedbackForm, fieldErrors: {}, formError, values });
    }
  };

  switch (form.intent) {
    case "back": {
      session.set("signUp", { ...state, step: Math.max(0, state.step - 1) as SignUpState["step"], verifyCode: undefined });
      return redirectWithSession(session, context, here);
    }
    case "resend":
      return sendCode(state, "sign-up-code");
    case "code":
      return submitEmailedCode({ ...step, feedbackForm: "sign-up-code", verify: (code) => validateRegistrationCode(upstream, state.username, code), onVerified: (_, code) => toStep({ ...state, step: 2, verifyCode: code }) });
    case "password": {
      const account = { username: state.username, email: state.email, phone: state.phone, verifyCode: state.verifyCode ?? "" };
      // requirements §8: a refusal is the server's message in an error snackbar (a failing upstream has the client's notice).
      const onRefused = (error: UpstreamError) => {
        const message = refusalMessage(error);
        if (message) flashNotice(session, { type: "error", message });
        return redirectWithSession(session, context, here);
      };
      // requirements §4: success closes the dialog and resets it.
      const onSaved = () => {
        session.unset("signUp");
        flashNotice(session, { type: "success", message: MESSAGES.registrationCompleted });
        return redirectWithSession(session, context, withDialog(from, null));
      };
      return submitNewPassword({ ...step, feedbackForm: "sign-up-password", save: (passwords) => register(upstream, { ...account, ...passwords }), onSaved, onRefused });
    }
    default: {
      const parsed = signUpDetailsSchema.safeParse(form);
      if (!parsed.success) {
        const values = echo(form, "username", "email", "phone");
        return redirectWithFeedback(session, context, here, { form: "sign-up-details", fieldErrors: fieldErrorsOf(parsed.error), values });
      }
      if (!(await passesBotCheck(context, form))) {
        const values = echo(form, "username", "email", "phone");
        return redirectWithFeedback(session, context, here, { form: "sign-up-details", fieldErrors: {}, formError: BOT_CHECK_FAILED, values });
      }
      return sendCode(parsed.data, "sign-up-details");
    }
  }
}

export default function SignUpRoute() {
  return null;
}
