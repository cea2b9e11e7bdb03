import { houseGameVitest } from '@platform/house-kit/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(houseGameVitest());
