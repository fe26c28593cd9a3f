import { Modal } from "#mantine/components/Modal/Modal.mjs";
import { Form, Link, useNavigate, useSubmit } from "@remix-run/react";
import { useIsomorphicEffect } from "@mantine/hooks";
import { useEffect, useRef, type ReactNode } from "react";
import { DIALOG_CLOSE_MS, DIALOG_OPEN_MS } from "#core/constants";

/**
 * A dialog rendered on the server (withinPortal false) so it works without JavaScript; the
 * content carries its name itself because Mantine only links the title after hydration.
 * requirements §2: a backdrop click never closes it; it opens in 2 s and closes in 0.5 s (shorter under
 * prefers-reduced-motion, a theme setting). With `closeTo`, a Close button posts to /auth/close,
 * which resets the flow (requirements §4); Escape does the same where `closeOnEscape` allows it.
 */
export function DialogShell({
  title,
  width,
  closeTo,
  closeOnEscape,
  opened = true,
  resetsAuthFlow = true,
  inDialogChunk = false,
  children,
}: {
  /**
   * True for the dialogs whose code is the on-demand account-dialogs chunk (AuthDialogForms): a
   * page served with one of them open hydrates once that chunk is here (app/entry.client.tsx).
   */
  inDialogChunk?: boolean;
  /** Account dialogs post to /auth/close to reset their flow; others just go back to `closeTo`. */
  resetsAuthFlow?: boolean;
  /** False while the dialog plays its 0.5 s closing transition. */
  opened?: boolean;
  title: string;
  width?: string;
  /** The page to return to on close; null for a dialog that cannot be closed. */
  closeTo: string | null;
  closeOnEscape: boolean;
  children: ReactNode;
}) {
  const submit = useSubmit();
  const navigate = useNavigate();
  const content = useRef<HTMLDivElement>(null);
  useKeepVisitorsFocus(content);
  const close = () => {
    if (closeTo === null) return;
    if (resetsAuthFlow) submit({ redirectTo: closeTo }, { method: "post", action: "/auth/close", preventScrollReset: true });
    else navigate(closeTo, { preventScrollReset: true });
  };
  return (
    <Modal.Root
      // Found by app/entry.client.tsx: a page served with such a dialog open fetches its code first.
      data-dialog-chunk={inDialogChunk ? "" : undefined}
      opened={opened}
      onClose={close}
      size={width}
      centered
      withinPortal={false}
      closeOnClickOutside={false}
      closeOnEscape={closeOnEscape && closeTo !== null}
      transitionProps={{ transition: "fade", duration: DIALOG_OPEN_MS, exitDuration: DIALOG_CLOSE_MS }}
    >
      <Modal.Overlay />
      <Modal.Content ref={content} aria-label={title}>
        <Modal.Header>
          <Modal.Title className="dialog-title">{title}</Modal.Title>
          {closeTo !== null && resetsAuthFlow ? (
            <Form method="post" action="/auth/close" className="dialog-close" preventScrollReset>
              <input type="hidden" name="redirectTo" value={closeTo} />
              <button type="submit" aria-label="Close">
                ×
              </button>
            </Form>
          ) : null}
          {closeTo !== null && !resetsAuthFlow ? (
            <Link to={closeTo} className="dialog-close dialog-close-link" aria-label="Close" preventScrollReset>
              ×
            </Link>
          ) : null}
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * A dialog the server drew open can be typed into before the page hydrates. Once it does, Mantine's
 * focus trap moves the focus to the dialog's first field a moment later (timers set as the trap
 * mounts and again from its effect), and the rest of what the visitor types, a password say, would
 * go into the username. When the focus is inside the dialog as it mounts, it is put back there
 * after those timers: the field is noted before they run, and put back from a timer set after them
 * (this dialog's effects run after those of the trap inside it).
 */
function useKeepVisitorsFocus(content: React.RefObject<HTMLElement>) {
  const typing = useRef<HTMLElement | null>(null);
  // A layout effect in the browser, so it runs before the trap's timers; a plain one on the server.
  useIsomorphicEffect(() => {
    const active = document.activeElement;
    typing.current = active instanceof HTMLElement && content.current?.contains(active) ? active : null;
  }, []);
  useEffect(() => {
    const field = typing.current;
    if (!field) return;
    const keep = setTimeout(() => {
      if (field.isConnected && document.activeElement !== field) field.focus({ preventScroll: true });
    });
    return () => clearTimeout(keep);
  }, []);
}
