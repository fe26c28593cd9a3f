import { pino, type Logger } from "pino";
import type { ApiConfig } from "../api/platform/config";

/** JSON lines to stdout; secrets never reach the log (docs/architecture.md, issue: observability). */
export function createLogger(config: Pick<ApiConfig, "LOG_LEVEL">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: "enplus-world" },
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.matchingPassword",
        "*.code",
        "*.verifyCode",
        "*.token",
        "*.ssn",
        "*.*.ssn",
      ],
      censor: "[redacted]",
    },
  });
}
