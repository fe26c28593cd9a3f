import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
// The error domain only: the whole MESSAGES table is not part of every page's first load.
import { ERROR_MESSAGES as MESSAGES } from "#core/messages/errors";

const STORAGE_KEY = "enplus.recordedPaths";

function recordedPaths(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

/**
 * requirements §4: each path is recorded once per browser session. A path is remembered only after a
 * successful call, so a failed one (logged, nothing shown) is retried on a later visit.
 */
export function useVisitorRecording() {
  const { pathname } = useLocation();
  useEffect(() => {
    const paths = recordedPaths();
    if (paths.has(pathname)) return;
    fetch("/resources/visit", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ pageUrl: pathname }),
    })
      .then((response) => {
        if (!response.ok) throw new Error(`visitor record answered ${response.status}`);
        const latest = recordedPaths();
        latest.add(pathname);
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...latest]));
      })
      .catch((error: unknown) => console.warn(MESSAGES.visitorRecordFailed, error)); // analytics never troubles the user
  }, [pathname]);
}
