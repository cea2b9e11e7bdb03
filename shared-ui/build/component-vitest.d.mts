import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;

export function componentVitest(
  options: { setupFiles: string[] } & Omit<TestOptions, 'setupFiles'>,
): ViteUserConfig;
