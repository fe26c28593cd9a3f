import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { inPageDestination } from "~/utils/client-navigation";

/**
 * One click listener for the whole document (the root installs it): a click on a PlainLink that
 * the browser need not follow itself (utils/client-navigation.ts) navigates in the page, as the
 * router's Link does: the same address replaces the history entry, and `data-in-page="keep-scroll"`
 * keeps the scroll position. Registered after React's own listener, so a handler that took the
 * click first (it called preventDefault) wins.
 */
export function useClientNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-in-page]") : null;
      if (!anchor) return;
      const destination = inPageDestination({
        button: event.button,
        metaKey: event.metaKey,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        defaultPrevented: event.defaultPrevented,
        target: anchor.target,
        download: anchor.hasAttribute("download"),
        href: anchor.href,
        here: window.location.href,
      });
      if (destination === null) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      navigate(destination, { replace: destination === pathname + search + hash, preventScrollReset: anchor.dataset.inPage === "keep-scroll" });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
