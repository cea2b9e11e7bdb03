import { defineConfig } from 'vitest/config';
import { componentVitest } from './build/component-vitest.mjs';

export default defineConfig(componentVitest({ setupFiles: ['./src/internal/test-setup.ts'] }));
