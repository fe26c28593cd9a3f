import type { FuzzInput } from "./fuzz-input";

export type StatusClass = "2xx" | "3xx" | "4xx" | "5xx" | "hang";
export const STATUS_CLASSES: readonly StatusClass[] = ["2xx", "3xx", "4xx", "5xx", "hang"];

export type Answer =
  | { kind: "answered"; response: Response; status: number; body: string; statusClass: StatusClass }
  /** The handler threw instead of answering: on a real server that is a 500. */
  | { kind: "threw"; error: unknown; statusClass: "5xx" }
  | { kind: "hang"; statusClass: "hang" };

const classOf = (status: number): StatusClass => (status >= 500 ? "5xx" : status >= 400 ? "4xx" : status >= 300 ? "3xx" : "2xx");

/**
 * Runs `work` with console.warn and console.error kept aside (Remix warns about every malformed
 * URL it is sent); the lines come back for a failure report.
 */
export async function withQuietConsole<T>(work: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const { warn, error } = console;
  console.warn = console.error = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  try {
    return { result: await work(), lines };
  } finally {
    console.warn = warn;
    console.error = error;
  }
}

/** Sends one input and reads the whole answer (a page renders while it streams), within a deadline. */
export async function sendWithDeadline(input: FuzzInput, deadlineMs: number): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => resolve({ kind: "hang", statusClass: "hang" }), deadlineMs);
  });
  const exchange = (async (): Promise<Answer> => {
    try {
      const response = await input.send(input.request);
      const body = await response.text();
      return { kind: "answered", response, status: response.status, body, statusClass: classOf(response.status) };
    } catch (error) {
      return { kind: "threw", error, statusClass: "5xx" };
    }
  })();
  try {
    return await Promise.race([exchange, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
