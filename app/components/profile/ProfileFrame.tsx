import type { ReactNode } from "react";
import { PageContainer, PageIntro } from "~/components/layout/Page";
import { UrlTabs } from "~/components/layout/UrlTabs";
import { pageMeta } from "~/utils/meta";

/** requirements §2: the profile's tabs, each its own page (and its own route) under /myworld/profile. */
export const PROFILE_TABS = [
  { key: "overview", label: "Overview" },
  { key: "personal", label: "Personal information" },
  { key: "security", label: "Security" },
  { key: "notifications", label: "Notifications" },
] as const;

const DESCRIPTION =
  "Your profile brings together your membership tier, your personal details, your security settings and your notifications.";
export const profileMeta = () => pageMeta("Your profile", DESCRIPTION);

/** The tab a profile URL names: /myworld/profile/{tab}/…, and the overview for /myworld and /myworld/profile. */
export const profileTabOf = (pathname: string) => pathname.split("/")[3] || "overview";

function ProfileTabs({ current }: { current: string }) {
  return <UrlTabs label="Profile" tabs={PROFILE_TABS.map((t) => ({ to: `/myworld/profile/${t.key}`, label: t.label, current: t.key === current }))} />;
}

/** The profile's page: its intro, the tabs, then the tab's own content. */
export function ProfileFrame({ current, children }: { current: string; children: ReactNode }) {
  return (
    <PageContainer>
      <PageIntro eyebrow="My World" title="Your profile">
        {DESCRIPTION}
      </PageIntro>
      <ProfileTabs current={current} />
      {children}
    </PageContainer>
  );
}

/** A failing tab: the tabs stay, and the error page (with its own heading) takes the intro's place. */
export function ProfileErrorFrame({ current, children }: { current: string; children: ReactNode }) {
  return (
    <PageContainer>
      <ProfileTabs current={current} />
      {children}
    </PageContainer>
  );
}
