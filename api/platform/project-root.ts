import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's root: the nearest folder at or above `from` holding package.json. Folders read at
 * run time (the migrations, content/, the web build, public/) are found from here, so they resolve
 * the same from the TypeScript sources (api/platform/) and from the compiled server (build/server.js),
 * whatever the working directory.
 */
export function findProjectRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json at or above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, from its root: `projectPath("content")`. */
export const projectPath = (...segments: string[]): string => path.join(PROJECT_ROOT, ...segments);
