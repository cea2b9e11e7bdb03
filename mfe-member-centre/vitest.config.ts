import { componentVitest } from '@platform/shared-ui/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(componentVitest({ setupFiles: ['./src/test/setup.ts'] }));
