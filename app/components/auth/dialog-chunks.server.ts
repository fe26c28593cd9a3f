import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ASSETS = path.join(process.cwd(), "public", "build");
const PUBLIC_PATH = "/build/";
const CHUNK = /^AuthDialogForms-[A-Z0-9]+\.js$/;
const IMPORTS = /(?:from|import)\s*"(\/build\/[^"]+\.js)"/g;

let found: string[] | null = null;

/**
 * The browser files of the account dialogs' chunk (app/components/auth/AuthDialogForms.tsx) and
 * the files it imports, for a page served with a dialog open to preload with the page's own
 * scripts (docs/decisions/022): its hydration then waits on no second round trip. Remix's manifest
 * lists route modules only, so they are read once from the build; none found, nothing preloaded.
 */
export function authDialogChunks(): string[] {
  if (found) return found;
  try {
    const shared = path.join(ASSETS, "_shared");
    const file = readdirSync(shared).find((name) => CHUNK.test(name));
    if (!file) return (found = []);
    const source = readFileSync(path.join(shared, file), "utf8");
    const imports = [...source.matchAll(IMPORTS)].map((match) => match[1]!);
    found = [`${PUBLIC_PATH}_shared/${file}`, ...new Set(imports)];
  } catch {
    found = [];
  }
  return found;
}
