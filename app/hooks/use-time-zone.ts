import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_TIME_ZONE } from "#core/time-zone";
import type { loader as rootLoader } from "~/root";

/**
 * The member's time zone for writing dates (core/format). It comes from the root loader, not from
 * the browser, so the server's page and the hydrated one say the same.
 */
export function useTimeZone(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.timeZone ?? DEFAULT_TIME_ZONE;
}
