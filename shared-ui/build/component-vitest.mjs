/**
 * The vitest config of a front end's component tests (the remotes' and shared-ui's own): happy-dom, the package's
 * setup file, mocks restored after each test. `export default defineConfig(componentVitest({ setupFiles }))`.
 *
 * The files share one environment and module cache (`isolate: false`, decision 135): a fresh DOM and module graph for
 * each file was most of these suites' time (shared-ui 29 -> 6 s, the member centre 33 -> 9 s). Each package's setup
 * cleans up after every test, and the suites pass in shuffled order, so no file depends on another's leftovers.
 */
export function componentVitest({ setupFiles, ...test }) {
  return {
    test: {
      environment: 'happy-dom',
      setupFiles,
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      isolate: false,
      ...test,
    },
  };
}
