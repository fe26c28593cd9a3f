import type { AppLoadContext } from "@remix-run/node";
import { isTransportFailure, UpstreamError } from "./errors";

// requirements §8: the shared request client shows its notice for a failed call, then re-throws to the
// caller, which adds its own words. Page loads show the notice on the error page; an action
// usually catches the failure and goes back to its form, so the client notes the §8 message here
// (the load context is made per request) and the session carries it to the next page as a flash
// notice when the action commits (session.server.ts). No action repeats this.

const pending = new WeakMap<AppLoadContext, string>();

/** Called by the request client of a form post for every failed call; the latest one wins (§9: one error notice at a time). */
export function noteActionFailure(context: AppLoadContext, error: unknown) {
  if (error instanceof UpstreamError && isTransportFailure(error)) pending.set(context, error.message);
}

/** The §8 message of this request's failed call, if any; reading it clears it. */
export function takeActionFailure(context: AppLoadContext): string | undefined {
  const message = pending.get(context);
  pending.delete(context);
  return message;
}
