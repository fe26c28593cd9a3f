import type { AnchorHTMLAttributes } from "react";

type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A page of this site, from its root ("/news", "/myworld/service/investments?tab=orders"). */
  to: `/${string}`;
  /** Keep the scroll position when the page changes (a tab, a dialog opened by the URL). */
  preventScrollReset?: boolean;
};

/**
 * A link to a page of this site in one plain `<a>` (decision 036). The router's `Link` resolves
 * its address through the route tree on every render, about 12 µs of a page's CPU each, and a page
 * has twenty to a hundred of them. This one is only an anchor: `useClientNavigation` (the root's
 * one click listener) navigates in the page as `Link` does once the app is running, and before that,
 * or without JavaScript, the browser follows it. `data-discover` lets the router learn the route
 * ahead of the click, as for its own links.
 */
export function PlainLink({ to, preventScrollReset = false, ...rest }: PlainLinkProps) {
  return <a {...rest} href={to} data-discover="true" data-in-page={preventScrollReset ? "keep-scroll" : ""} />;
}
