import { defineConfig } from 'vitest/config';
import { houseGameVitest } from './build/house-game-vitest.mjs';

export default defineConfig(houseGameVitest());
