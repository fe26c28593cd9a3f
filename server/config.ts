import { z } from "zod";

// ARCHITECTURE §8: every setting comes from the environment and is checked once, at start-up.

const DEV_SESSION_SECRET = "enplus-development-secret-change-me";

const port = (fallback: number) =>
  z.coerce
    .number({ invalid_type_error: "must be a whole number from 1 to 65535" })
    .int("must be a whole number from 1 to 65535")
    .min(1, "must be a whole number from 1 to 65535")
    .max(65535, "must be a whole number from 1 to 65535")
    .default(fallback);

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, hint);

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port(3000),
    HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
    API_PORT: port(3001),
    SESSION_SECRET: optionalText.refine(
      (v) => v === undefined || v.split(",").every((s) => s.trim().length >= 16),
      "must be one or more comma-separated secrets of at least 16 characters",
    ),
    DATABASE_URL: optionalUrl(["postgres:", "postgresql:"], "must be a postgres:// or postgresql:// URL"),
    PGLITE_DIR: z.string().trim().min(1, "must not be empty").default("./data/pg"),
    UPSTREAM_API_URL: optionalUrl(["http:", "https:"], "must be an http:// or https:// URL"),
    UPSTREAM_TIMEOUT_MS: z.coerce
      .number({ invalid_type_error: "must be a whole number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(100, "must be at least 100 milliseconds")
      .max(600_000, "must be at most 600000 milliseconds")
      .default(60_000),
    IDLE_TIMEOUT_MINUTES: z.coerce
      .number({ invalid_type_error: "must be a whole number of minutes" })
      .int("must be a whole number of minutes")
      .min(1, "must be at least 1 minute")
      .max(1440, "must be at most 1440 minutes")
      .default(30),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ invalid_type_error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(100_000, "must be at most 100000")
      .default(20),
    SMTP_URL: optionalUrl(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL"),
    MAIL_FROM: z.string().trim().min(3, "must be a sender address").default("EnPlus World <no-reply@enplus.world>"),
    TURNSTILE_SITE_KEY: optionalText,
    TURNSTILE_SECRET: optionalText,
    TURNSTILE_VERIFY_URL: z
      .string()
      .trim()
      .url("must be an http(s) URL")
      .default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: z
      .string()
      .trim()
      .default("false")
      .transform((v, ctx): boolean | number | string => {
        if (v === "" || v === "false") return false;
        if (v === "true") return true;
        if (/^\d+$/.test(v)) return Number(v);
        if (/^[\w.:/, -]+$/.test(v)) return v; // addresses, subnets or names such as "loopback"
        ctx.addIssue({ code: "custom", message: 'must be "true", "false", a hop count or a list of addresses' });
        return z.NEVER;
      }),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === "production" && !c.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
  });

export type Config = Omit<z.infer<typeof configSchema>, "SESSION_SECRET"> & { sessionSecrets: string[] };

export type ConfigResult = { ok: true; config: Config } | { ok: false; error: string };

/** Parses the environment; the error is one line naming the variable and what is wrong. */
export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const value = env[name];
    const shown = value === undefined || /SECRET|URL/.test(name) ? "" : ` (got "${value}")`;
    return { ok: false, error: `Invalid configuration: ${name} ${issue.message}${shown}` };
  }
  const { SESSION_SECRET, ...rest } = result.data;
  const sessionSecrets = (SESSION_SECRET ?? DEV_SESSION_SECRET).split(",").map((s) => s.trim());
  return { ok: true, config: { ...rest, sessionSecrets } };
}

/** For entry points: a bad value stops the process with that one line. */
export function loadConfigOrExit(env = process.env): Config {
  const result = parseConfig(env);
  if (!result.ok) {
    process.stderr.write(`${result.error}\n`);
    process.exit(1);
  }
  return result.config;
}
