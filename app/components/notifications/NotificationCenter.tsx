import { Badge } from "#mantine/components/Badge/Badge.mjs";
import { Form, Link, useLocation } from "@remix-run/react";
import { formatCount, formatDateTime } from "#core/format";
import type { Notification, NotificationCounts, NotificationFilter } from "#core/notifications";
import { pageCount, type Page } from "#core/page";
import { useTimeZone } from "~/hooks/use-time-zone";

const FILTER_LABELS: Record<NotificationFilter, (c: NotificationCounts) => string> = {
  all: (c) => `All (${formatCount(c.allCount)})`,
  tasks: (c) => `Tasks (${formatCount(c.taskCount)})`,
  unread: (c) => `Unread (${formatCount(c.unReadCount)})`,
};

function Action({ intent, id, label, page }: { intent: "read" | "unread" | "delete"; id: number; label: string; page: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirectTo" value={page} />
      <button type="submit" className="link-button">
        {label}
      </button>
    </Form>
  );
}

/** requirements §3, §7: the member's notifications by filter, a page at a time, each readable, unreadable and removable. */
export function NotificationCenter({ filter, list, counts }: { filter: NotificationFilter; list: Page<Notification>; counts: NotificationCounts }) {
  const { pathname, search } = useLocation();
  const timeZone = useTimeZone();
  const here = pathname + search;
  const pages = pageCount(list);
  const base = `/myworld/profile/notifications/${filter}`;
  return (
    <section aria-labelledby="notifications-title">
      <h2 id="notifications-title" className="visually-hidden">
        Notifications
      </h2>
      <nav className="category-links" aria-label="Notification filters">
        {(Object.keys(FILTER_LABELS) as NotificationFilter[]).map((f) => (
          <Link key={f} to={`/myworld/profile/notifications/${f}`} aria-current={f === filter ? "page" : undefined} preventScrollReset>
            {FILTER_LABELS[f](counts)}
          </Link>
        ))}
      </nav>
      {list.items.length === 0 ? (
        <p className="empty-state">{filter === "tasks" ? "No open tasks: you are all caught up." : filter === "unread" ? "Nothing unread." : "No notifications yet."}</p>
      ) : (
        <ul className="notification-list" aria-label="Notifications" style={{ marginTop: "1.25rem" }}>
          {list.items.map((n) => (
            <li key={n.id} className="notification" data-read={n.read ? "true" : "false"}>
              <div>
                <h3>
                  {n.title} {!n.read ? <span className="visually-hidden">(unread)</span> : null}
                </h3>
                <p>{n.body}</p>
                <p className="meta-line">
                  {n.kind === "task" ? (
                    <Badge component="span" variant="light" color={n.completed ? "teal" : "yellow"}>
                      {n.completed ? "Task done" : "Task"}
                    </Badge>
                  ) : null}
                  <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, timeZone)}</time>
                </p>
              </div>
              <div className="notification-actions">
                <Action intent={n.read ? "unread" : "read"} id={n.id} label={n.read ? "Mark unread" : "Mark read"} page={here} />
                <Action intent="delete" id={n.id} label="Delete" page={here} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          {list.page > 1 ? <Link to={`${base}?page=${list.page - 1}`}>← Previous</Link> : null}
          <span>
            Page {list.page} of {pages}
          </span>
          {list.page < pages ? <Link to={`${base}?page=${list.page + 1}`}>Next →</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
