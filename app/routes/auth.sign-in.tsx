import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { MESSAGES } from "#core/messages";
import { destinationAfterSignIn, withDialog } from "~/session/after-sign-in";
import { authenticateCredentials, InvalidSignInForm } from "~/session/authenticator.server";
import { BOT_CHECK_FAILED, passesBotCheck } from "~/session/bot-check.server";
import { submitEmailedCode } from "~/session/code-step.server";
import { echo, postedFrom, readForm, redirectWithFeedback, redirectWithSession } from "~/session/form-feedback.server";
import { getSession, renewSession, type AppSession } from "~/session/session.server";
import { resendSecondFactor, verifySecondFactor } from "~/upstream/account.server";
import { isTransportFailure, UpstreamError } from "~/upstream/errors";
import { upstreamFor } from "~/upstream/scope.server";
import type { AppLoadContext } from "@remix-run/node";

// GET has nothing to show: the dialog lives on whatever page ?auth=sign-in is added to.
export const loader = () => redirect(withDialog("/", "sign-in"));

/** Signed in: a fresh session (no fixation) holding the token, then requirements §4's destination. */
async function completeSignIn(session: AppSession, context: AppLoadContext, token: string, from: string) {
  const destination = destinationAfterSignIn({ callback: session.get("callback"), returnTo: session.get("returnTo") }, from);
  const fresh = await renewSession(context);
  fresh.set("token", token);
  return redirectWithSession(fresh, context, destination);
}

/** requirements §4 login steps 0 (credentials) and 1 (the emailed code), as one post/redirect/get action. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const from = postedFrom(form);
  const here = withDialog(from, "sign-in");
  const session = await getSession(request, context);
  const pending = session.get("pendingSecondFactor");

  switch (form.intent) {
    case "back": {
      session.unset("pendingSecondFactor");
      return redirectWithSession(session, context, here);
    }
    case "resend": {
      if (!pending) return redirectWithSession(session, context, here);
      try {
        await resendSecondFactor(upstreamFor(request, context, { token: pending.token }));
        session.set("pendingSecondFactor", { ...pending, codeSentAt: Date.now() });
        return redirectWithSession(session, context, here);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        return redirectWithFeedback(session, context, here, { form: "sign-in-code", fieldErrors: {}, formError: isTransportFailure(error) ? MESSAGES.codeSendFailed : (error.serverMessage ?? MESSAGES.codeSendFailed) });
      }
    }
    case "code": {
      if (!pending) return redirectWithSession(session, context, here);
      return submitEmailedCode({
        session,
        context,
        here,
        form,
        feedbackForm: "sign-in-code",
        verify: (code) => verifySecondFactor(upstreamFor(request, context, { token: pending.token }), code),
        onVerified: (token) => completeSignIn(session, context, token, from),
        onRefused: (error) => {
          if (error.status !== 401) return null;
          // The half-way session ran out: start again from the credentials.
          session.unset("pendingSecondFactor");
          return redirectWithFeedback(session, context, here, { form: "sign-in", fieldErrors: {}, formError: MESSAGES.codeExpired });
        },
      });
    }
    default: {
      const values = echo(form, "username");
      if (!(await passesBotCheck(context, form))) {
        return redirectWithFeedback(session, context, here, { form: "sign-in", fieldErrors: {}, formError: BOT_CHECK_FAILED, values });
      }
      try {
        const result = await authenticateCredentials(context, request, form);
        if (!result.needMfa) return completeSignIn(session, context, result.token, from);
        session.set("pendingSecondFactor", { token: result.token, codeSentAt: Date.now() });
        return redirectWithSession(session, context, here);
      } catch (error) {
        if (error instanceof InvalidSignInForm) {
          return redirectWithFeedback(session, context, here, { form: "sign-in", fieldErrors: error.fieldErrors, values });
        }
        if (!(error instanceof UpstreamError)) throw error;
        if (error.errorCode === "InvalidCredentials") {
          // requirements §8: shown on both fields.
          const fieldErrors = { username: MESSAGES.loginFailed, password: MESSAGES.loginFailed };
          return redirectWithFeedback(session, context, here, { form: "sign-in", fieldErrors, values });
        }
        // requirements §8: 'Login failed' when the call fails; a rate limit says how long to wait instead.
        const formError = error.status === 429 ? error.message : MESSAGES.loginThrew;
        return redirectWithFeedback(session, context, here, { form: "sign-in", fieldErrors: {}, formError, values });
      }
    }
  }
}

export default function SignInRoute() {
  return null;
}
