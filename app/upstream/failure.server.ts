import { data } from "@remix-run/node";
import { MESSAGES } from "../../core/messages";
import { UpstreamError } from "./errors";

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
 * upstream becomes the 404 page). Anything else is a fault of ours and stays a 500.
 */
export async function orErrorPage<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof UpstreamError) {
      throw data<FailurePayload>(
        { message: error.message || MESSAGES.somethingWentWrong, errorCode: error.errorCode },
        { status: statusFor(error) },
      );
    }
    throw error;
  }
}
