import type { EntryContext } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/**
 * How React marks a Suspense boundary it did not finish on the server and left to the browser.
 * Text and attribute values are escaped, so a page's own content cannot contain it.
 */
const UNFINISHED_BOUNDARY = "<!--$!-->";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/**
 * Reads the loader data Remix streams into the page (single fetch) to its end, if it is all there
 * by the end of this turn of the event loop, which it is unless a loader returned a promise still
 * pending. The text then waits for the render in Remix's own cache of the stream's pieces (the
 * `renderMeta.streamCache` its `StreamTransfer` reads first), so the render has nothing to wait
 * for. Otherwise the pieces read so far are put back in front of the rest (`serverHandoffStream`
 * is replaced) and the page streams as before. `context` is the render's own copy.
 */
export async function settleLoaderData(context: EntryContext): Promise<boolean> {
  const stream = context.serverHandoffStream;
  if (!stream) return true;
  const reader = stream.getReader();
  const pieces: Uint8Array[] = [];
  const endOfTurn = new Promise<"later">((resolve) => setImmediate(resolve, "later"));
  for (;;) {
    const next = reader.read();
    const read = await Promise.race([next, endOfTurn]);
    if (read === "later") {
      context.serverHandoffStream = replay(pieces, next, reader);
      return false;
    }
    if (read.done) break;
    pieces.push(read.value);
  }
  reader.releaseLock();
  const decoder = new TextDecoder();
  const text = pieces.map((piece) => decoder.decode(piece, { stream: true })).join("") + decoder.decode();
  const settled = Object.assign(Promise.resolve(), { result: { done: true, value: text } });
  // Into the render's metadata object itself, which the entry context Remix holds shares (matched-routes.server.ts).
  context.renderMeta ??= {};
  context.renderMeta.streamCache = { 0: settled } satisfies StreamCache;
  return true;
}

/** A stream of the pieces already read, then the read under way, then the rest of the reader's. */
function replay(
  pieces: Uint8Array[],
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): ReadableStream<Uint8Array> {
  // A read that fails is the stream's failure, reported to whoever reads it; none may be left unhandled if no one does.
  pending.catch(() => undefined);
  let next: Promise<ReadableStreamReadResult<Uint8Array>> | null = pending;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
    },
    async pull(controller) {
      const read = await (next ?? reader.read());
      next = null;
      if (read.done) controller.close();
      else controller.enqueue(read.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * The page rendered at once into one string, once `settleLoaderData` has settled its data, or
 * null when a part of it suspended (a lazy component whose code this process has not loaded yet,
 * a Suspense boundary still waiting): that page is rendered again as a stream. React's string
 * renderer joins its pieces of text into one string, where its stream renderer encodes each of the
 * page's few thousand pieces into bytes on its own, a third of React's work on a public page
 * (docs/decisions/040).
 */
export function renderWholeDocument(page: ReactElement, context: EntryContext): string | null {
  const html = renderToString(page);
  if (html.includes(UNFINISHED_BOUNDARY)) {
    // The render took the data stream's reader, though it read the text from the cache; the
    // stream render takes one of its own, of a stream it will not need to read either.
    if (context.serverHandoffStream) context.serverHandoffStream = new ReadableStream({ start: (controller) => controller.close() });
    return null;
  }
  // The stream renderer writes the doctype before an <html> at the root; the string renderer does not.
  return `<!DOCTYPE html>${html}`;
}
