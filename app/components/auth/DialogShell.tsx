import { ModalBody } from "#mantine/components/Modal/ModalBody.mjs";
import { ModalContent } from "#mantine/components/Modal/ModalContent.mjs";
import { ModalHeader } from "#mantine/components/Modal/ModalHeader.mjs";
import { ModalOverlay } from "#mantine/components/Modal/ModalOverlay.mjs";
import { ModalTitle } from "#mantine/components/Modal/ModalTitle.mjs";
import { Form, Link, useNavigate, useSubmit } from "@remix-run/react";
import { useIsomorphicEffect } from "@mantine/hooks";
import { useEffect, useRef, type ReactNode } from "react";
import { DIALOG_CLOSE_MS, DIALOG_OPEN_MS } from "#core/constants";
import { DialogRoot } from "./DialogRoot";

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
    <DialogRoot
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
      <ModalOverlay />
      <ModalContent ref={content} aria-label={title}>
        <ModalHeader>
          <ModalTitle className="dialog-title">{title}</ModalTitle>
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
        </ModalHeader>
        <ModalBody>{children}</ModalBody>
      </ModalContent>
    </DialogRoot>
  );
}

/**
 * A dialog the server drew open can be typed into before the page hydrates. Once it does, Mantine's
 * focus trap focuses the dialog's `data-autofocus` field from two timers, one set as the trap
 * mounts and one from its effect, and the rest of what the visitor types, a password say, would
 * go into that field. Putting the focus back from a later timer is not enough: a key (or a
 * browser's autofill) can arrive between the two timers, and it went into the wrong field.
 *
 * So, until the trap's timers have run, focusing that field from script does nothing while the
 * focus is already in another part of the dialog: the visitor is there, typing. A dialog opened
 * by a click has the focus outside it and gets its first field focused as before.
 */
function useKeepVisitorsFocus(content: React.RefObject<HTMLElement>) {
  const guarded = useRef<HTMLElement[]>([]);
  // A layout effect in the browser, so the guard is in place before the trap's timers run.
  useIsomorphicEffect(() => {
    const dialog = content.current;
    if (!dialog) return;
    const fields = Array.from(dialog.querySelectorAll<HTMLElement>("[data-autofocus]"));
    for (const field of fields) {
      field.focus = function focusUnlessVisitorIsInDialog(this: HTMLElement, options?: FocusOptions) {
        const active = document.activeElement;
        if (active !== null && active !== this && dialog.contains(active)) return;
        HTMLElement.prototype.focus.call(this, options);
      };
    }
    guarded.current = fields;
    return () => releaseFocusGuard(guarded.current);
  }, []);
  // The trap's effect runs before this one (it is inside the dialog), so this timer comes after both of its.
  useEffect(() => {
    const release = setTimeout(() => releaseFocusGuard(guarded.current));
    return () => clearTimeout(release);
  }, []);
}

/** The fields focus as any element does again. */
function releaseFocusGuard(fields: HTMLElement[]) {
  for (const field of fields) delete (field as Partial<HTMLElement>).focus;
}
