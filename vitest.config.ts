import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and API tests sit beside their code; Playwright specs live in tests/e2e and are not vitest's,
// but the checks of the browser suite's own support (tests/support) are.
export default defineConfig({
  test: {
    include: ["{core,api,app,server,scripts}/**/*.test.ts", "tests/support/**/*.test.ts"],
    environment: "node",
    // One test file per core. Vitest keeps a core back for itself by default, which on a 2-core
    // machine (CI's) runs the files one at a time; its own process is all but idle meanwhile.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
  // The import aliases of tsconfig.json: ~/ is app/, #core/ is core/, #mantine/ is Mantine's per-component files.
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "#core": new URL("./core", import.meta.url).pathname,
      "#mantine": new URL("./node_modules/@mantine/core/esm", import.meta.url).pathname,
    },
  },
});
