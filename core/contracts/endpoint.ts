import { z } from "zod";

// One endpoint of the web ↔ API contract: its method and path, what it takes and what it answers.
// The API validates its input with `body`/`form`/`query` and types its answer from `response`; the
// web client (app/upstream/client.server.ts callContract) builds the call from it and parses the
// answer's data with `response`, so a shape that drifts fails a test instead of reaching a member.

export type Endpoint = {
  method: "GET" | "POST" | "DELETE";
  /** The full path; ":name" segments are filled from `params`, e.g. "/api/video/detail/:id". */
  path: string;
  /** A JSON body. */
  body?: z.ZodTypeAny;
  /** A form-encoded body (requirements §7: login is form-encoded). */
  form?: z.ZodTypeAny;
  query?: z.ZodTypeAny;
  /** The path's ":name" segments. */
  params?: z.ZodTypeAny;
  /** The envelope's data on success. */
  response: z.ZodTypeAny;
};

export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** What a caller of `E` gives: each part as the client writes it (before the schema's transforms). */
export type EndpointInput<E extends Endpoint> = (E["body"] extends z.ZodTypeAny ? { body: z.input<E["body"]> } : unknown) &
  (E["form"] extends z.ZodTypeAny ? { form: z.input<E["form"]> } : unknown) &
  (E["query"] extends z.ZodTypeAny ? { query?: z.input<E["query"]> } : unknown) &
  (E["params"] extends z.ZodTypeAny ? { params: z.input<E["params"]> } : unknown);

/** The answer's data as the API writes it, and as the client has it after parsing. */
export type ResponseData<E extends Endpoint> = z.input<E["response"]>;
export type ParsedResponse<E extends Endpoint> = z.output<E["response"]>;

/** The path of `e` with its ":name" segments filled in, each URI-encoded. */
export function endpointPath(e: Endpoint, params: Record<string, string | number> = {}): string {
  return e.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${e.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path as a route of the API app, which is mounted under /api. */
export const routePath = (e: Endpoint): string => e.path.replace(/^\/api/, "");

/** The body of an endpoint that takes no fields: none, or `{}`; any field is refused by name (422). */
export const emptyBodySchema = z.object({}).strict();
