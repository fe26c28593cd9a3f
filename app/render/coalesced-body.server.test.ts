import { describe, expect, it } from "vitest";
import { CoalescedBody } from "./coalesced-body.server";

/** What comes out of the stream, piece by piece, until it ends. */
function piecesOf(body: CoalescedBody): Promise<string[]> {
  const pieces: string[] = [];
  body.on("data", (piece: Buffer) => pieces.push(piece.toString("utf8")));
  return new Promise((resolve, reject) => {
    body.on("end", () => resolve(pieces));
    body.on("error", reject);
  });
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("a page's body stream", () => {
  it("sends the pieces written in one turn as one, and a piece written later on its own, in order", async () => {
    const body = new CoalescedBody();
    const out = piecesOf(body);
    body.write("<!DOCTYPE html><html>");
    body.write("<body>");
    body.write(Buffer.from("shell – 10 €"));
    await nextTurn();
    await nextTurn();
    // Later: a boundary resolved after the shell went out.
    body.write("<script>data</script>");
    body.end("</body></html>");
    expect(await out).toEqual(["<!DOCTYPE html><html><body>shell – 10 €", "<script>data</script></body></html>"]);
  });

  it("sends what is pending when the render ends before its turn is over", async () => {
    const body = new CoalescedBody();
    const out = piecesOf(body);
    body.write("a");
    body.end("b");
    expect(await out).toEqual(["ab"]);
  });

  it("sends nothing for an empty render", async () => {
    const body = new CoalescedBody();
    const out = piecesOf(body);
    body.end();
    expect(await out).toEqual([]);
  });
});
