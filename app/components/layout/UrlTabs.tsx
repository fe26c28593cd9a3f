import { PlainLink } from "~/components/navigation/PlainLink";

/** Tabs kept in the URL: plain links (no JavaScript needed), the current one marked for screen readers. */
export function UrlTabs({ label, tabs }: { label: string; tabs: Array<{ to: `/${string}`; label: string; current: boolean }> }) {
  return (
    <nav className="url-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <PlainLink key={tab.to} to={tab.to} aria-current={tab.current ? "page" : undefined} preventScrollReset>
          {tab.label}
        </PlainLink>
      ))}
    </nav>
  );
}
