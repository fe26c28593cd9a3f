import { Notification } from "#mantine/components/Notification/Notification.mjs";
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";

/**
 * The toasts at the top centre of every page (requirements §2, §9 feedback messages): Mantine's
 * Notification in a small queue of our own, so the first load carries no more of Mantine than the
 * pages use (docs/decisions/022).
 */
export type Toast = {
  id: string;
  message: ReactNode;
  title?: ReactNode;
  color?: string;
  /** Mantine's Notification is an alert unless told otherwise. */
  role?: "alert" | "status";
  /** Milliseconds before it goes by itself, or false to keep it until dismissed. */
  autoClose?: number | false;
  closeButtonProps?: { "aria-label": string };
};

const DEFAULT_AUTO_CLOSE_MS = 4000;

let queue: readonly Toast[] = [];
const NONE: readonly Toast[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  queue = next;
  for (const listener of listeners) listener();
}

export const toasts = {
  /** Shows a toast; one with the same id replaces the earlier one. */
  show(toast: Toast) {
    publish([...queue.filter((shown) => shown.id !== toast.id), toast]);
  },
  hide(id: string) {
    if (queue.some((shown) => shown.id === id)) publish(queue.filter((shown) => shown.id !== id));
  },
};

/** What the queue holds now, shown or waiting. */
export function currentToasts(): readonly Toast[] {
  return queue;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** At most `limit` toasts at a time; the others wait their turn. */
export function Toasts({ limit }: { limit: number }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => queue,
    () => NONE,
  );
  return (
    <div className="toasts" data-position="top-center">
      {shown.slice(0, limit).map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const { id, message, autoClose = DEFAULT_AUTO_CLOSE_MS, ...props } = toast;
  const timer = useRef<number | undefined>(undefined);
  const stop = () => window.clearTimeout(timer.current);
  const start = () => {
    stop();
    if (autoClose !== false) timer.current = window.setTimeout(() => toasts.hide(id), autoClose);
  };
  useEffect(() => {
    start();
    return stop; // restarted only when the duration changes
  }, [autoClose]);
  // A pointer resting on the toast holds it, as with Mantine's own notifications.
  return (
    <Notification {...props} className="toast" onClose={() => toasts.hide(id)} onMouseEnter={stop} onMouseLeave={start}>
      {message}
    </Notification>
  );
}
