import { useEffect, useState } from "react";

/** Seconds left from `start`, ticking once a second until 0 (requirements §4 resend countdown). */
export function useCountdown(start: number): number {
  const [left, setLeft] = useState(start);
  useEffect(() => {
    setLeft(start);
    if (start <= 0) return;
    const began = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, start - Math.floor((Date.now() - began) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [start]);
  return left;
}
