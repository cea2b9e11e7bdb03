import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { prepareReleaseStore } from '../support/release-fixtures';
import { ensureChromium } from './ensure-chromium';

/**
 * Runs before the suite: finds or gets a Chromium and hands its path to the workers (they read the config again,
 * with this process's environment); builds the release fixtures once into the suite's release store, and lets a
 * failing canary be judged after two browsers' reports. Answers the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env.E2E_CHROMIUM_PATH = ensureChromium('tests').path;
  const storeDir = await prepareReleaseStore(join(import.meta.dirname, '..', '..'));
  process.env.RELEASE_STORE_DIR = storeDir;
  process.env.RELEASE_AUTO_PULL_MIN_REPORTS = '2';
  return () => rm(storeDir, { recursive: true, force: true });
}
