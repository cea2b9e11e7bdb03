import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: files in parallel would only fight over them and PGlite start-up.
    fileParallelism: false,
    // Files share one module graph: every file builds its own servers and databases, and importing the server
    // afresh for each of the 70 files was half the suite's time (456 -> 236 s, decision 123).
    isolate: false,
    // Cheap password hashes for the hundreds a run makes; production hashes with OWASP's cost (password-hash.ts).
    env: { PASSWORD_HASH_COST: 'test' },
  },
});
