/**
 * The release path's speed (issue 12): the seconds from the promote call to the first new page load that runs the
 * promoted version (aim: under 60 s, with no host rebuild and no restart), and the bytes the release adds over the
 * one before it. A site on PGlite with the demo data, its own release store origin, Chromium for page loads.
 * `pnpm --filter @platform/bench bench:release` (needs `pnpm build`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createApiClient,
  operatorLoginCall,
  promoteReleaseCall,
  publishReleaseCall,
} from '@platform/shared-contracts/server';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../e2e/browser/ensure-chromium';
import { DEMO_OPERATOR } from '../platform-api/src/db/seed';
import { totpCodeAt } from '../platform-api/src/modules/operator/operator-totp';
import { createFolderReleaseStore } from '../platform-api/src/providers/release-store/folder-release-store';
import { buildRelease } from '../platform-api/src/release/build-release';
import { startSite } from '../platform-api/src/start-site';

const REMOTE = { name: 'mfe_auth', folder: 'mfe-auth' } as const;
const VERSION = '9.0.0';
const repoRoot = join(import.meta.dirname, '..');

const storeDir = await mkdtemp(join(tmpdir(), 'bench-release-store-'));
process.env.RELEASE_STORE_DIR = storeDir;
const site = await startSite({ database: 'memory://', port: 0, demo: true });
const browser = await chromium.launch({
  executablePath: ensureChromium('bench').path,
  args: ['--no-sandbox'],
});
try {
  const store = createFolderReleaseStore({ dir: storeDir, baseUrl: site.releaseStoreUrl });
  const built = Date.now();
  const { release } = await buildRelease({
    repoRoot,
    store,
    remote: REMOTE,
    version: VERSION,
    now: () => new Date(),
    buildOutput: 'ignore',
  });
  const buildSeconds = (Date.now() - built) / 1000;
  let token: string | null = null;
  const api = createApiClient({ baseUrl: site.url, getToken: () => token });
  ({ token } = await api.call(operatorLoginCall, {
    username: DEMO_OPERATOR.username,
    password: DEMO_OPERATOR.password,
    code: totpCodeAt(DEMO_OPERATOR.totpSecret, new Date()),
  }));
  const published = await api.call(publishReleaseCall, {
    remote: REMOTE.name,
    version: VERSION,
    integrity: release.integrity,
    reason: 'bench',
  });

  /** A new visitor's page load: the version of the auth remote it runs (drawn in the header). */
  async function pageLoadVersion(): Promise<string | null> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(site.url, { waitUntil: 'domcontentloaded' });
      await page.keyboard.press('Shift');
      const slot = page.locator(`[data-remote="${REMOTE.name}"]`).first();
      await slot.getByRole('button', { name: 'Log in' }).waitFor({ timeout: 60_000 });
      return slot.getAttribute('data-remote-version');
    } finally {
      await context.close();
    }
  }

  const before = await pageLoadVersion();
  const promoted = Date.now();
  await api.call(promoteReleaseCall, { remote: REMOTE.name, version: VERSION, reason: 'bench' });
  let loads = 0;
  let running: string | null = null;
  while (running !== VERSION && Date.now() - promoted < 120_000) {
    running = await pageLoadVersion();
    loads++;
  }
  const seconds = (Date.now() - promoted) / 1000;
  const over = published.bytesOverPrevious;
  console.log(`release ${REMOTE.name} ${VERSION}: built and stored in ${buildSeconds.toFixed(1)} s`);
  console.log(
    `promote -> first page load running it: ${seconds.toFixed(1)} s (${loads} page load(s); before: ${before}; aim < 60 s) ${running === VERSION && seconds < 60 ? 'OK' : 'MISSED'}`,
  );
  console.log(
    `release size: ${published.bytes} bytes; over the previous release: ${over === null ? 'n/a' : `${over >= 0 ? '+' : ''}${over} bytes`}`,
  );
} finally {
  await browser.close();
  await site.close();
  await rm(storeDir, { recursive: true, force: true });
}
