import type { Context } from "hono";

/**
 * A page of the web app makes several API calls for one read (the root's user and counts, the
 * route's own data), each with the same session token. In embedded mode they reach the API
 * in-process with a memo made for that one page read (AppLoadContext.callerMemo), so what every
 * call would look up the same way — the caller's session and account — is looked up once. A call
 * from anywhere else (a socket, a post, a test) has no memo and computes as before.
 *
 * Only reads share a memo: a post may end the session or change the account, and what it runs
 * after must see that.
 */
export function memoized<T>(c: Context, key: string, compute: () => Promise<T>): Promise<T> {
  const memo = memoOf(c);
  if (!memo) return compute();
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const pending = compute();
  memo.set(key, pending);
  // A failure is not remembered: the next call of the page tries again.
  pending.catch(() => memo.delete(key));
  return pending;
}

function memoOf(c: Context): Map<string, Promise<unknown>> | null {
  // Under @hono/node-server c.env holds the socket's objects; only the in-process transport sets this.
  const env = c.env as { callerMemo?: unknown } | undefined;
  return env?.callerMemo instanceof Map ? (env.callerMemo as Map<string, Promise<unknown>>) : null;
}
