import { Transform, type TransformCallback } from "node:stream";

/**
 * The stream a page is rendered into. React writes the document in pieces of a few kilobytes
 * (about 18 for a 35 kB page), and each piece would travel alone through the web stream, the
 * compressor and the socket, each step paying its own cost per piece. Pieces written in the same
 * turn of the event loop go on together as one; a piece written later (a Suspense boundary
 * resolved, the loader data streamed after the shell) still goes on as soon as its turn ends,
 * so streaming is unchanged.
 */
export class CoalescedBody extends Transform {
  private pending: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, done: TransformCallback): void {
    this.pending.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.release());
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    this.release();
    done();
  }

  private release(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const whole = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.push(whole);
  }
}
