import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../../db/connection";
import { mailOutbox } from "../../db/schema";

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { kind: "outbox" | "smtp"; send(message: MailMessage): Promise<void> };

/** "member@example.com" → "m•••@example.com": enough to tell mails apart, not an account. */
export function maskAddress(address: string): string {
  const at = address.indexOf("@");
  return at <= 0 ? "•••" : `${address[0]}•••${address.slice(at)}`;
}

/**
 * Without SMTP_URL mail is kept in the outbox table and, outside production, written to the log,
 * so a person who ran `npm start` with no mail server can still read a code and register.
 * Production logs never carry codes (issue: observability), so there the body stays in the table.
 */
export function outboxMailer(db: Database, logger: Logger, { logBody = true } = {}): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
      const fields = { to: maskAddress(message.to), subject: message.subject };
      if (logBody) logger.info(fields, `mail kept in the outbox (no SMTP_URL):\n${message.text}`);
      else logger.info(fields, "mail kept in the outbox (no SMTP_URL)");
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
