import { describe, expect, it } from "vitest";
import { parseApiConfig } from "./config";

describe("the API's own configuration (docs/architecture.md §8)", () => {
  it("works with no environment at all, on the embedded defaults", () => {
    const result = parseApiConfig({});
    expect(result.ok && result.config).toMatchObject({ API_PORT: 3001, PGLITE_DIR: "./data/pg", IDLE_TIMEOUT_MINUTES: 30, AUTH_RATE_LIMIT_PER_MINUTE: 20, ORDER_REVIEW_SECONDS: 300 });
  });

  it("starts in production without SESSION_SECRET, which only the web app reads", () => {
    const result = parseApiConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://u:p@db:5432/enplus", INVESTOR_DATA_KEY: "k".repeat(32) });
    expect(result.ok).toBe(true);
    expect(result.ok && "SESSION_SECRET" in result.config).toBe(false);
  });

  it("ignores the web app's settings, however they are set", () => {
    const result = parseApiConfig({ PORT: "not a port", UPSTREAM_API_URL: "not a url", SESSION_SECRET: "short" });
    expect(result.ok).toBe(true);
  });

  it.each([
    [{ API_PORT: "70000" }, 'Invalid configuration: API_PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ DATABASE_URL: "mysql://x" }, "Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL"],
    [{ SMTP_URL: "http://mail" }, "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL"],
    [{ NODE_ENV: "production" }, "Invalid configuration: INVESTOR_DATA_KEY is required in production"],
    [{ INVESTOR_DATA_KEY: "short" }, "Invalid configuration: INVESTOR_DATA_KEY must be at least 32 characters"],
    [{ FUNDS_SETTLEMENT_SECONDS: "-1" }, 'Invalid configuration: FUNDS_SETTLEMENT_SECONDS must be at least 0 seconds (got "-1")'],
    [{ ORDER_REVIEW_SECONDS: "86401" }, 'Invalid configuration: ORDER_REVIEW_SECONDS must be at most 86400 seconds (got "86401")'],
    [{ ORDER_REVIEW_SECONDS: "1.5" }, 'Invalid configuration: ORDER_REVIEW_SECONDS must be a whole number of seconds (got "1.5")'],
  ])("%o is refused with one line naming the variable", (env, message) => {
    const result = parseApiConfig(env);
    expect(!result.ok && result.error).toBe(message);
  });
});
