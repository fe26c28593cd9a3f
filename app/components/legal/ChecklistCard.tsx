import { Button } from "#mantine/components/Button/Button.mjs";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { askEnneHref } from "#core/assistant/links";
import type { ChecklistView } from "#core/contracts/legal";
import { LEGAL_MESSAGES } from "#core/messages/legal";
import { ChecklistProgress } from "./ChecklistProgress";

type SaveAnswer = { checklist: string; saved: string | null; error: string | null };

/**
 * One checklist: its items as checkboxes in one form. Without JavaScript the form is saved with
 * its button; with it, each tick saves the whole set at once (the last save wins, and each save
 * names every item ticked), and the status line says what happened.
 */
export function ChecklistCard({ checklist }: { checklist: ChecklistView }) {
  const fetcher = useFetcher<SaveAnswer>();
  const failed = fetcher.state === "idle" ? (fetcher.data?.error ?? null) : null;
  // The boxes as the member sees them. Once no save is under way they are the stored ticks again:
  // after a save, what it stored; after a refused one, what was stored before. The boxes are never
  // rebuilt, so the one in focus keeps it.
  const stored = checklist.items.filter((i) => i.done).map((i) => i.key);
  const storedKey = stored.join(" ");
  const [ticked, setTicked] = useState(() => new Set(stored));
  useEffect(() => {
    if (fetcher.state === "idle") setTicked(new Set(storedKey ? storedKey.split(" ") : []));
  }, [storedKey, fetcher.state, fetcher.data]);
  const toggle = (key: string, on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const save = (form: HTMLFormElement, submitter?: HTMLElement | null) => {
    const body = new FormData(form, submitter ?? undefined);
    body.set("autosave", "1");
    fetcher.submit(body, { method: "post" });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if ((event.target as HTMLInputElement).type === "checkbox") save(event.currentTarget);
  };

  // While a save is under way, the count is the one being saved.
  const pending = fetcher.formData;
  const done = pending ? (pending.get("intent") === "clear" ? 0 : pending.getAll("done").length) : checklist.done;
  const status = fetcher.state === "submitting" ? "Saving…" : failed ? `Not saved: ${failed}` : (fetcher.data?.saved ?? "");
  const titleId = `${checklist.key}-title`;

  return (
    <section id={checklist.key} className="checklist-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{checklist.title}</h2>
      <p className="checklist-summary">{checklist.summary}</p>
      <ChecklistProgress title={checklist.title} done={done} total={checklist.total} />
      <Form method="post" onSubmit={onSubmit} onChange={onChange}>
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
          <strong>When to see an attorney.</strong> {checklist.attorney}
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
