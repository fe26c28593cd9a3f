import { toasts } from "./toasts";
import { useEffect, useState } from "react";
// The error domain only: the whole MESSAGES table is not part of every page's first load.
import { ERROR_MESSAGES as MESSAGES } from "#core/messages/errors";
import type { Notice } from "~/session/session.server";

// Notices already handed to the toasts, so a re-render or a second effect run never repeats one.
const shown = new Set<string>();

/**
 * requirements §2, §9 feedback messages. The server renders them as live regions (status for success,
 * alert for error) with a plain link that drops them: the flash is spent, so the page loaded
 * again comes without them. Once the scripts run, the same notices become toasts instead, and
 * the server's copies go, so nothing shows twice.
 */
export function FlashNotices({ notices, dismissHref, hideErrors = false }: { notices: Notice[]; dismissHref: string; hideErrors?: boolean }) {
  const [hydrated, setHydrated] = useState(false);
  // On an error page the page itself is the error notice (requirements §9: one at a time).
  const visibleOf = (all: Notice[]) => (hideErrors ? all.filter((notice) => notice.type !== "error") : all);
  const visible = visibleOf(notices);

  useEffect(() => {
    setHydrated(true);
    for (const notice of visibleOf(notices)) {
      if (shown.has(notice.id)) continue;
      shown.add(notice.id);
      toasts.show({
        id: notice.id,
        color: notice.type === "error" ? "red" : "teal",
        message: notice.message,
        role: notice.type === "error" ? "alert" : "status",
        closeButtonProps: { "aria-label": MESSAGES.dismissNotice },
      });
    }
  }, [notices, hideErrors]);

  if (hydrated || visible.length === 0) return null;
  return (
    <div className="flash-notices">
      {visible.map((notice) => (
        <div key={notice.id} className="flash-notice" data-type={notice.type} role={notice.type === "error" ? "alert" : "status"}>
          <span>{notice.message}</span>
          <a href={dismissHref} className="flash-notice-dismiss" aria-label={MESSAGES.dismissNotice} title={MESSAGES.dismissNotice}>
            ×
          </a>
        </div>
      ))}
    </div>
  );
}
