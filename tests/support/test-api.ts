import { desc } from "drizzle-orm";
import { createApi } from "../../api/app";
import { mailOutbox } from "../../api/db/schema";
import { outboxMailer } from "../../api/mail/mailer";
import { DEFAULT_API_SETTINGS, type ApiSettings } from "../../api/types";
import { openTestDatabase, silentLogger } from "./test-database";

/** The real API on a fresh test database; mail goes to the outbox table, where tests read codes. */
export async function openTestApi(settings: Partial<ApiSettings> = {}) {
  const database = await openTestDatabase();
  const api = createApi({
    database,
    logger: silentLogger,
    mailer: outboxMailer(database.db, silentLogger),
    settings: { ...DEFAULT_API_SETTINGS, authRateLimitPerMinute: 1000, ...settings },
  });
  /** The code in the newest mail to `to`. */
  const lastCode = async (to: string): Promise<string> => {
    const mails = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
    const mail = mails.find((m) => m.toAddress.toLowerCase() === to.toLowerCase());
    const code = /Your EnPlus World code: (\d{6})/.exec(mail?.textBody ?? "")?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  };
  return { api, database, lastCode };
}
