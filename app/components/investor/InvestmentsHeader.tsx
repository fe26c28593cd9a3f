import { INVESTOR_PAGE_COPY as COPY } from "#core/messages/investor";
import { ServiceHeader } from "~/components/layout/ServiceHeader";
import type { ServiceTab } from "~/utils/service-tabs";

export type InvestmentsHeaderData = { title: string; tagline: string; membership: string; tabs: Array<Pick<ServiceTab, "key" | "label">> };

/** The investments service's intro and tabs, the same as on its other pages (the service catch-all). */
export function InvestmentsHeader({ header, current }: { header: InvestmentsHeaderData; current: string }) {
  return <ServiceHeader header={{ ...header, name: "investments" }} current={current} loadingText={COPY.loading} />;
}
