import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./tests/support/fixtures";

// Debian's Chromium (scripts/ensure-chromium.sh), never a downloaded browser: its headless shell,
// which draws the same pages with less work per page than the full browser (decision 049).
export default defineConfig({
  testDir: "tests/e2e",
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
