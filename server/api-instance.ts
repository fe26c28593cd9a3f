import type { Logger } from "pino";
import { createApi } from "../api/app";
import type { DatabaseHandle } from "../api/db/connection";
import { investorJobHandlers } from "../api/modules/investor/transfers";
import { taxJobHandlers } from "../api/modules/tax/business";
import { apiSettingsOf, type ApiConfig } from "../api/platform/config";
import { startJobRunner, type JobRunner } from "../api/platform/jobs";
import { outboxMailer, smtpMailer } from "../api/platform/mail/mailer";

/** The API as the configuration asks for it: mail over SMTP or into the outbox, limits and timeouts. */
export function createConfiguredApi(config: ApiConfig, database: DatabaseHandle, logger: Logger) {
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(database.db, logger, { logBody: config.NODE_ENV !== "production" });
  return createApi({ database, logger, mailer, settings: apiSettingsOf(config) });
}

/**
 * The process's job runner (docs/decisions/008): one loop claiming due jobs of the kinds the API
 * has handlers for (the settlement of transfers, tax payment reminders). Stop it before the database closes.
 */
export function startConfiguredJobs(database: DatabaseHandle, logger: Logger): JobRunner {
  return startJobRunner({ db: database.db, handlers: { ...investorJobHandlers(), ...taxJobHandlers() }, logger: logger.child({ component: "jobs" }) });
}
