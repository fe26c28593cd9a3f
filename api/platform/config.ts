import { z } from "zod";

// docs/architecture.md §8: every setting comes from the environment and is checked once, at start-up.
// These are the API's own settings: what `npm run start:api` reads. The web server (server/config.ts)
// adds its own to them, since by default it runs the API in its process.

export const port = (fallback: number) =>
  z.coerce
    .number({ invalid_type_error: "must be a whole number from 1 to 65535" })
    .int("must be a whole number from 1 to 65535")
    .min(1, "must be a whole number from 1 to 65535")
    .max(65535, "must be a whole number from 1 to 65535")
    .default(fallback);

export const optionalUrl = (protocols: string[], hint: string) =>
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

/** A whole number from `min` to `max`, in `unit` when it has one ("minute" → "at least 1 minute", "at most 1440 minutes"). */
export const wholeNumber = (min: number, max: number, fallback: number, unit?: string) => {
  const of = (n: number) => (unit ? ` ${unit}${n === 1 ? "" : "s"}` : "");
  const whole = `must be a whole number${unit ? ` of ${unit}s` : ""}`;
  return z.coerce
    .number({ invalid_type_error: whole })
    .int(whole)
    .min(min, `must be at least ${min}${of(min)}`)
    .max(max, `must be at most ${max}${of(max)}`)
    .default(fallback);
};

export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Settings every process reads, web server or API alone. */
export const sharedSettings = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
  IDLE_TIMEOUT_MINUTES: wholeNumber(1, 1440, 30, "minute"),
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
};

/** The API's own settings: its port, its database, its limits and its mail. */
export const apiSettings = {
  ...sharedSettings,
  API_PORT: port(3001),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"], "must be a postgres:// or postgresql:// URL"),
  PGLITE_DIR: z.string().trim().min(1, "must not be empty").default("./data/pg"),
  AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 100_000, 20),
  /** Questions to the assistant per member (or per visitor's address) per minute. */
  ASSISTANT_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 100_000, 20),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z.string().trim().min(3, "must be a sender address").default("EnPlus World <no-reply@enplus.world>"),
  /**
   * The key of members' identity and bank data: the SSN's keyed hash (HMAC-SHA-256) and the
   * AES-256-GCM encryption of SSNs and bank account numbers. A development key when unset; required
   * in production. Changing it makes stored numbers unreadable and SSN hashes unmatched.
   */
  INVESTOR_DATA_KEY: optionalText.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
  /** How long a deposit or withdrawal stays pending before its settlement job runs (issue "Investor accounts for real" §4). */
  FUNDS_SETTLEMENT_SECONDS: wholeNumber(0, 604_800, 10, "second"),
  /** How long an order stays in review (its countdown) before the order-execution job fills it (issue "Trading" §2). */
  ORDER_REVIEW_SECONDS: wholeNumber(0, 86_400, 300, "second"),
  /**
   * An OpenAI-compatible chat model for Enne's answers (issue "Enne, the assistant" §1): used only
   * when all three are set; its failure or silence falls back to the answer composed from content.
   */
  AI_BASE_URL: optionalUrl(["http:", "https:"], "must be an http:// or https:// URL (the path before /chat/completions)"),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  /** How long the model may stay silent (before its first word or between two) before the fallback. */
  AI_TIMEOUT_MS: wholeNumber(100, 120_000, 15_000),
};

/** The development key of INVESTOR_DATA_KEY: only for development and tests. */
export const DEV_INVESTOR_DATA_KEY = "enplus-development-investor-data-key-change-me";

/** Secrets the API cannot run without in production. */
export function requireApiSecrets(c: { NODE_ENV: string; INVESTOR_DATA_KEY?: string }, ctx: z.RefinementCtx) {
  if (c.NODE_ENV === "production" && !c.INVESTOR_DATA_KEY) {
    ctx.addIssue({ code: "custom", path: ["INVESTOR_DATA_KEY"], message: "is required in production" });
  }
}

const apiConfigSchema = z.object(apiSettings).superRefine(requireApiSecrets);

export type ApiConfig = z.infer<typeof apiConfigSchema>;

export type SettingsResult<T> = { ok: true; config: T } | { ok: false; error: string };

/** Parses the environment with a schema; the error is one line naming the variable and what is wrong. */
export function parseSettings<S extends z.ZodTypeAny>(schema: S, env: Record<string, string | undefined>): SettingsResult<z.infer<S>> {
  const result = schema.safeParse(env);
  if (result.success) return { ok: true, config: result.data };
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? "environment");
  const value = env[name];
  const shown = value === undefined || /SECRET|URL|KEY/.test(name) ? "" : ` (got "${value}")`;
  return { ok: false, error: `Invalid configuration: ${name} ${issue.message}${shown}` };
}

export const parseApiConfig = (env: Record<string, string | undefined>) => parseSettings(apiConfigSchema, env);

/** For entry points: a bad value stops the process with that one line. */
export function configOrExit<T>(result: SettingsResult<T>): T {
  if (!result.ok) {
    process.stderr.write(`${result.error}\n`);
    process.exit(1);
  }
  return result.config;
}

/** The API's settings as createApi takes them. */
export function apiSettingsOf(
  config: Pick<ApiConfig, "IDLE_TIMEOUT_MINUTES" | "AUTH_RATE_LIMIT_PER_MINUTE" | "TRUST_PROXY" | "INVESTOR_DATA_KEY" | "FUNDS_SETTLEMENT_SECONDS" | "ORDER_REVIEW_SECONDS"> & Partial<Pick<ApiConfig, "ASSISTANT_RATE_LIMIT_PER_MINUTE" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS">>,
) {
  return {
    idleTimeoutMinutes: config.IDLE_TIMEOUT_MINUTES,
    authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    trustClientIpHeader: config.TRUST_PROXY !== false,
    investorDataKey: config.INVESTOR_DATA_KEY ?? DEV_INVESTOR_DATA_KEY,
    fundsSettlementSeconds: config.FUNDS_SETTLEMENT_SECONDS,
    orderReviewSeconds: config.ORDER_REVIEW_SECONDS,
    assistantRateLimitPerMinute: config.ASSISTANT_RATE_LIMIT_PER_MINUTE ?? 20,
    assistantModel:
      config.AI_BASE_URL && config.AI_API_KEY && config.AI_MODEL
        ? { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS ?? 15_000 }
        : null,
  };
}
