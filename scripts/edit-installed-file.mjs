// The step the postinstall edits of installed libraries share (decisions 030 and 048): read the
// file, edit it, and write it only when the edit changed it. An edit that returns null does not
// fit the file's text (the library was upgraded): the file is left as it is, with a warning.
import { readFileSync, writeFileSync } from "node:fs";

/** Applies `edit` to `file`; `name` prefixes the messages, `done` says what the edit gives, `without` what the product does without it. */
export function editInstalledFile(file, edit, { name, done, without }) {
  const source = readFileSync(file, "utf8");
  const edited = edit(source);
  if (edited === null) {
    console.warn(`${name}: ${file} is not the text this edit expects; left unchanged (${without})`);
  } else if (edited !== source) {
    writeFileSync(file, edited);
    console.log(`${name}: ${done}`);
  }
}
