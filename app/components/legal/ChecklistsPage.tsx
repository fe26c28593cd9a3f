import type { ChecklistView } from "#core/contracts/legal";
import type { ChecklistSet } from "#core/legal/checklists";
import { LockedView } from "~/components/tiers/LockedView";
import { ServiceHeader, type ServiceHeaderData } from "~/components/layout/ServiceHeader";
import { ChecklistCard } from "./ChecklistCard";
import { ChecklistOverview } from "./ChecklistOverview";

type ChecklistsPageData = { header: ServiceHeaderData; set: ChecklistSet; locked: string | null; checklists: ChecklistView[]; disclaimer: string | null };

/** One of the legal service's checklist pages: the set's overview and its checklists, or its locked view. */
export function ChecklistsPage({ page, current }: { page: ChecklistsPageData; current: string }) {
  return (
    <>
      <ServiceHeader header={page.header} current={current} />
      {page.locked !== null ? (
        <LockedView area={page.header.title} message={page.locked} />
      ) : (
        <div className="legal-checklists">
          <ChecklistOverview set={page.set} checklists={page.checklists} disclaimer={page.disclaimer} />
          {page.checklists.map((checklist) => (
            <ChecklistCard key={checklist.key} checklist={checklist} />
          ))}
        </div>
      )}
    </>
  );
}
