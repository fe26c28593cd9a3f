import type { AnchorHTMLAttributes, ReactNode } from "react";

type PlainLinkProps = {
  /** A page of this site, from its root ("/news", "/myworld/service/investments?tab=orders"). */
  to: `/${string}`;
  /** Keep the scroll position when the page changes (a tab, a dialog opened by the URL). */
  preventScrollReset?: boolean;
  className?: string;
  title?: string;
  "aria-current"?: AnchorHTMLAttributes<HTMLAnchorElement>["aria-current"];
  "aria-label"?: string;
  children: ReactNode;
};

/**
 * A link to a page of this site in one plain `<a>` (decision 036). The router's `Link` resolves
 * its address through the route tree on every render, about 9 µs of a page's CPU each, and a page
 * has twenty to a hundred of them. This one is only an anchor: `useClientNavigation` (the root's
 * one click listener) navigates in the page as `Link` does once the app is running, and before that,
 * or without JavaScript, the browser follows it. `data-discover` lets the router learn the route
 * ahead of the click, as for its own links. Its attributes are named one by one, not spread: this
 * renders dozens of times a page.
 */
export function PlainLink(props: PlainLinkProps) {
  return (
    <a
      href={props.to}
      className={props.className}
      title={props.title}
      aria-current={props["aria-current"]}
      aria-label={props["aria-label"]}
      data-discover="true"
      data-in-page={props.preventScrollReset ? "keep-scroll" : ""}
    >
      {props.children}
    </a>
  );
}
