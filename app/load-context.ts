import type { Logger } from "pino";
import type { UpstreamTransport } from "~/upstream/transport.server";

// What server.ts hands every loader and action (getLoadContext).
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** This response's CSP nonce; none for a page rendered for the page cache (its scripts are hashed instead). */
    cspNonce?: string;
    requestId: string;
    /** The browser's address as Express sees it (TRUST_PROXY decides). */
    clientIp: string;
    /** requirements §4 inactivity reminder: the same timeout the API enforces. */
    idleTimeoutMinutes: number;
    logger: Logger;
    upstream: UpstreamTransport;
    session: { secrets: string[]; secure: boolean };
    /** requirements §7 bot check (Turnstile): no site key means no check. */
    botCheck: { siteKey?: string; secret?: string; verifyUrl: string };
    /**
     * Shared by the API calls of one page read (GET), so that a page's loaders resolve the
     * caller's session once instead of once per call (api/platform/caller-memo.ts). Made for
     * every request; upstreamFor leaves it out on a post, whose action may change what a later
     * call of the same request must read afresh.
     */
    callerMemo?: Map<string, Promise<unknown>>;
    /**
     * For a document's render (not a `.data` request): the content bodies its loaders met, by id,
     * written once into the HTML rather than again into the page's data (decision 046).
     */
    documentBodies?: Map<string, string>;
  }
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
