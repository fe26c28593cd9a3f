import type { AppLoadContext } from "@remix-run/node";
import { MESSAGES } from "#core/messages";

export const BOT_CHECK_FAILED = MESSAGES.botCheckFailed;
const VERIFY_TIMEOUT_MS = 5000;

/**
 * With TURNSTILE_SECRET set, a sign-in or sign-up post needs a token the bot-check service
 * accepts. If the service itself cannot be reached, the post is let through and logged: the
 * per-client rate limits still apply, and members are not locked out by a third party's outage.
 */
export async function passesBotCheck(context: AppLoadContext, form: Record<string, string>): Promise<boolean> {
  const { secret, verifyUrl } = context.botCheck;
  if (!secret) return true;
  const token = form["cf-turnstile-response"];
  if (!token || token.length > 2048) return false;
  try {
    const response = await fetch(verifyUrl, {
      method: "POST",
      body: new URLSearchParams({ secret, response: token, remoteip: context.clientIp }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  } catch (error) {
    context.logger.warn({ err: error }, "bot check service unreachable; post allowed");
    return true;
  }
}
