import { useEffect, useRef } from "react";
// The error domain only: the whole MESSAGES table is not part of every page's first load.
import { ERROR_MESSAGES as MESSAGES } from "#core/messages/errors";

/**
 * requirements §1: the full-screen notice for phones and tablets. Rendered on the server (user agent
 * detected there); the image button dismisses it until the next reload.
 */
export function MobileNotice({ onDismiss }: { onDismiss: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="mobile-notice" role="dialog" aria-modal="true" aria-labelledby="mobile-notice-title">
      <div className="mobile-notice-card">
        <h2 id="mobile-notice-title">{MESSAGES.mobileNoticeTitle}</h2>
        <p>{MESSAGES.mobileNoticeText}</p>
        <button ref={button} type="button" className="mobile-notice-dismiss" onClick={onDismiss}>
          <img src="/images/dismiss.svg" alt="Dismiss" width="56" height="56" />
        </button>
      </div>
    </div>
  );
}
