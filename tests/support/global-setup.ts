import { execFileSync } from "node:child_process";
import path from "node:path";
import { startMailCapture } from "./mail-capture";
import { startServer } from "./server";

/**
 * One production server for the whole e2e run, built first when its sources are newer: fresh
 * data, free port, mail to a real SMTP capture. With TEST_DATABASE_URL (scripts/with-postgres.sh) the same suite runs on PostgreSQL.
 * Forwarded addresses are trusted so each test can act from its own client address.
 */
export default async function globalSetup() {
  // The servers the specs start are the compiled ones (build/server.js): never test a stale build.
  execFileSync(process.execPath, ["scripts/build-if-stale.mjs"], { cwd: path.resolve(import.meta.dirname, "../.."), stdio: "inherit" });
  const mail = await startMailCapture();
  const env: Record<string, string> = {
    SMTP_URL: mail.smtpUrl,
    TRUST_PROXY: "loopback",
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    // Deposits and withdrawals settle after a second, so the e2e can watch one go from pending to settled.
    FUNDS_SETTLEMENT_SECONDS: "1",
    // Orders fill 3 seconds after they are placed (issue "Trading" §3).
    ORDER_REVIEW_SECONDS: "3",
  };
  if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  const server = await startServer(env, { seedDemo: true });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_MAIL_URL = mail.inboxUrl;
  process.env.E2E_SMTP_URL = mail.smtpUrl;
  return async () => {
    const code = await server.stop();
    await mail.stop();
    if (code !== 0) throw new Error(`server exited with ${code} on SIGTERM:\n${server.output()}`);
  };
}
