// How a click on one of our plain links (PlainLink, decision 036) becomes a client-side
// navigation: the same rules as the router's own Link, written once for the document's one click
// listener. Pure, so the rules are tested without a browser.

/** What the listener reads of a click and of the link clicked. */
export type LinkClick = {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  /** Another handler (a menu, a dialog) already took the click. */
  defaultPrevented: boolean;
  /** The link's target attribute ("" when none), and whether it asks for a download. */
  target: string;
  download: boolean;
  /** The link's resolved address and the page's own. */
  href: string;
  here: string;
};

/**
 * The path (with its query and hash) to navigate to in the page, or null when the browser should
 * follow the link itself: a click other than the main button or with a modifier key (a new tab or
 * window), another target or a download, a link to another origin, or a click already handled.
 */
export function inPageDestination(click: LinkClick): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if ((click.target !== "" && click.target !== "_self") || click.download) return null;
  const to = new URL(click.href);
  const here = new URL(click.here);
  if (to.origin !== here.origin) return null;
  return to.pathname + to.search + to.hash;
}

/**
 * Whether `to` is the page shown or a section it is in, as the router's NavLink decides it: the
 * same path, or a path below it ("/news" for "/news/12"), letter case aside.
 */
export function isWithin(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const target = (to.split(/[?#]/)[0] ?? "").toLowerCase();
  if (path === target) return true;
  // A trailing slash is the section's own ("/news/" for "/news/12"); the root is only itself.
  const end = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return path.startsWith(target.slice(0, end)) && path.charAt(end) === "/";
}
