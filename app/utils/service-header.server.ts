import type { ServiceName } from "#core/services";
import type { ServiceHeaderData } from "~/components/layout/ServiceHeader";
import { servicePage } from "~/content/service-pages.server";
import { serviceTabs } from "./service-tabs";

/** What a service's pages with a route of their own show above their content. */
export function serviceHeader(service: ServiceName, membership: string): ServiceHeaderData {
  const content = servicePage(service);
  return { name: service, title: content.title, tagline: content.tagline, membership, tabs: serviceTabs(service).map(({ key, label }) => ({ key, label })) };
}
