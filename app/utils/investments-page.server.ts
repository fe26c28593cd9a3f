import { servicePage } from "~/content/service-pages.server";
import type { InvestmentsHeaderData } from "~/components/investor/InvestmentsHeader";
import { serviceTabs } from "./service-tabs";

/** What the investments service's pages show above their own content. */
export function investmentsHeader(membership: string): InvestmentsHeaderData {
  const content = servicePage("investments");
  return {
    title: content.title,
    tagline: content.tagline,
    membership,
    tabs: serviceTabs("investments").map(({ key, label }) => ({ key, label })),
  };
}
