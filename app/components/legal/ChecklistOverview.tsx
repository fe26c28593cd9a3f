import type { ChecklistView } from "#core/contracts/legal";
import { ChecklistProgress } from "./ChecklistProgress";

/** The page's opening: what the checklists are for, each one's progress with a link to it, and what they are not (legal advice). */
export function ChecklistOverview({ checklists, disclaimer }: { checklists: ChecklistView[]; disclaimer: string | null }) {
  return (
    <section className="checklist-overview" aria-labelledby="checklists-title">
      <h2 id="checklists-title">Legal checklists</h2>
      <p>Prepare for a common legal matter: tick each step as you go, and your progress is kept for your next visit. Bring the list to your attorney to make a paid hour count.</p>
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
