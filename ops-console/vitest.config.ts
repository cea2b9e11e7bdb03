import { componentVitest } from '@platform/shared-ui/vitest';
import { defineConfig } from 'vitest/config';

// A fresh environment for each file: the console's translation test needs an i18next that has loaded nothing yet.
export default defineConfig(componentVitest({ setupFiles: ['./src/test/setup.ts'], isolate: true }));
