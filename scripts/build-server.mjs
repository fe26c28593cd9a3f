// The server's half of `npm run build`: server.ts and server/api-standalone.ts, with everything they
// import from api/, core/, server/ and app/upstream/, bundled into build/server.js and
// build/api-standalone.js, so `npm start` runs plain JavaScript with no TypeScript loader.
// Packages stay external (node_modules is there at run time; PGlite finds its WebAssembly next to
// its own files); the path aliases of tsconfig.json are resolved here. The web app's own server
// build is Remix's build/index.js, which build/server.js imports at start-up.
import { build } from "esbuild";

export const SERVER_ENTRIES = { server: "server.ts", "api-standalone": "server/api-standalone.ts" };
export const SERVER_OUTPUTS = Object.keys(SERVER_ENTRIES).map((name) => `build/${name}.js`);

const started = Date.now();
await build({
  entryPoints: SERVER_ENTRIES,
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  // Stack traces name the TypeScript files: `npm start` runs node with --enable-source-maps.
  sourcemap: true,
  logLevel: "warning",
});
console.log(`server built: ${SERVER_OUTPUTS.join(", ")} (${Date.now() - started} ms)`);
