import { preview } from "./inputs";

/** One generated input, ready to send, and how to tell whether its answer refused it. */
export type FuzzInput = {
  /** The endpoint or route it counts under in the summary, e.g. "POST /api/user/login". */
  endpoint: string;
  /** Who sent it: anonymous, member, pending (two-step code due), … */
  caller: string;
  /** What was bent, in a few words. */
  note: string;
  request: Request;
  /** The body the request carries, kept for the failure report (the request's own is read once). */
  body?: string | Uint8Array<ArrayBuffer>;
  send(request: Request): Promise<Response>;
  /** Why the answer counts as refusing the input (so nothing may have changed), or null. */
  refusal(response: Response): Promise<string | null>;
};

/** A printable account of an input: the request line, its headers and body, cut short. */
export function describeInput(input: FuzzInput): string {
  const { body } = input;
  const url = new URL(input.request.url);
  const headers = [...input.request.headers].map(([name, value]) => `  ${name}: ${preview(value, 80)}`);
  const shownBody = body === undefined ? "" : `\n  body: ${typeof body === "string" ? preview(body, 300) : `${body.length} bytes ${preview(Buffer.from(body).toString("latin1"), 200)}`}`;
  return [`${input.request.method} ${preview(url.pathname + url.search, 300)} as ${input.caller} (${input.note})`, ...headers].join("\n") + shownBody;
}
