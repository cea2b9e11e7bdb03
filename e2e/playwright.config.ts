import { defineConfig, devices } from '@playwright/test';

// The sites the tests start hash passwords at the API suite's test cost (hashParams: never in production). Every
// log-in and registration verifies or makes one, and the demo seeding makes one a person: at OWASP's cost that is
// about a second each on a loaded two-core machine, and the browser suite logs in some sixty times.
process.env.PASSWORD_HASH_COST ??= 'test';

/** Set by the global setup, which finds a Chromium or gets one (browser/find-chromium.ts). */
const chromiumPath = process.env.E2E_CHROMIUM_PATH;

export default defineConfig({
  testDir: './tests',
  globalSetup: './browser/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  // Two files at a time, each worker with its own site and database: the suite spends much of its time waiting on
  // pages, rounds and timers rather than computing, so two workers on two cores take 7.9 -> 5.9 min (decision 144).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A failed test keeps its trace (DOM snapshots of each step, the network, the console) and its screenshot, but the
    // trace takes no screencast of every frame: that made the browser encode frames for the whole run, a fifth of the
    // motion journeys' CPU (decision 155).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The player's "reduce motion" setting, which the site honours: the marquee, shimmer, carousels and fades stand
    // still, so the browser is not compositing frames for the whole run (a fifth of the suite's time on two cores,
    // decision 138). The journeys whose motion a player waits on (the slot's reels, Plinko's ball, the marquee) run
    // with motion in their own files.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
