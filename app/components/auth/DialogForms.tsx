import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/** A one-button post to a dialog action (back, resend, cancel, close): works without JavaScript. */
export function IntentButton({
  action,
  intent,
  page,
  className,
  label,
  children,
}: {
  action: string;
  intent: string;
  page: string;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className="intent-form" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={page} />
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

export function PageField({ page }: { page: string }) {
  return <input type="hidden" name="redirectTo" value={page} />;
}
