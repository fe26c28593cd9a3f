import { data } from "@remix-run/node";
import { MESSAGES } from "#core/messages";

/** A profile URL's {detail} must be one the tab knows; any other is the 404 page, for posts as for views. */
export function requireKnownDetail<T extends string>(detail: string | undefined, known: readonly T[]): T | undefined {
  if (detail !== undefined && !(known as readonly string[]).includes(detail)) throw data({ message: MESSAGES.noSuchPage }, { status: 404 });
  return detail as T | undefined;
}

/** A post that names no form of its page. */
export const noSuchForm = () => data({ message: MESSAGES.nothingToSubmit }, { status: 400 });
