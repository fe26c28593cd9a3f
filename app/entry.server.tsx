import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { loadAuthDialogForms } from "~/components/auth/AuthDialogs";
import { DocumentBodiesProvider } from "~/components/content/ContentBody";
import { NonceProvider } from "~/components/nonce";
import { CoalescedBody } from "~/render/coalesced-body.server";
import { encodePage } from "~/render/document-encoding.server";
import { withMatchedRoutesOnly } from "~/render/matched-routes.server";
import { withWholeBody } from "~/render/whole-body";
import { renderWholeDocument, settleLoaderData } from "~/render/whole-document.server";

export const streamTimeout = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // A dialog opened by the URL is rendered whole, in place, never streamed in after its fallback.
  await loadAuthDialogForms();
  const context = withMatchedRoutesOnly(remixContext);
  const page = (
    <NonceProvider value={nonce}>
      <DocumentBodiesProvider value={loadContext.documentBodies}>
        <RemixServer context={context} url={request.url} nonce={nonce} />
      </DocumentBodiesProvider>
    </NonceProvider>
  );
  // A page with nothing left to wait for is rendered at once and sent whole (docs/decisions/040).
  // Renders start one per turn of the event loop (server/one-per-turn.ts): a page answered without
  // I/O of its own no longer keeps new connections from being accepted (decision 040's amendment).
  const whole = await settleLoaderData(context);
  const html = whole ? renderWholeDocument(page, context) : null;
  if (html !== null) return wholeDocument(html, request, responseStatusCode, responseHeaders, loadContext.documentBodies);

  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // A render still under way after the stream timeout is cut short. One that has ended no longer
    // needs the timer, which would keep it reachable, and call abort on it, six seconds later.
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyEvent]() {
        shellRendered = true;
        const body = new CoalescedBody();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        body.once("close", () => clearTimeout(deadline));
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) loadContext.logger.error({ err: error }, "render failed");
      },
    });
    deadline = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A page rendered whole, compressed here in one call when the browser accepts it (the compression
 * middleware leaves a body that has its encoding alone), around its content bodies where they are long.
 */
function wholeDocument(html: string, request: Request, status: number, headers: Headers, bodies: ReadonlyMap<string, string> | undefined): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.append("Vary", "Accept-Encoding");
  const { encoding, body } = encodePage(html, request.headers.get("Accept-Encoding"), bodies);
  if (encoding !== null) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return withWholeBody(new Response(body, { status, headers }), body);
}

/**
 * Each server error is logged once, with the request it belongs to. A client going away is not an
 * error, nor is an unknown URL or a wrong method (the router's 404 and 405): those are input.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  context.logger.error({ err: error, method: request.method, url: new URL(request.url).pathname }, "request failed");
};
