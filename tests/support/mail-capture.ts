import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";
import { freePort } from "./server";

export type CapturedMail = { to: string[]; raw: string; receivedAt: number };

/**
 * A real SMTP server that keeps every message it receives, and a small HTTP inbox over it so
 * Playwright workers (other processes) can read the mail: GET /messages?to=address.
 */
export async function startMailCapture() {
  const mails: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, receivedAt: Date.now() });
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

  const inbox = createServer((req, res) => {
    const to = new URL(req.url ?? "/", "http://x").searchParams.get("to")?.toLowerCase();
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(mails.filter((m) => !to || m.to.includes(to))));
  });
  const inboxPort = await freePort();
  await new Promise<void>((resolve) => inbox.listen(inboxPort, "127.0.0.1", resolve));

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://127.0.0.1:${inboxPort}`,
    stop: async () => {
      await new Promise((resolve) => smtp.close(() => resolve(null)));
      inbox.closeAllConnections();
      await new Promise((resolve) => inbox.close(resolve));
    },
  };
}

/** Waits for a mail to `to` received after `since` whose raw text matches `pattern`; answers the match. */
export async function waitForMail(to: string, since: number, pattern: RegExp, timeoutMs = 10_000): Promise<RegExpExecArray> {
  const inbox = process.env.E2E_MAIL_URL;
  if (!inbox) throw new Error("E2E_MAIL_URL is not set: run through `npm run test:e2e`");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(`${inbox}/messages?to=${encodeURIComponent(to)}`)).json()) as CapturedMail[];
    const fresh = mails.filter((m) => m.receivedAt >= since).at(-1);
    const match = fresh && pattern.exec(fresh.raw);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`no mail matching ${pattern} sent to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits for a mail to `to` received after `since` and returns the code it states. */
export async function waitForCode(to: string, since: number, timeoutMs = 10_000): Promise<string> {
  return (await waitForMail(to, since, /Your EnPlus World code: (\d{6})/, timeoutMs))[1]!;
}
