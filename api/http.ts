import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { fail, ok, type ErrorCode } from "../core/envelope";

// Shared response and input helpers for every API route: the envelope of ARCHITECTURE §7.

export function respond<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200) {
  return c.json(ok(data, message), status);
}

export function reject(c: Context, status: ContentfulStatusCode, errorCode: ErrorCode, message: string) {
  return c.json(fail(errorCode, message), status);
}

/** A typed result: the parsed value, or the 400 response that names the first problem. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

export async function parseJsonBody<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<Parsed<z.infer<S>>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: reject(c, 400, "BadRequest", "Request body must be valid JSON") };
  }
  const result = schema.safeParse(body);
  if (!result.success) return { ok: false, response: reject(c, 400, "BadRequest", firstIssue(result.error)) };
  return { ok: true, value: result.data };
}

export function parseQuery<S extends z.ZodTypeAny>(c: Context, schema: S): Parsed<z.infer<S>> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) return { ok: false, response: reject(c, 400, "BadRequest", firstIssue(result.error)) };
  return { ok: true, value: result.data };
}

/** spec §7: login is form-encoded. A file where text belongs is refused by the schema. */
export async function parseFormBody<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<Parsed<z.infer<S>>> {
  let body: Record<string, unknown>;
  try {
    const type = c.req.header("Content-Type") ?? "";
    body = type.includes("application/json") ? await c.req.json() : await c.req.parseBody();
  } catch {
    return { ok: false, response: reject(c, 400, "BadRequest", "Request body must be a form") };
  }
  const result = schema.safeParse(body);
  if (!result.success) return { ok: false, response: reject(c, 400, "BadRequest", firstIssue(result.error)) };
  return { ok: true, value: result.data };
}
