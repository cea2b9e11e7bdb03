import { ensureChromium } from './ensure-chromium';

/**
 * Runs before the suite: finds or gets a Chromium and hands its path to the workers (they read the config again,
 * with this process's environment).
 */
export default function globalSetup(): void {
  process.env.E2E_CHROMIUM_PATH = ensureChromium().path;
}
