import type { Logger } from "pino";
import { createApi } from "../api/app";
import type { DatabaseHandle } from "../api/db/connection";
import { investmentJobHandlers } from "../api/modules/investment/execution";
import { ensurePrices } from "../api/modules/investment/prices";
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
 * has handlers for (the settlement of transfers, the execution of orders, the daily closes, tax
 * payment reminders). The price history is written first if missing, and the next daily price job
 * queued. Stop it before the database closes.
 */
export function startConfiguredJobs(database: DatabaseHandle, logger: Logger): JobRunner {
  const jobsLogger = logger.child({ component: "jobs" });
  ensurePrices(database.db).catch((error: unknown) => jobsLogger.error({ err: error }, "could not write the price history; it is retried on the first request that needs it"));
  return startJobRunner({ db: database.db, handlers: { ...investorJobHandlers(), ...investmentJobHandlers(), ...taxJobHandlers() }, logger: jobsLogger });
}
