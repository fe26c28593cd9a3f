import { pino } from "pino";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-database";
import { outboxMailer } from "./mailer";

const message = { to: "member@example.com", subject: "Your code", text: "Your EnPlus World code: 123456", html: "<p>123456</p>" };

function capturingLogger() {
  let written = "";
  const sink = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk);
      done();
    },
  });
  return { logger: pino({ level: "info" }, sink), written: () => written };
}

describe("outbox mailer", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it("writes the mail text to the log for a machine with no mail server, masking the address", async () => {
    const log = capturingLogger();
    await outboxMailer(database.db, log.logger).send(message);
    expect(log.written()).toContain("123456");
    expect(log.written()).not.toContain("member@example.com");
  });

  it("keeps the text (and its code) out of the log when told to, as production does", async () => {
    const log = capturingLogger();
    await outboxMailer(database.db, log.logger, { logBody: false }).send(message);
    expect(log.written()).toContain("mail kept in the outbox");
    expect(log.written()).not.toContain("123456");
  });
});
