import { Group } from "#mantine/components/Group/Group.mjs";
import { Loader } from "#mantine/components/Loader/Loader.mjs";
import { Text } from "#mantine/components/Text/Text.mjs";
import { useNavigation } from "@remix-run/react";
import { PageIntro } from "~/components/layout/Page";
import { UrlTabs } from "~/components/layout/UrlTabs";
import type { ServiceTab } from "~/utils/service-tabs";

export type ServiceHeaderData = { name: string; title: string; tagline: string; membership: string; tabs: Array<Pick<ServiceTab, "key" | "label">> };

/** While another page or this service's next state loads (with JavaScript): said once, politely, for screen readers too. */
function Loading({ service, text }: { service: string; text: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location?.pathname.startsWith(`/myworld/service/${service}`);
  return (
    <div role="status" aria-live="polite" className="investor-loading">
      {busy ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}

/**
 * A service's intro and tabs, the same as on its pages under the service catch-all, for the tabs
 * with a route of their own (app/utils/service-tabs.ts `ownRoute`).
 */
export function ServiceHeader({ header, current, loadingText = "Loading…" }: { header: ServiceHeaderData; current: string; loadingText?: string }) {
  return (
    <>
      <PageIntro eyebrow={`My World · Services · ${header.membership}`} title={header.title}>
        {header.tagline}
      </PageIntro>
      <UrlTabs
        label={`${header.title} sections`}
        tabs={header.tabs.map((t) => ({
          to: `/myworld/service/${header.name}${t.key === "overview" ? "" : `/${t.key}`}`,
          label: t.label,
          current: t.key === current,
        }))}
      />
      <Loading service={header.name} text={loadingText} />
    </>
  );
}
