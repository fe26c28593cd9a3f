import type { AppLoadContext } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { signInSchema, type LoginResult } from "#core/auth";
import { login } from "~/upstream/account.server";
import { upstreamFor } from "~/upstream/scope.server";
import { fieldErrorsOf } from "./form-feedback.server";

/** The credentials failed requirements §5 validation before any call was made. */
export class InvalidSignInForm extends Error {
  override readonly name = "InvalidSignInForm";
  constructor(readonly fieldErrors: Record<string, string>) {
    super("Sign-in form is invalid");
  }
}

const STRATEGY = "credentials";

/**
 * The credential step (docs/architecture.md §4): remix-auth's form strategy validates the form and
 * asks the upstream to log in. It returns the upstream's answer (a token, and whether the
 * emailed code is due); committing the session is the caller's job (remix-auth 4).
 */
export function credentialsAuthenticator(context: AppLoadContext): Authenticator<LoginResult> {
  const authenticator = new Authenticator<LoginResult>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const parsed = signInSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) throw new InvalidSignInForm(fieldErrorsOf(parsed.error));
      return login(upstreamFor(request, context), parsed.data);
    }),
    STRATEGY,
  );
  return authenticator;
}

/**
 * Runs the credential step on the form the action already read (readForm). remix-auth parses the
 * body itself and throws on one that is no form (a JSON or plain-text post, broken multipart);
 * handing it the form as read makes such a post an empty form, refused as "required", not a 500.
 */
export function authenticateCredentials(context: AppLoadContext, request: Request, form: Record<string, string>) {
  const headers = new Headers(request.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  const formRequest = new Request(request.url, { method: "POST", headers, body: new URLSearchParams(form), signal: request.signal });
  return credentialsAuthenticator(context).authenticate(STRATEGY, formRequest);
}
