/**
 * The bytes of a page sent whole (docs/decisions/040), kept on its Response for the server's own
 * adapter (server/remix-handler.ts), which writes them to the socket at once instead of reading
 * them back through the Response's stream. The web app's build and the server's are two bundles,
 * each with its own copy of this file: the symbol is the registry's, so both see the same key.
 */
const WHOLE_BODY = Symbol.for("enplus-world.whole-body");

type WithWholeBody = Response & { [WHOLE_BODY]?: Uint8Array };

/** `response`, whose body is `body`, marked as sent whole. */
export function withWholeBody(response: Response, body: Uint8Array): Response {
  Object.defineProperty(response, WHOLE_BODY, { value: body });
  return response;
}

/** The body of a response made by withWholeBody, if it is one. */
export function wholeBodyOf(response: Response): Uint8Array | undefined {
  return (response as WithWholeBody)[WHOLE_BODY];
}
