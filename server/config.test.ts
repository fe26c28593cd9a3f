import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";

describe("configuration (docs/architecture.md §8)", () => {
  it("works with no environment at all, on the embedded defaults", () => {
    const result = parseConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      PORT: 3000,
      API_PORT: 3001,
      PGLITE_DIR: "./data/pg",
      UPSTREAM_TIMEOUT_MS: 60_000,
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      PAGE_CACHE_SECONDS: 5,
      MEMBER_PAGE_CACHE_SECONDS: 5,
      MAX_CONCURRENT_REQUESTS: 4,
      WEB_CONCURRENCY: 1,
    });
    expect(result.config.DATABASE_URL).toBeUndefined();
    expect(result.config.UPSTREAM_API_URL).toBeUndefined();
    expect(result.config.sessionSecrets).toHaveLength(1);
  });

  it("reads every setting", () => {
    const result = parseConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u:p@db:5432/enplus",
      UPSTREAM_API_URL: "http://api:3001",
      UPSTREAM_TIMEOUT_MS: "2000",
      SMTP_URL: "smtp://mail:25",
      SESSION_SECRET: "first-secret-0123456789, older-secret-0123456789",
      TRUST_PROXY: "1",
      LOG_LEVEL: "debug",
    });
    expect(result.ok && result.config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: "postgres://u:p@db:5432/enplus",
      UPSTREAM_TIMEOUT_MS: 2000,
      TRUST_PROXY: 1,
      sessionSecrets: ["first-secret-0123456789", "older-secret-0123456789"],
    });
  });

  it.each([
    ["3", 3],
    [" 12 ", 12],
    ["1", 1],
    ["", 1],
  ])("WEB_CONCURRENCY=%o runs %i server processes", (value, expected) => {
    const result = parseConfig({ WEB_CONCURRENCY: value });
    expect(result.ok && result.config.WEB_CONCURRENCY).toBe(expected);
  });

  it("WEB_CONCURRENCY=auto runs one server process per available core", () => {
    for (const value of ["auto", "AUTO"]) {
      const result = parseConfig({ WEB_CONCURRENCY: value });
      expect(result.ok && result.config.WEB_CONCURRENCY).toBe(availableParallelism());
    }
  });

  it.each([
    [{ PORT: "abc" }, 'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: "70000" }, 'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ UPSTREAM_TIMEOUT_MS: "soon" }, 'Invalid configuration: UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds (got "soon")'],
    [{ DATABASE_URL: "mysql://x" }, "Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL"],
    [{ UPSTREAM_API_URL: "not a url" }, "Invalid configuration: UPSTREAM_API_URL must be an http:// or https:// URL"],
    [{ LOG_LEVEL: "loud" }, expect.stringMatching(/^Invalid configuration: LOG_LEVEL .*\(got "loud"\)$/)],
    [{ SESSION_SECRET: "short" }, "Invalid configuration: SESSION_SECRET must be one or more comma-separated secrets of at least 16 characters"],
    [{ NODE_ENV: "production" }, "Invalid configuration: SESSION_SECRET is required in production"],
    [{ PAGE_CACHE_SECONDS: "-1" }, 'Invalid configuration: PAGE_CACHE_SECONDS must be at least 0 seconds (got "-1")'],
    [{ MEMBER_PAGE_CACHE_SECONDS: "61" }, 'Invalid configuration: MEMBER_PAGE_CACHE_SECONDS must be at most 60 seconds (got "61")'],
    [{ MAX_CONCURRENT_REQUESTS: "eight" }, 'Invalid configuration: MAX_CONCURRENT_REQUESTS must be a whole number of requests (got "eight")'],
    [{ WEB_CONCURRENCY: "0" }, 'Invalid configuration: WEB_CONCURRENCY must be "auto" or a whole number from 1 to 256 (got "0")'],
    [{ WEB_CONCURRENCY: "-2" }, 'Invalid configuration: WEB_CONCURRENCY must be "auto" or a whole number from 1 to 256 (got "-2")'],
    [{ WEB_CONCURRENCY: "1.5" }, 'Invalid configuration: WEB_CONCURRENCY must be "auto" or a whole number from 1 to 256 (got "1.5")'],
    [{ WEB_CONCURRENCY: "257" }, 'Invalid configuration: WEB_CONCURRENCY must be "auto" or a whole number from 1 to 256 (got "257")'],
    [{ WEB_CONCURRENCY: "many" }, 'Invalid configuration: WEB_CONCURRENCY must be "auto" or a whole number from 1 to 256 (got "many")'],
    [{ TRUST_PROXY: "yes please!" }, expect.stringMatching(/^Invalid configuration: TRUST_PROXY must be/)],
  ])("%o is refused with one line naming the variable", (env, message) => {
    const result = parseConfig(env);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual(message);
    expect(result.error).not.toContain("\n");
  });
});
