import { toasts } from "~/components/feedback/toasts";
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CHUNK_TIMEOUT_MS } from "#core/constants";
// The error domain only: the whole MESSAGES table is not part of every page's first load.
import { chunkLoadFailedMessage, ERROR_MESSAGES as MESSAGES } from "#core/messages/errors";

const STORAGE_KEY = "enplus.failedNavigation";
/** A remembered failure older than this belongs to some earlier visit, not to the reload. */
const FRESH_MS = 15_000;
const NOTICE_ID = "load-failure";

type ChunkFailureType = "missing" | "timeout" | "error";

/** requirements §8: the errors' own shapes, kept for the console; the user reads the notice. */
function chunkLoadError(chunk: string, type: ChunkFailureType) {
  return Object.assign(new Error(chunkLoadFailedMessage(chunk)), { name: "ChunkLoadError", type });
}
function cssChunkLoadError(href: string) {
  return Object.assign(new Error(MESSAGES.cssChunkFailed), { code: "CSS_CHUNK_LOAD_FAILED", request: href });
}

/** One notice at a time (a fixed id), kept until dismissed, whose link loads `href` from the server. */
function showLoadFailure(href: string) {
  toasts.hide(NOTICE_ID);
  toasts.show({
    id: NOTICE_ID,
    color: "red",
    autoClose: false,
    title: MESSAGES.loadFailedTitle,
    message: (
      <>
        {MESSAGES.loadFailedText}{" "}
        <a href={href} className="notice-action">
          {MESSAGES.loadFailedAction}
        </a>
      </>
    ),
  });
}

function hrefOf(location: { pathname: string; search: string; hash: string }): string {
  return location.pathname + location.search + location.hash;
}

function takeRememberedFailure(): string | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as { href?: unknown; at?: unknown }) : null;
    if (stored && typeof stored.href === "string" && stored.href.startsWith("/") && typeof stored.at === "number" && Date.now() - stored.at < FRESH_MS) {
      return stored.href;
    }
  } catch {
    // Storage may be unavailable (private modes); there is then nothing to report.
  }
  return null;
}

/**
 * requirements §8, loading failures. When a route module fails to download during client navigation,
 * Remix reloads the current page; the page that comes back names the failure and offers the
 * target as a full page load (which works without the missing chunk). A stylesheet or script that
 * fails after hydration, or a navigation still loading after the chunk time-out, gets the same notice.
 */
export function useLoadFailureNotice() {
  const navigation = useNavigation();
  const pending = useRef<string | null>(null);
  pending.current = navigation.state === "idle" ? null : hrefOf(navigation.location);

  useEffect(() => {
    const remembered = takeRememberedFailure();
    if (remembered) {
      console.error(chunkLoadError(remembered, "error"));
      showLoadFailure(remembered);
    }
    // A page that goes away in the middle of a navigation was reloaded for a missing chunk.
    const rememberPending = () => {
      const target = pending.current;
      if (!target || target === hrefOf(window.location)) return;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ href: target, at: Date.now() }));
      } catch {
        // Nothing to remember with.
      }
    };
    // Only our own files: a third-party script (the bot check) failing is its caller's business.
    const ours = (url: string) => new URL(url, window.location.href).origin === window.location.origin;
    const onResourceError = (event: Event) => {
      const element = event.target;
      if (element instanceof HTMLLinkElement && element.rel === "stylesheet" && ours(element.href)) {
        console.error(cssChunkLoadError(element.href));
      } else if (element instanceof HTMLScriptElement && element.src && ours(element.src)) {
        console.error(chunkLoadError(element.src, "missing"));
      } else return;
      showLoadFailure(hrefOf(window.location));
    };
    window.addEventListener("pagehide", rememberPending);
    document.addEventListener("error", onResourceError, true); // resource errors do not bubble
    return () => {
      window.removeEventListener("pagehide", rememberPending);
      document.removeEventListener("error", onResourceError, true);
    };
  }, []);

  // A navigation that is still loading after the chunk time-out will not finish on its own.
  const target = pending.current;
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => {
      console.error(chunkLoadError(target, "timeout"));
      showLoadFailure(target);
    }, CHUNK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [target]);
}
