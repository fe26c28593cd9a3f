import { readFileSync, writeFileSync } from "node:fs";

/**
 * Rewrites the text between `<!-- NAME:start -->` and `<!-- NAME:end -->` in a Markdown file,
 * so a script's latest figures replace its previous ones and nothing else in the file moves.
 */
export function replaceBlock(text: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1 || to < from) throw new Error(`markers ${start} … ${end} not found`);
  return `${text.slice(0, from + start.length)}\n${body.trim()}\n${text.slice(to)}`;
}

export function rewriteReadmeBlock(file: string, name: string, body: string) {
  writeFileSync(file, replaceBlock(readFileSync(file, "utf8"), name, body));
}
