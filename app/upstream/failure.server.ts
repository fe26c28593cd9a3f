import { data } from "@remix-run/node";
import { MESSAGES } from "#core/messages";
import { isTransportFailure, UpstreamError } from "./errors";

export type FailurePayload = { message: string; errorCode?: string };

/** The HTTP status a page answers with when its upstream call failed. */
function statusFor(error: UpstreamError): number {
  switch (error.kind) {
    case "timeout":
      return 504;
    case "network":
    case "malformed":
      return 502;
    case "aborted":
      return 499;
    case "http":
      return error.status !== null && error.status >= 400 ? error.status : 502;
  }
}

/**
 * For loaders: an upstream failure becomes the error page with the §8 message (a 404 from the
 * upstream becomes the 404 page, a 403 TierRequired the locked view with the server's words). Anything else is a fault of ours and stays a 500.
 */
export async function orErrorPage<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof UpstreamError) {
      // A feature behind a higher tier (requirements §6): the server's words say what unlocks it.
      const tierRequired = error.errorCode === "TierRequired" && error.status === 403 && error.serverMessage;
      throw data<FailurePayload>(
        { message: (tierRequired ? error.serverMessage : error.message) || MESSAGES.somethingWentWrong, errorCode: error.errorCode },
        { status: statusFor(error) },
      );
    }
    throw error;
  }
}

/**
 * For the loaders of pages behind a tier: the answer, or the server's words when the member's tier
 * does not unlock it yet (403 TierRequired), for the page's locked view. Any other failure is
 * orErrorPage's.
 */
export async function orLockedView<T>(pending: Promise<T>): Promise<{ locked: null; value: T } | { locked: string; value: null }> {
  return orErrorPage(
    pending
      .then((value) => ({ locked: null, value }))
      .catch((error: unknown) => {
        if (error instanceof UpstreamError && error.status === 403 && error.errorCode === "TierRequired") return { locked: error.serverMessage ?? error.message, value: null };
        throw error;
      }),
  );
}

/**
 * For actions: when the upstream fails in transport (§8), the member goes back to the form's page
 * through `back` (a redirect that commits the session, which then carries the request client's
 * notice); any other failure is handled as on a page load.
 */
export async function orBack<T>(pending: Promise<T>, back: () => Promise<Response>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (isTransportFailure(error)) throw await back();
    return orErrorPage(Promise.reject(error));
  }
}
