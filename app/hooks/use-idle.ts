import { useEffect, useState } from "react";

const ACTIVITY = ["mousemove", "mousedown", "keydown", "scroll", "touchstart", "wheel"] as const;

/** True once the page has seen no activity for `timeoutMs` (requirements §4 inactivity reminder). */
export function useIdle(timeoutMs: number, enabled: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let timer = setTimeout(() => setIdle(true), timeoutMs);
    let lastReset = Date.now();
    const onActivity = () => {
      // Restarting a timer on every mouse move is wasteful: once a second is plenty.
      if (Date.now() - lastReset < 1000) return;
      lastReset = Date.now();
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), timeoutMs);
    };
    for (const event of ACTIVITY) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, onActivity);
    };
  }, [timeoutMs, enabled]);
  return enabled && idle;
}
