import { percentDone } from "#core/legal/checklists";
import { LEGAL_MESSAGES } from "#core/messages/legal";

/**
 * "3 of 10 done" and its bar. The bar is a progressbar named after its checklist and valued in
 * items, so a screen reader's list of them reads "Buying a home: 3 of 10 done".
 */
export function ChecklistProgress({ title, done, total }: { title: string; done: number; total: number }) {
  const text = LEGAL_MESSAGES.progress(done, total);
  return (
    <div className="checklist-progress">
      <div
        className={done === total ? "checklist-bar complete" : "checklist-bar"}
        role="progressbar"
        aria-label={`${title}: ${text}`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <span style={{ width: `${percentDone(done, total)}%` }} />
      </div>
      <span className="checklist-progress-text" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
