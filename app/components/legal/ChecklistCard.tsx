import { Button } from "#mantine/components/Button/Button.mjs";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { askEnneHref } from "#core/assistant/links";
import { checklistSetOf } from "#core/legal/checklists";
import type { ChecklistView } from "#core/contracts/legal";
import { LEGAL_MESSAGES } from "#core/messages/legal";
import { ChecklistProgress } from "./ChecklistProgress";

type SaveAnswer = { checklist: string; saved: string | null; error: string | null };

/**
 * One checklist: its items as checkboxes in one form. Without JavaScript the form is saved with
 * its button; with it, each tick saves the whole set at once (the last save wins, and each save
 * names every item ticked), and the status line says what happened. One save is under way at a
 * time: a tick made meanwhile is saved, with any others, when it ends. Two saves in flight could
 * reach the database in either order on PostgreSQL, and the older set would then win.
 */
export function ChecklistCard({ checklist }: { checklist: ChecklistView }) {
  const fetcher = useFetcher<SaveAnswer>();
  // A save is under way until the page has reloaded what is stored, not only until the API answered.
  const busy = fetcher.state !== "idle";
  const failed = busy ? null : (fetcher.data?.error ?? null);
  // The boxes as the member sees them. Each tick saves the boxes as they are, so once the page has
  // hydrated they are the truth and are not reset from the stored ticks when a save ends: the
  // fetcher may report its save ended before the page has the new stored ticks, and a member who
  // ticks the next box meanwhile would see it undone. Two things do put them back: Clear empties
  // them as it is sent, and a refused save puts them back as stored (a refusal changes nothing
  // stored, and the page keeps what it had). The boxes are never rebuilt, so the one in focus
  // keeps it.
  const stored = checklist.items.filter((i) => i.done).map((i) => i.key);
  const [ticked, setTicked] = useState(() => new Set(stored));
  const [answer, setAnswer] = useState(fetcher.data);
  if (answer !== fetcher.data) {
    setAnswer(fetcher.data);
    if (fetcher.data?.error) setTicked(new Set(stored));
  }
  const toggle = (key: string, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const form = useRef<HTMLFormElement>(null);
  // A save asked for while one is under way: sent, with the boxes as they are then, when it ends.
  const waiting = useRef(false);
  const save = (target: HTMLFormElement, submitter?: HTMLElement | null) => {
    if (fetcher.state !== "idle") {
      waiting.current = true;
      return;
    }
    const body = new FormData(target, submitter ?? undefined);
    body.set("autosave", "1");
    fetcher.submit(body, { method: "post" });
  };
  useEffect(() => {
    if (fetcher.state !== "idle" || !waiting.current || !form.current) return;
    waiting.current = false;
    save(form.current);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("value") === "clear") setTicked(new Set());
    save(event.currentTarget, submitter);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if ((event.target as HTMLInputElement).type === "checkbox") save(event.currentTarget);
  };

  // The count is the boxes ticked: while a save is under way, the one being saved.
  const done = ticked.size;
  const status = busy || waiting.current ? "Saving…" : failed ? `Not saved: ${failed}` : (fetcher.data?.saved ?? "");
  const titleId = `${checklist.key}-title`;

  return (
    <section id={checklist.key} className="checklist-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{checklist.title}</h2>
      <p className="checklist-summary">{checklist.summary}</p>
      <ChecklistProgress title={checklist.title} done={done} total={checklist.total} />
      <Form ref={form} method="post" onSubmit={onSubmit} onChange={onChange}>
        <input type="hidden" name="checklist" value={checklist.key} />
        <fieldset className="checklist-items">
          <legend className="visually-hidden">{checklist.title}: steps</legend>
          {checklist.items.map((item) => {
            const id = `${checklist.key}-item-${item.key}`;
            return (
              <div className="checklist-item" key={item.key}>
                <input
                  type="checkbox"
                  id={id}
                  name="done"
                  value={item.key}
                  checked={ticked.has(item.key)}
                  onChange={(event) => toggle(item.key, event.currentTarget.checked)}
                  aria-describedby={`${id}-detail`}
                />
                <div className="checklist-item-body">
                  <label htmlFor={id} className="checklist-item-text">
                    {item.text}
                  </label>
                  <span className="checklist-item-detail" id={`${id}-detail`}>
                    {item.detail}
                  </span>
                  {/* Enne's explanation of the step: the question is filled in on Enne's page, for the member to send. */}
                  <Link className="checklist-ask" to={askEnneHref(LEGAL_MESSAGES.askEnne(checklist.title, item.text))} aria-label={LEGAL_MESSAGES.askEnneLabel(item.text)}>
                    Ask Enne
                  </Link>
                </div>
              </div>
            );
          })}
        </fieldset>
        <p className="checklist-attorney">
          <strong>When to see an attorney.</strong> {checklist.attorney}{" "}
          {/* Questions to take to the meeting: Enne's page with the request filled in, for the member to send. */}
          <Link to={askEnneHref(LEGAL_MESSAGES.askAttorneyQuestions(checklist.attorneyKind, checklistSetOf(checklist.key) === "formation" ? checklist.title : undefined))}>{LEGAL_MESSAGES.askAttorneyQuestionsLink}</Link>
        </p>
        <div className="checklist-actions">
          <Button type="submit">Save progress</Button>
          <Button type="submit" name="intent" value="clear" variant="default" disabled={checklist.done === 0 && done === 0}>
            Clear all ticks
          </Button>
          <p role="status" aria-live="polite" className={failed ? "checklist-status error" : "checklist-status"}>
            {status}
          </p>
        </div>
      </Form>
    </section>
  );
}
