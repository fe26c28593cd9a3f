import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { Endpoint, ResponseData } from "../../core/contracts/endpoint";
import { fail, ok, type ErrorCode } from "../../core/envelope";
import { issueMessage } from "../../core/issue-message";

// Shared response and input helpers for every API route: the envelope of docs/architecture.md §7.

export function respond<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200) {
  return c.json(ok(data, message), status);
}

/**
 * Answers `contract`'s success: the data is typed from its response schema, and outside production
 * it is checked against it too, so an answer that drifts from the contract fails the tests.
 */
export function respondWith<E extends Endpoint>(
  c: Context,
  contract: E,
  data: ResponseData<E>,
  message?: string,
  status: ContentfulStatusCode = 200,
) {
  if (process.env.NODE_ENV !== "production") {
    const checked = contract.response.safeParse(data);
    if (!checked.success) throw new Error(`${contract.method} ${contract.path}: the answer does not match its contract: ${checked.error.message}`);
  }
  return respond(c, data, message, status);
}

/**
 * How long an answer that is the same for every caller may be kept by whoever reads it (a browser,
 * a shared cache, the web app's upstream client: docs/decisions/042). Seconds, as the page cache's
 * freshness: the editorial answers change only when the content is seeded again.
 */
export const PUBLIC_ANSWER_SECONDS = 5;

/**
 * Marks the answer being made as the same for every caller who sends the same values of the
 * request headers in `varyOn` (the daily tip varies on Time-Zone): it may be kept for
 * PUBLIC_ANSWER_SECONDS. Only for a success whose data depends on nothing else of the caller.
 */
export function answerKeptForEveryone(c: Context, varyOn: string[] = []) {
  c.header("Cache-Control", `public, max-age=${PUBLIC_ANSWER_SECONDS}`);
  if (varyOn.length > 0) c.header("Vary", varyOn.join(", "));
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
  return field ? `${field}: ${issueMessage(issue)}` : issueMessage(issue);
}

/** A body read as JSON, or the 400 response that says it is not. */
export type ReadBody = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * The body as JSON, or the 400 that says it is not. With `optional`, an absent or blank body reads
 * as `{}`: for endpoints whose fields are all optional, or that take none and still refuse unknown ones.
 */
export async function readJsonBody(c: Context, { optional = false }: { optional?: boolean } = {}): Promise<ReadBody> {
  const text = await c.req.text();
  if (optional && text.trim() === "") return { ok: true, body: {} };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, response: reject(c, 400, "BadRequest", "Request body must be valid JSON") };
  }
}

export async function parseJsonBody<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<Parsed<z.infer<S>>> {
  const read = await readJsonBody(c);
  if (!read.ok) return read;
  const result = schema.safeParse(read.body);
  if (!result.success) return { ok: false, response: reject(c, 400, "BadRequest", firstIssue(result.error)) };
  return { ok: true, value: result.data };
}

export function parseQuery<S extends z.ZodTypeAny>(c: Context, schema: S): Parsed<z.infer<S>> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) return { ok: false, response: reject(c, 400, "BadRequest", firstIssue(result.error)) };
  return { ok: true, value: result.data };
}

/** requirements §7: login is form-encoded. A file where text belongs is refused by the schema. */
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

/** One problem of a refused body: the field's dotted path ("" for the body itself) and what is wrong. */
export type FieldIssue = { field: string; message: string };

/** Every problem zod found, unknown fields named one by one. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ field: [...issue.path, key].join("."), message: "Unknown field" }))
      : [{ field: issue.path.join("."), message: issueMessage(issue) }],
  );
}

/**
 * The 422 ValidationFailed answer: `data.issues` lists the problems, and the message names each
 * ("field: message; …"), after `lead` when the refusal has a sentence of its own to say first.
 * Every 422 of the API is made here, so a client reads them all one way.
 */
export function validationFailed(c: Context, issues: FieldIssue[], lead?: string) {
  const listed = issues.map((issue) => (issue.field ? `${issue.field}: ${issue.message}` : issue.message)).join("; ");
  return c.json({ ...fail("ValidationFailed", lead ? `${lead} ${listed}` : listed), data: { issues } }, 422);
}

/** A body already read, checked against a `.strict()` schema: the value, or the 422 naming every problem field. */
export function validateBody<S extends z.ZodTypeAny>(c: Context, schema: S, body: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, response: validationFailed(c, fieldIssues(result.error)) };
}

/**
 * For endpoints whose schema is `.strict()`: a body that is not JSON is a 400 BadRequest; JSON the
 * schema refuses is a 422 ValidationFailed whose message names every problem field (unknown ones
 * included) and whose data lists them as `{ issues: [{ field, message }] }`. `optional` as in readJsonBody.
 */
export async function validateJsonBody<S extends z.ZodTypeAny>(c: Context, schema: S, options: { optional?: boolean } = {}): Promise<Parsed<z.output<S>>> {
  const read = await readJsonBody(c, options);
  if (!read.ok) return read;
  return validateBody(c, schema, read.body);
}

/**
 * A service's expected refusal, told apart by status: nothing of the caller's by that id (404), a
 * state that forbids the change (409), or one field's value refused (422, naming the field).
 */
export type Refusal = { ok: false; status: 404 | 409; message: string } | { ok: false; status: 422; field: string; message: string };

/** A Refusal as the API answers it: 404 NotFound, 409 Conflict, or the 422 of validationFailed. */
export function refused(c: Context, refusal: Refusal) {
  if (refusal.status === 422) return validationFailed(c, [{ field: refusal.field, message: refusal.message }]);
  return reject(c, refusal.status, refusal.status === 404 ? "NotFound" : "Conflict", refusal.message);
}
