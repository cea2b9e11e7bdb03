import { defineConfig } from 'vitest/config';

/** Unit tests of the suite's own helpers; the browser tests are Playwright's (tests/). */
export default defineConfig({
  test: { include: ['browser/**/*.test.ts'] },
});
