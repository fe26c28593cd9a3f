import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SERVICE_NAMES, SERVICES } from "#core/services";
import { withDialog } from "~/session/after-sign-in";
import { Logo } from "~/components/brand/Logo";
import { PlainLink } from "~/components/navigation/PlainLink";
import { isWithin } from "~/utils/client-navigation";

const NAV: Array<{ to: `/${string}`; label: string }> = [
  { to: "/news", label: "News" },
  { to: "/enplusworld/pricing", label: "Pricing" },
  { to: "/enplusworld/learning-center", label: "Learning center" },
  { to: "/enplusworld/who-we-are", label: "Who we are" },
  { to: "/enplusworld/members", label: "Members" },
];

/** The site header; the services menu is a <details> disclosure so it works without JavaScript. */
export function SiteHeader({
  member,
  signedIn,
  unread,
}: {
  member: { username: string; membership: string } | null;
  signedIn: boolean;
  /** Unread notifications (requirements §3 unReadCount), or null when not known. */
  unread: number | null;
}) {
  const { pathname, search } = useLocation();
  const page = pathname + search;
  const servicesMenu = useRef<HTMLDetailsElement>(null);
  // A disclosure stays open across client navigation unless closed; close it once a page is chosen.
  useEffect(() => {
    if (servicesMenu.current) servicesMenu.current.open = false;
  }, [pathname]);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <PlainLink to="/" className="site-header-home" aria-label="EnPlus World home">
          <Logo />
        </PlainLink>
        <nav aria-label="Main" className="site-nav">
          <details
            className="nav-menu"
            ref={servicesMenu}
            onKeyDown={(event) => {
              if (event.key === "Escape" && servicesMenu.current?.open) {
                servicesMenu.current.open = false;
                servicesMenu.current.querySelector("summary")?.focus();
              }
            }}
          >
            <summary>Services</summary>
            <ul className="nav-menu-list">
              {SERVICE_NAMES.map((name) => (
                <li key={name}>
                  <PlainLink to={`/enplusworld/services/${name}`} aria-current={isWithin(pathname, `/enplusworld/services/${name}`) ? "page" : undefined}>
                    {SERVICES[name].title}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </details>
          {NAV.map((item) => (
            <PlainLink key={item.to} to={item.to} className="nav-link" aria-current={isWithin(pathname, item.to) ? "page" : undefined}>
              {item.label}
            </PlainLink>
          ))}
        </nav>
        <div className="site-header-actions">
          {signedIn ? (
            <>
              {unread !== null ? (
                <PlainLink
                  to="/myworld/profile/notifications"
                  className="bell"
                  aria-label={unread === 0 ? "Notifications, none unread" : `Notifications, ${unread} unread`}
                >
                  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M12 3a6 6 0 0 0-6 6v3.5L4.5 16h15L18 12.5V9a6 6 0 0 0-6-6zm-2.5 15a2.5 2.5 0 0 0 5 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                  </svg>
                  {unread > 0 ? <span className="bell-count" aria-hidden="true">{unread > 99 ? "99+" : unread}</span> : null}
                </PlainLink>
              ) : null}
              <PlainLink to="/myworld" className="button button-primary">
                My World{member ? <span className="visually-hidden">, signed in as {member.username}</span> : null}
              </PlainLink>
              <Form method="post" action="/auth/sign-out">
                <button type="submit" className="button button-quiet">
                  Sign Out
                </button>
              </Form>
            </>
          ) : (
            <>
              <PlainLink to={withDialog(page, "sign-in")} className="button button-quiet" preventScrollReset>
                Sign In
              </PlainLink>
              <PlainLink to={withDialog(page, "sign-up")} className="button button-primary" preventScrollReset>
                Sign Up
              </PlainLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
