import type { Logger } from "pino";
import type { Database, DatabaseHandle } from "../db/connection";
import type { Mailer } from "./mail/mailer";
import type { authSessions, users } from "../db/schema";

export type ApiSettings = {
  /** A session unused this long is ended (issue: sign-out and inactivity). */
  idleTimeoutMinutes: number;
  /** Authentication posts allowed per client address per minute. */
  authRateLimitPerMinute: number;
  /** Take the client address from X-Client-Ip even on socket calls (the API sits behind our web app). */
  trustClientIpHeader: boolean;
  /** The key of the SSN's keyed hash and of the encryption of SSNs and bank account numbers. */
  investorDataKey: string;
  /** How long a transfer stays pending before its settlement job is due. */
  fundsSettlementSeconds: number;
  /** How long an order stays in review before it is filled (ORDER_REVIEW_SECONDS). */
  orderReviewSeconds: number;
  /** Questions to the assistant per member (or visitor address) per minute. */
  assistantRateLimitPerMinute: number;
  /** An OpenAI-compatible chat model that writes Enne's answers from the passages; null: the composed answer. */
  assistantModel: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
};

export const DEFAULT_API_SETTINGS: ApiSettings = {
  idleTimeoutMinutes: 30,
  authRateLimitPerMinute: 20,
  trustClientIpHeader: false,
  investorDataKey: "enplus-development-investor-data-key-change-me",
  fundsSettlementSeconds: 10,
  orderReviewSeconds: 300,
  assistantRateLimitPerMinute: 20,
  assistantModel: null,
};

export type ApiDependencies = {
  database: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  settings: ApiSettings;
};

/** Per-request values every route can read from the context. */
export type ApiEnv = {
  Variables: {
    db: Database;
    logger: Logger;
    mailer: Mailer;
    settings: ApiSettings;
    /** requirements §7: the caller's IANA time zone from the Time-Zone header, UTC when absent or unknown. */
    timeZone: string;
    requestId: string;
    clientIp: string;
    /** Set by requireSession. */
    session: typeof authSessions.$inferSelect;
    user: typeof users.$inferSelect;
    /** Set by requireSession when asked to read it with the session; else undefined. */
    dataVersion: string | undefined;
  };
};
