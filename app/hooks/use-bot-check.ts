import { useEffect, useState } from "react";

export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";
export const BOT_CHECK_UNAVAILABLE = "Bot check unavailable: skipped.";

/**
 * requirements §7: the bot-check script is loaded after a reachability check (HEAD, no-cors). If the
 * check or the script fails, the check is skipped with a console warning (requirements §8).
 * Resolves to true once the script has loaded.
 */
export function useBotCheck(siteKey: string | undefined): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!siteKey) return;
    let cancelled = false;
    const skip = (reason: unknown) => console.warn(BOT_CHECK_UNAVAILABLE, reason);
    fetch(TURNSTILE_SCRIPT, { method: "HEAD", mode: "no-cors" })
      .then(() => {
        if (cancelled) return;
        const script = document.createElement("script");
        script.src = TURNSTILE_SCRIPT;
        script.async = true;
        script.onload = () => !cancelled && setReady(true);
        script.onerror = () => skip("script failed to load");
        document.head.appendChild(script);
      })
      .catch(skip);
    return () => {
      cancelled = true;
    };
  }, [siteKey]);
  return ready;
}
