import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./tests/support/fixtures";
import { QUERY_ONLY_SPECS } from "./tests/support/query-only-specs";

// Debian's Chromium (scripts/ensure-chromium.sh), never a downloaded browser: its headless shell,
// which draws the same pages with less work per page than the full browser (decision 049).
// On PostgreSQL (TEST_DATABASE_URL, npm run test:e2e:pg) the suite runs with JavaScript on only: a
// form posted without JavaScript reaches the same action, API call and SQL as with it, and the
// JavaScript-off runs check the browser's side, which the engine does not change (decision 065);
// and it leaves out the specs of pages that read their query and write nothing, the calculators,
// whose SQL the API suite runs on PostgreSQL (decision 086).
const JAVASCRIPT_OFF = /JavaScript off|without JavaScript/;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  testDir: "tests/e2e",
  grepInvert: onPostgres ? JAVASCRIPT_OFF : undefined,
  testIgnore: onPostgres ? QUERY_ONLY_SPECS.map((spec) => `**/${spec}`) : undefined,
  globalSetup: "./tests/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    viewport: { width: 1440, height: 900 },
    // Dialogs open in 2 s (requirements §9); tests ask for reduced motion unless they check the timing.
    reducedMotion: "reduce",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell", args: CHROMIUM_ARGS },
    trace: "off",
  },
});
