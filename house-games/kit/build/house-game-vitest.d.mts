import type { ViteUserConfig } from 'vitest/config';

export function houseGameVitest(options?: { setupFiles?: string[] }): ViteUserConfig;
