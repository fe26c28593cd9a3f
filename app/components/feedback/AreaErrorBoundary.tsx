import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router-dom";
import { LockedView } from "~/components/tiers/LockedView";
import { GeneralErrorBoundary, type StatusHandlers } from "./GeneralErrorBoundary";

/** A member area's status handlers: a 403 TierRequired is the locked view (requirements §6). */
export const memberAreaStatusHandlers = (area: string): StatusHandlers => ({
  403: ({ message, errorCode }) => (errorCode === "TierRequired" ? <LockedView area={area} message={message} headingOrder={1} /> : undefined),
});

/**
 * An area's error boundary (docs/architecture.md §10): what failed is shown where the area's
 * page would be, and the header and the area's own navigation stay around it.
 */
export function AreaErrorBoundary({ area, bare = false }: { area: string; bare?: boolean }) {
  return <GeneralErrorBoundary statusHandlers={memberAreaStatusHandlers(area)} bare={bare} />;
}

/**
 * Whether some route of the page is showing its error boundary. The page is then itself the error
 * notice, so flashed error notices wait (requirements §9: one error notice at a time).
 */
export function useRouteErrorShown(): boolean {
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  return errors != null && Object.keys(errors).length > 0;
}
