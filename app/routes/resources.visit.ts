import { randomUUID } from "node:crypto";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { pageViewSchema } from "../../core/pageview";
import { commitSession, getSession } from "../session/session.server";
import { UpstreamError } from "../upstream/errors";
import { recordPageView } from "../upstream/page-views.server";
import { upstreamFor } from "../upstream/scope.server";

/** spec §4/§7 visitor record: the browser posts {pageUrl}; the visitor id lives in the session cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return data({ message: "Use POST" }, { status: 405 });
  const body = pageViewSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return data({ message: "pageUrl must be a path on this site" }, { status: 400 });

  const session = await getSession(request, context);
  let visitorId = session.get("visitorId");
  const isNewVisitor = !visitorId;
  if (!visitorId) {
    visitorId = randomUUID();
    session.set("visitorId", visitorId);
  }
  const headers = isNewVisitor ? { "Set-Cookie": await commitSession(session, context) } : undefined;
  try {
    const result = await recordPageView(upstreamFor(request, context, { visitorId }), body.data);
    return data(result, { headers });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data({ message: error.message }, { status: 502, headers });
  }
}
