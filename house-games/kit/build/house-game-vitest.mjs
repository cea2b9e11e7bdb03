import { fileURLToPath } from 'node:url';

/**
 * The vitest config of an in-house game's component tests: Preact JSX, happy-dom, the kit's setup (cleanup and
 * the contracts check after every test). `export default defineConfig(houseGameVitest())`.
 */
export function houseGameVitest({ setupFiles = [] } = {}) {
  return {
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    test: {
      environment: 'happy-dom',
      setupFiles: [fileURLToPath(new URL('../src/testing/setup.ts', import.meta.url)), ...setupFiles],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // One environment and module cache for all the files, as the remotes' component tests (decision 135).
      isolate: false,
    },
  };
}
