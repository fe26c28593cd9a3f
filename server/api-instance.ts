import type { Logger } from "pino";
import { createApi } from "../api/app";
import type { DatabaseHandle } from "../api/db/connection";
import { outboxMailer, smtpMailer } from "../api/mail/mailer";
import type { Config } from "./config";

/** The API as the configuration asks for it: mail over SMTP or into the outbox, limits and timeouts. */
export function createConfiguredApi(config: Config, database: DatabaseHandle, logger: Logger) {
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(database.db, logger, { logBody: config.NODE_ENV !== "production" });
  return createApi({
    database,
    logger,
    mailer,
    settings: {
      idleTimeoutMinutes: config.IDLE_TIMEOUT_MINUTES,
      authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
      trustClientIpHeader: config.TRUST_PROXY !== false,
    },
  });
}
