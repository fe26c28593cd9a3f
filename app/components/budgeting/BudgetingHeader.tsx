import { ServiceHeader } from "~/components/layout/ServiceHeader";
import { LockedView } from "~/components/tiers/LockedView";
import type { ServiceTab } from "~/utils/service-tabs";

export type BudgetingHeaderData = { title: string; tagline: string; membership: string; tabs: Array<Pick<ServiceTab, "key" | "label">> };

export const BUDGETING_PATH = "/myworld/service/budgeting";

/** The budgeting service's intro and tabs, the same as on its overview (the service catch-all). */
export function BudgetingHeader({ header, current }: { header: BudgetingHeaderData; current: string }) {
  return <ServiceHeader header={{ ...header, name: "budgeting" }} current={current} />;
}

/** A budgeting page below its tier: the service's header and the lock, in the words of the API. */
export function BudgetingLocked({ header, current, message }: { header: BudgetingHeaderData; current: string; message: string }) {
  return (
    <>
      <BudgetingHeader header={header} current={current} />
      <LockedView area="Budgeting" message={message} />
    </>
  );
}

/** Amounts as bars: each a share of the largest, with the figure in words beside it (the table says the same). */
export function Bars({ items, label }: { items: Array<{ key: string; label: string; cents: number; text: string; over?: boolean }>; label: string }) {
  const max = Math.max(1, ...items.map((i) => Math.abs(i.cents)));
  return (
    <ul className="budget-bars" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <span className="budget-bar-label">{item.label}</span>
          <span className="budget-bar-track" aria-hidden="true">
            <span className="budget-bar-fill" data-over={item.over ? "true" : "false"} style={{ width: `${Math.round((Math.abs(item.cents) / max) * 100)}%` }} />
          </span>
          <span className="budget-bar-value">{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
