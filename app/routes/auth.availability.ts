import type { LoaderFunctionArgs } from "@remix-run/node";
import { emailSchema, usernameSchema } from "#core/auth";
import { validateEmail, validateUsername } from "~/upstream/account.server";
import { UpstreamError } from "~/upstream/errors";
import { upstreamFor } from "~/upstream/scope.server";

/**
 * Sign-up's on-blur check (requirements §5): is this username or email free? Answers
 * { available, message } as JSON; the server checks again on submit regardless.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const field = params.has("username") ? "username" : params.has("email") ? "email" : null;
  if (!field) return Response.json({ message: "Ask about a username or an email" }, { status: 400 });
  const parsed = (field === "username" ? usernameSchema : emailSchema).safeParse(params.get(field));
  if (!parsed.success) return Response.json({ available: false, message: parsed.error.issues[0]!.message });
  try {
    const upstream = upstreamFor(request, context);
    await (field === "username" ? validateUsername(upstream, parsed.data) : validateEmail(upstream, parsed.data));
    return Response.json({ available: true });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const taken = error.errorCode === "UsernameTaken" || error.errorCode === "EmailTaken";
    return Response.json({ available: !taken, message: taken ? error.serverMessage : undefined }, { status: taken ? 200 : 502 });
  }
}
