import type { ActionFunctionArgs } from "@remix-run/node";
import { aiQueryRequestSchema } from "#core/contracts/assistant";
import { MESSAGES } from "#core/messages";
import { readForm } from "~/session/form-feedback.server";
import { getSession } from "~/session/session.server";
import { sendQuery } from "~/upstream/assistant.server";
import { askInputOf } from "~/utils/assistant";

/**
 * The assistant page's stream (issue "Enne, the assistant" §2): the page posts its form here with
 * JavaScript and reads the API's server-sent events as they come. Compression is off for this
 * path (server.ts), so each event reaches the browser when it is written.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ message: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
  const input = aiQueryRequestSchema.safeParse(askInputOf(await readForm(request)));
  if (!input.success) return Response.json({ message: input.error.issues[0]?.message ?? MESSAGES.somethingWentWrong }, { status: 422 });
  const session = await getSession(request, context);
  let upstream: Response;
  try {
    upstream = await sendQuery(request, context, session.get("token"), input.data);
  } catch {
    return Response.json({ message: MESSAGES.somethingWentWrong }, { status: 502 });
  }
  if (!upstream.ok || !upstream.body) {
    const text = await upstream.text().catch(() => "");
    let message: string = MESSAGES.somethingWentWrong;
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (upstream.status < 500 && typeof parsed.message === "string") message = parsed.message;
    } catch {
      // not an envelope: the general message
    }
    return Response.json({ message }, { status: upstream.status >= 500 ? 502 : upstream.status });
  }
  return new Response(upstream.body, {
    status: 200,
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
  });
}
