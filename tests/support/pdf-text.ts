import { inflateSync } from "node:zlib";

/**
 * The text drawn on the pages of a PDF written by pdf-lib with its standard fonts: each content
 * stream inflated, each shown string (hex, WinAnsi) decoded, one string per drawn line, in order.
 * Enough to check a summary's words; not a general PDF reader.
 */
/** WinAnsi (Windows-1252): Latin-1, except 0x80–0x9F, which hold punctuation such as the bullet (0x95). */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const WIN_ANSI = { decode: (bytes: Buffer) => Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : String.fromCharCode(b))).join("") };

export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const lines: string[] = [];
  const latin = raw.toString("latin1");
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(latin); match; match = streamPattern.exec(latin)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf("endstream", start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(raw.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(WIN_ANSI.decode(Buffer.from(shown[1]!, "hex")));
    streamPattern.lastIndex = end;
  }
  return lines;
}
