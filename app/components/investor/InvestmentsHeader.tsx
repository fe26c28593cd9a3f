import { Loader, Group, Text } from "@mantine/core";
import { useNavigation } from "@remix-run/react";
import { INVESTOR_PAGE_COPY as COPY } from "#core/messages/investor";
import { PageIntro } from "~/components/layout/Page";
import { UrlTabs } from "~/components/layout/UrlTabs";
import type { ServiceTab } from "~/utils/service-tabs";

export type InvestmentsHeaderData = { title: string; tagline: string; membership: string; tabs: Array<Pick<ServiceTab, "key" | "label">> };

/** While another page or this one's next state loads (with JavaScript): said once, politely, for screen readers too. */
function Loading() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location?.pathname.startsWith("/myworld/service/investments");
  return (
    <div role="status" aria-live="polite" className="investor-loading">
      {busy ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {COPY.loading}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}

/** The investments service's intro and tabs, the same as on its other pages (the service catch-all). */
export function InvestmentsHeader({ header, current }: { header: InvestmentsHeaderData; current: string }) {
  return (
    <>
      <PageIntro eyebrow={`My World · Services · ${header.membership}`} title={header.title}>
        {header.tagline}
      </PageIntro>
      <UrlTabs
        label={`${header.title} sections`}
        tabs={header.tabs.map((t) => ({
          to: `/myworld/service/investments${t.key === "overview" ? "" : `/${t.key}`}`,
          label: t.label,
          current: t.key === current,
        }))}
      />
      <Loading />
    </>
  );
}
