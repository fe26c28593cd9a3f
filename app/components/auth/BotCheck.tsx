import { createContext, useContext, useEffect, useRef } from "react";

type TurnstileApi = {
  render(element: HTMLElement, options: { sitekey: string }): string;
  remove(id: string): void;
};

/** The bot-check site key (none: no check) and whether its script has loaded. */
export const BotCheckContext = createContext<{ siteKey?: string; ready: boolean }>({ ready: false });

/**
 * The bot-check widget inside a form, once the script has loaded (requirements §7). It adds the
 * `cf-turnstile-response` field that the server verifies; without the script it renders nothing.
 */
export function BotCheck() {
  const { siteKey, ready } = useContext(BotCheckContext);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const turnstile = (window as unknown as { turnstile?: TurnstileApi }).turnstile;
    if (!siteKey || !ready || !turnstile || !box.current) return;
    const id = turnstile.render(box.current, { sitekey: siteKey });
    return () => turnstile.remove(id);
  }, [siteKey, ready]);
  if (!siteKey) return null;
  return <div ref={box} className="bot-check" data-testid="bot-check" />;
}
