import type { ChecklistView } from "#core/contracts/legal";
import type { ChecklistSet } from "#core/legal/checklists";
import { CHECKLIST_PAGE_WORDS } from "#core/messages/legal";
import { ChecklistProgress } from "./ChecklistProgress";

/** The page's opening: what the checklists are for, each one's progress with a link to it, and what they are not (legal advice). */
export function ChecklistOverview({ set, checklists, disclaimer }: { set: ChecklistSet; checklists: ChecklistView[]; disclaimer: string | null }) {
  const words = CHECKLIST_PAGE_WORDS[set];
  return (
    <section className="checklist-overview" aria-labelledby="checklists-title">
      <h2 id="checklists-title">{words.title}</h2>
      <p>{words.intro}</p>
      <ul className="checklist-overview-list">
        {checklists.map((c) => (
          <li key={c.key}>
            <a href={`#${c.key}`}>{c.title}</a>
            <ChecklistProgress title={c.title} done={c.done} total={c.total} />
          </li>
        ))}
      </ul>
      {disclaimer ? <p className="checklist-disclaimer">{disclaimer}</p> : null}
    </section>
  );
}
