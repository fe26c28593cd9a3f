import { useCallback, useEffect, useRef, useState } from "react";

export type Availability = { available?: boolean; message?: string };

/**
 * Sign-up's on-blur check (requirements §5) as a plain request, not a Remix fetcher: a fetcher is loaded
 * again after every post on the page, so a slow check would hold back the answer to the form's
 * own post (the code step, or its §8 notice) until the check came back. A newer check cancels
 * the one before; a failed check says nothing (the server checks again on submit).
 */
export function useAvailabilityCheck(field: "username" | "email") {
  const [result, setResult] = useState<Availability | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const check = useCallback(
    async (value: string) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const response = await fetch(`/auth/availability?${new URLSearchParams({ [field]: value })}`, { signal: controller.signal, headers: { Accept: "application/json" } });
        if (response.ok) setResult((await response.json()) as Availability);
      } catch {
        // Cancelled or unreachable: keep quiet.
      }
    },
    [field],
  );
  return { result, check };
}
