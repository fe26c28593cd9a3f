import { availableParallelism } from "node:os";
import { z } from "zod";
import { apiSettings, configOrExit, requireApiSecrets, optionalText, optionalUrl, parseSettings, port, wholeNumber, type SettingsResult } from "../api/platform/config";

// docs/architecture.md §8: every setting comes from the environment and is checked once, at start-up.
// The web server reads its own settings and, since it runs the API in its process unless
// UPSTREAM_API_URL is set, the API's too (api/platform/config.ts).

/** More processes than this is a typo, not a machine. */
const MAX_WEB_CONCURRENCY = 256;

const DEV_SESSION_SECRET = "enplus-development-secret-change-me";

/** The web app's own settings: its port, its cookie secrets, the upstream API and the bot check. */
const webSettings = {
  PORT: port(3000),
  SESSION_SECRET: optionalText.refine(
    (v) => v === undefined || v.split(",").every((s) => s.trim().length >= 16),
    "must be one or more comma-separated secrets of at least 16 characters",
  ),
  UPSTREAM_API_URL: optionalUrl(["http:", "https:"], "must be an http:// or https:// URL"),
  UPSTREAM_TIMEOUT_MS: wholeNumber(100, 600_000, 60_000, "millisecond"),
  // Anonymous public pages kept in memory for this many seconds, then served stale while one render
  // refreshes them (docs/decisions/023); 0 turns the cache off.
  PAGE_CACHE_SECONDS: wholeNumber(0, 3600, 5, "second"),
  // A member's rendered page sent again to the same session for this many seconds while their data
  // version stays the same, then for as long again while one render replaces it
  // (docs/decisions/038); 0 turns the member page cache off.
  MEMBER_PAGE_CACHE_SECONDS: wholeNumber(0, 60, 5, "second"),
  // Requests worked on at once by this process; the rest wait their turn (server/concurrency-limit.ts,
  // docs/decisions/025). 0: no limit.
  MAX_CONCURRENT_REQUESTS: wholeNumber(0, 10_000, 4, "request"),
  // Server processes on one port (server/cluster.ts, docs/decisions/024): a whole number, or "auto"
  // for one per available core. Only with DATABASE_URL or UPSTREAM_API_URL: PGlite keeps one process.
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .default("1")
    .transform((v, ctx): number => {
      if (v === "") return 1;
      if (v.toLowerCase() === "auto") return availableParallelism();
      const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
      if (n >= 1 && n <= MAX_WEB_CONCURRENCY) return n;
      ctx.addIssue({ code: "custom", message: `must be "auto" or a whole number from 1 to ${MAX_WEB_CONCURRENCY}` });
      return z.NEVER;
    }),
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET: optionalText,
  TURNSTILE_VERIFY_URL: z
    .string()
    .trim()
    .url("must be an http(s) URL")
    .default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
};

const configSchema = z
  .object({ ...apiSettings, ...webSettings })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === "production" && !c.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
    requireApiSecrets(c, ctx);
  });

export type Config = Omit<z.infer<typeof configSchema>, "SESSION_SECRET"> & { sessionSecrets: string[] };

export type ConfigResult = SettingsResult<Config>;

/** Parses the environment; the error is one line naming the variable and what is wrong. */
export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  const result = parseSettings(configSchema, env);
  if (!result.ok) return result;
  const { SESSION_SECRET, ...rest } = result.config;
  const sessionSecrets = (SESSION_SECRET ?? DEV_SESSION_SECRET).split(",").map((s) => s.trim());
  return { ok: true, config: { ...rest, sessionSecrets } };
}

/** For entry points: a bad value stops the process with that one line. */
export function loadConfigOrExit(env = process.env): Config {
  return configOrExit(parseConfig(env));
}
