// `npm start` on a fresh clone: build once when there is no build yet, or when its sources are newer.
// Two halves, each rebuilt only when stale: the web app (Remix: build/index.js, public/build/) and
// the server (esbuild: build/server.js, build/api-standalone.js; scripts/build-server.mjs).
//   node scripts/build-if-stale.mjs            both halves
//   node scripts/build-if-stale.mjs server     the server only (`npm run start:api`)
//   node scripts/build-if-stale.mjs web        the web app only (the fuzzing's in-process web app)
import { execSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));

/** Newest modification time under each path (files or folders); Infinity when one is missing. */
function newestMtime(paths) {
  let newest = 0;
  for (const item of paths) {
    if (!existsSync(item)) return Infinity;
    const stat = statSync(item);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(item, { withFileTypes: true })) {
      newest = Math.max(newest, newestMtime([path.join(item, entry.name)]));
    }
  }
  return newest;
}

/** The oldest output's time, or -Infinity when an output is missing. */
function oldestMtime(outputs) {
  return Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : -Infinity)));
}

/** Project files (outside node_modules) the last Remix build read, from its metafiles: content/services/*.json, … */
function remixInputs() {
  const inputs = new Set();
  for (const metafile of ["build/metafile.server.json", "build/metafile.js.json"]) {
    if (!existsSync(metafile)) continue;
    for (const input of Object.keys(JSON.parse(readFileSync(metafile, "utf8")).inputs ?? {})) {
      // Skips packages and the compiler's virtual modules ("<stdin>", "css-bundle-plugin-ns:…").
      if (/node_modules|^\.\.|^<|:/.test(input) || !existsSync(input)) continue;
      inputs.add(input);
    }
  }
  return [...inputs];
}

const COMMON = ["core", "tsconfig.json", "package.json", "package-lock.json"];
const halves = {
  web: {
    outputs: ["build/index.js"],
    sources: () => [...COMMON, "app", "remix.config.js", ...remixInputs()],
    command: "npm run build:web",
  },
  server: {
    outputs: ["build/server.js", "build/api-standalone.js"],
    sources: () => [...COMMON, "server.ts", "server", "api", "app", "scripts/build-server.mjs"],
    command: "node scripts/build-server.mjs",
  },
};

const wanted = process.argv.slice(2);
for (const [name, half] of Object.entries(halves)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  // Always the production build, whoever asks: `remix build` builds for the mode NODE_ENV names, and
  // a test runner's NODE_ENV=test gave React's development JSX, which a server in production cannot run.
  if (newestMtime(half.sources()) > oldestMtime(half.outputs)) execSync(half.command, { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
