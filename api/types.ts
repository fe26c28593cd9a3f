import type { Logger } from "pino";
import type { Database, DatabaseHandle } from "./db/connection";

export type ApiDependencies = {
  database: DatabaseHandle;
  logger: Logger;
};

/** Per-request values every route can read from the context. */
export type ApiEnv = {
  Variables: {
    db: Database;
    logger: Logger;
    /** spec §7: the caller's IANA time zone from the Time-Zone header, UTC when absent or unknown. */
    timeZone: string;
    requestId: string;
  };
};
