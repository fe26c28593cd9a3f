// The server's half of `npm run build`: server.ts and server/api-standalone.ts, with everything they
// import from api/, core/, server/ and app/upstream/, bundled into build/server.js and
// build/api-standalone.js, so `npm start` runs plain JavaScript with no TypeScript loader.
// Packages stay external (node_modules is there at run time; PGlite finds its WebAssembly next to
// its own files); the path aliases of tsconfig.json are resolved here. The web app's own server
// build is Remix's build/index.js, which build/server.js imports at start-up.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const SERVER_ENTRIES = { server: "server.ts", "api-standalone": "server/api-standalone.ts" };
const SERVER_OUTPUTS = Object.keys(SERVER_ENTRIES).map((name) => `build/${name}.js`);

const started = Date.now();
const { metafile } = await build({
  // The paths below are the project's, whatever the working directory.
  absWorkingDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."),
  entryPoints: SERVER_ENTRIES,
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  // Stack traces name the TypeScript files: `npm start` runs node with --enable-source-maps. Without
  // the sources' text (they are beside it), the map is a third of the size, and so is what node reads.
  sourcemap: true,
  sourcesContent: false,
  logLevel: "warning",
  metafile: true,
});
// A path alias left as an import would only fail when the server starts: fail the build instead
// (esbuild resolves tsconfig paths before `packages: "external"`; checked here after any upgrade).
const aliased = Object.values(metafile.outputs)
  .flatMap((output) => output.imports)
  .filter((entry) => entry.external && /^(~|#core)\//.test(entry.path));
if (aliased.length > 0) {
  console.error(`server build: path aliases left unresolved: ${[...new Set(aliased.map((entry) => entry.path))].join(", ")}`);
  process.exit(1);
}
console.log(`server built: ${SERVER_OUTPUTS.join(", ")} (${Date.now() - started} ms)`);
