import { Link, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formatTimeLeft } from "~/utils/trading";

/** How often the page asks the server's clock again while an order waits (with JavaScript). */
const RESYNC_SECONDS = 10;

/**
 * An order's time left in review. The server's HTML says how long is left as of the page load and
 * has a refresh link (without JavaScript); in the browser it counts down each second from the
 * server's figure, asks the server again every few seconds, and once it reaches zero keeps asking
 * until the order has moved on (filled or rejected).
 */
export function Countdown({ secondsLeft, href, waiting, compact = false }: { secondsLeft: number; href: string; waiting: boolean; /** A line in a list (the /myworld overview): smaller, without the note that it counts. */ compact?: boolean }) {
  const { revalidate, state } = useRevalidator();
  const [live, setLive] = useState(false);
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    setLive(true);
    const started = Date.now();
    setLeft(secondsLeft);
    const tick = window.setInterval(() => setLeft(Math.max(0, secondsLeft - Math.floor((Date.now() - started) / 1000))), 1000);
    return () => window.clearInterval(tick);
  }, [secondsLeft]);
  useEffect(() => {
    if (!waiting) return;
    const every = left === 0 ? 2 : RESYNC_SECONDS;
    const timer = window.setInterval(() => {
      if (state === "idle" && document.visibilityState === "visible") revalidate();
    }, every * 1000);
    return () => window.clearInterval(timer);
  }, [waiting, left === 0, revalidate, state]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div data-testid="countdown">
      <p className={compact ? "plain-text" : "plain-text xl"} style={{ fontWeight: 700 }} role="timer" aria-live="off" data-testid="time-left" data-seconds={left}>
        {left > 0 ? `${formatTimeLeft(left)} left` : "Being filled…"}
      </p>
      {live ? (
        compact ? null : (
          <p className="plain-text sm dimmed">Counting down; this page updates by itself.</p>
        )
      ) : (
        <p className="plain-text sm">
          <Link to={href} data-testid="refresh-countdown">
            Refresh to see the time left
          </Link>
        </p>
      )}
    </div>
  );
}
