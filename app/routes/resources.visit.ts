import type { ActionFunctionArgs } from "@remix-run/node";
import { pageViewSchema } from "#core/pageview";
import { visitorOf } from "~/session/visitor.server";
import { UpstreamError } from "~/upstream/errors";
import { recordPageView } from "~/upstream/page-views.server";
import { upstreamFor } from "~/upstream/scope.server";

/**
 * requirements §4/§7 visitor record: the browser posts {pageUrl}; the visitor id lives in its own
 * cookie (visitor.server.ts), so this call never writes the session.
 * A resource route answers with plain Responses (Remix 2 keeps data() statuses only for page routes).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ message: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
  const body = pageViewSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return Response.json({ message: "pageUrl must be a path on this site" }, { status: 400 });

  const { visitorId, setCookie } = await visitorOf(request, context);
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  try {
    const result = await recordPageView(upstreamFor(request, context, { visitorId, silent: true }), body.data);
    return Response.json(result, { headers });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return Response.json({ message: error.message }, { status: 502, headers });
  }
}
