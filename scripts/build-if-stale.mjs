// `npm start` on a fresh clone: build once when there is no build yet, or when sources are newer.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD = "build/index.js";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stale =
  !existsSync(BUILD) ||
  ["app", "core"].some((dir) => newestMtime(dir) > statSync(BUILD).mtimeMs);
if (stale) execSync("npx remix build", { stdio: "inherit" });
