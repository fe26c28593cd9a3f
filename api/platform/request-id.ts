import { randomUUID } from "node:crypto";

/** An id a proxy or client may send for its request, kept when it is this plain. */
const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * The request's id (docs/api.md, X-Request-Id): the caller's when it is plain, a new one otherwise.
 * One rule for the web server's request log and the API, so a call through the server carries one id.
 */
export function requestIdFrom(incoming: unknown): string {
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
