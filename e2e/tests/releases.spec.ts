import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ApiClient,
  ApiError,
  createApiClient,
  operatorLoginCall,
  operatorReleasesCall,
  promoteReleaseCall,
  publishReleaseCall,
  rollbackReleaseCall,
  setReleaseTrafficCall,
} from '@platform/shared-contracts/server';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_OPERATOR } from '../../platform-api/src/db/seed';
import { freshOperatorCode } from '../support/operator';
import { DESKTOP } from '../support/player';
import { FIXTURE, RELEASED, TAMPERED_MARK, tamperWithEntry } from '../support/release-fixtures';
import { expect, type Site, test, withoutAnnouncementPopups } from '../support/site';

/**
 * The release path in real browsers: releases the release tool built (global setup) are published through the
 * operator API, given traffic in one region and steered, while browsers load the site. Version 1 is the build the
 * site was started with; the canary region is DEMOVN (no other suite uses it), which runs its own releases from
 * version 1 on; DEMOKH is the other region.
 * The steps build on each other, so they run in order.
 */
test.describe.configure({ mode: 'serial' });
// Each step opens several new browsers; on a loaded CI machine one takes up to 20 s to draw the header.
test.setTimeout(150_000);

const CANARY_REGION = 'DEMOVN';
const OTHER_REGION = 'DEMOKH';
/** Buckets a 50% canary takes (0-49) and leaves (50-99). */
const IN_CANARY = 10;
const OUT_OF_CANARY = 90;
/** A new browser on a loaded 2-core machine may take this long to draw the header's remote. */
const DRAWN = 30_000;

let ops: ApiClient;
let storeDir: string;
let versionOne: string;

async function operator(site: Site): Promise<ApiClient> {
  let token: string | null = null;
  const api = createApiClient({ baseUrl: site.baseURL, getToken: () => token });
  ({ token } = await api.call(operatorLoginCall, {
    username: DEMO_OPERATOR.username,
    password: DEMO_OPERATOR.password,
    code: await freshOperatorCode(site),
  }));
  return api;
}

/** Publishes a release the store holds, with the integrity its release.json gives (as `pnpm release` does). */
function publish(version: string) {
  const release = JSON.parse(readFileSync(join(storeDir, RELEASED.name, version, 'release.json'), 'utf8'));
  return ops.call(publishReleaseCall, {
    remote: RELEASED.name,
    version,
    integrity: release.integrity,
    reason: `e2e ${version}`,
  });
}

interface Visit {
  page: Page;
  /** The versions whose entry script the page loaded. */
  entries: string[];
  close(): Promise<void>;
}

/** A new browser of `region` whose remote bucket is `bucket`, on the home page. */
async function visit(browser: Browser, site: Site, region: string, bucket: number): Promise<Visit> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: 'en-US',
    baseURL: site.baseURL,
    // Each visitor from an address of its own, as players are: the server counts a release's reporters by address.
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${bucket}` },
  });
  await context.addInitScript(
    ([merchant, remoteBucket]) => {
      if (window.top !== window) return;
      localStorage.setItem('merchantCode', merchant);
      localStorage.setItem('remoteBucket', remoteBucket);
    },
    [region, String(bucket)] as const,
  );
  await withoutAnnouncementPopups(context);
  const page = await context.newPage();
  const entries: string[] = [];
  page.on('response', (response) => {
    const loaded = /mfe[-_]auth\/([^/]+)\/remoteEntry\.js$/.exec(new URL(response.url()).pathname);
    if (loaded && response.ok()) entries.push(loaded[1] as string);
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The auth remote loads on the visitor's first key press (or once the page is idle): press one now.
  await page.keyboard.press('Shift');
  return { page, entries, close: () => context.close() };
}

/** The version of the auth remote the page runs: its header login form is drawn by that version (host's slot). */
async function runningVersion(browser: Browser, site: Site, region: string, bucket: number): Promise<string> {
  const { page, entries, close } = await visit(browser, site, region, bucket);
  try {
    await expect(page.getByTestId('header-login').getByRole('button', { name: 'Log in' })).toBeVisible({
      timeout: DRAWN,
    });
    const running = await page
      .locator(`[data-remote="${RELEASED.name}"]`)
      .first()
      .getAttribute('data-remote-version');
    expect(entries, 'the page loaded the entry of the version it runs, and no other').toEqual([running]);
    return running as string;
  } finally {
    await close();
  }
}

test.beforeAll(async ({ workerSite }) => {
  ops = await operator(workerSite);
  storeDir = process.env.RELEASE_STORE_DIR as string;
  const built = workerSite.deps.config.releaseStore;
  expect(built.dir, 'the global setup prepared the release store').toBe(storeDir);
  const listed = await ops.call(operatorReleasesCall, { remote: RELEASED.name, merchantCode: OTHER_REGION });
  versionOne = listed.placements.find((placement) => placement.isDefault)?.version as string;
  expect(versionOne).toBeTruthy();
  // The canary region runs its own releases from version 1 on, so a rollback there has a default to return to.
  await ops.call(promoteReleaseCall, {
    remote: RELEASED.name,
    version: versionOne,
    merchantCode: CANARY_REGION,
    reason: 'the region follows its own releases',
  });
});

test('a 50% canary in one region: browsers in its buckets run version 2, the others and another region version 1', async ({
  browser,
  site,
}) => {
  const published = await publish(FIXTURE.good);
  expect(published).toMatchObject({ remote: RELEASED.name, version: FIXTURE.good, publishedBy: 'ops01' });
  await ops.call(setReleaseTrafficCall, {
    remote: RELEASED.name,
    version: FIXTURE.good,
    merchantCode: CANARY_REGION,
    trafficShare: 50,
    reason: 'canary',
  });
  expect(
    await Promise.all([
      runningVersion(browser, site, CANARY_REGION, IN_CANARY),
      runningVersion(browser, site, CANARY_REGION, OUT_OF_CANARY),
      runningVersion(browser, site, OTHER_REGION, IN_CANARY),
    ]),
  ).toEqual([FIXTURE.good, versionOne, versionOne]);
});

test('promoting version 2 gives it every browser of the region; a rollback gives them version 1 again', async ({
  browser,
  site,
}) => {
  await ops.call(promoteReleaseCall, {
    remote: RELEASED.name,
    version: FIXTURE.good,
    merchantCode: CANARY_REGION,
    reason: 'canary is healthy',
  });
  expect(
    await Promise.all([
      runningVersion(browser, site, CANARY_REGION, OUT_OF_CANARY),
      runningVersion(browser, site, OTHER_REGION, OUT_OF_CANARY),
    ]),
  ).toEqual([FIXTURE.good, versionOne]);
  const restored = await ops.call(rollbackReleaseCall, {
    remote: RELEASED.name,
    merchantCode: CANARY_REGION,
    reason: 'roll back',
  });
  expect(restored.version).toBe(versionOne);
  expect(
    await Promise.all([
      runningVersion(browser, site, CANARY_REGION, IN_CANARY),
      runningVersion(browser, site, CANARY_REGION, OUT_OF_CANARY),
    ]),
  ).toEqual([versionOne, versionOne]);
});

test('a release that needs another React than the host provides is refused at publish, with the reason', async () => {
  const refusal = await publish(FIXTURE.incompatible).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(ApiError);
  expect((refusal as ApiError).code).toBe('RELEASE_INCOMPATIBLE');
  expect((refusal as ApiError).message).toMatch(
    /shared react: the release requires \^18\.2\.0, the host provides \d/,
  );
  const listed = await ops.call(operatorReleasesCall, { remote: RELEASED.name });
  expect(listed.artifacts.map((artifact) => artifact.version)).not.toContain(FIXTURE.incompatible);
});

test('an entry altered in the store after publishing never runs; the rest of the page works', async ({
  browser,
  site,
}) => {
  await publish(FIXTURE.tampered);
  await ops.call(setReleaseTrafficCall, {
    remote: RELEASED.name,
    version: FIXTURE.tampered,
    merchantCode: CANARY_REGION,
    trafficShare: 50,
    reason: 'canary',
  });
  await tamperWithEntry(storeDir, FIXTURE.tampered);
  const { page, close } = await visit(browser, site, CANARY_REGION, IN_CANARY);
  try {
    await expect(page.getByTestId('header-login-fallback')).toBeVisible({ timeout: DRAWN });
    expect(
      await page.evaluate(
        (mark) => (window as unknown as Record<string, unknown>)[mark] ?? null,
        TAMPERED_MARK,
      ),
    ).toBeNull();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('header-login-button')).toBeAttached();
  } finally {
    await close();
    await ops.call(setReleaseTrafficCall, {
      remote: RELEASED.name,
      version: FIXTURE.tampered,
      merchantCode: CANARY_REGION,
      trafficShare: 0,
      reason: 'compromised',
    });
  }
});

test('a canary that throws is taken out of traffic once browsers report it, and the host keeps working', async ({
  browser,
  site,
}) => {
  await publish(FIXTURE.throws);
  await ops.call(setReleaseTrafficCall, {
    remote: RELEASED.name,
    version: FIXTURE.throws,
    merchantCode: CANARY_REGION,
    trafficShare: 50,
    reason: 'canary',
  });
  // Two browsers in the canary (the suite judges a canary after two reports) meet the failure in the header only.
  await Promise.all(
    [IN_CANARY, IN_CANARY + 1].map(async (bucket) => {
      const { page, close } = await visit(browser, site, CANARY_REGION, bucket);
      try {
        await expect(page.getByTestId('header-login-fallback')).toBeVisible({ timeout: DRAWN });
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
      } finally {
        await close();
      }
    }),
  );
  await expect
    .poll(async () => {
      const listed = await ops.call(operatorReleasesCall, {
        remote: RELEASED.name,
        merchantCode: CANARY_REGION,
      });
      const placement = listed.placements.find(
        (p) => p.version === FIXTURE.throws && p.merchantCode === CANARY_REGION,
      );
      return placement && { state: placement.state, why: placement.pulledReason };
    })
    .toEqual({ state: 'PULLED', why: expect.stringMatching(/.+/) });
  expect(await runningVersion(browser, site, CANARY_REGION, IN_CANARY)).toBe(versionOne);
});

test('from the console, the release manager sees the pulled canary and why, canaries version 2 in one region, promotes it and rolls it back', async ({
  browser,
  page,
  site,
}) => {
  await page.goto('/ops/');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_OPERATOR.username);
  await page.getByLabel('Password').fill(DEMO_OPERATOR.password);
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await freshOperatorCode(site));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Releases', level: 1 })).toBeVisible();
  await page.getByLabel('Remote').selectOption(RELEASED.name);
  await page.getByLabel('Region', { exact: true }).selectOption(CANARY_REGION);

  const rowOf = (version: string) =>
    page
      .getByRole('row')
      .filter({ hasText: CANARY_REGION })
      .filter({ has: page.getByRole('cell', { name: new RegExp(`^${version.replaceAll('.', '\\.')}`) }) });
  // Watching: the canary that threw is shown pulled, with the failures the browsers reported.
  const pulled = rowOf(FIXTURE.throws);
  await expect(pulled).toContainText('Pulled');
  await expect(pulled).toContainText(/[1-9]\d*\.\d%/);

  /** Opens an action from its button, gives the reason (and share) and confirms with the dialog's button. */
  const act = async (open: Locator, confirm: string, reason: string, share?: string) => {
    await open.click();
    const dialog = page.getByRole('dialog');
    if (share !== undefined) await dialog.getByLabel('Traffic share').fill(share);
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  };
  const rowButton = (version: string, name: string) =>
    rowOf(version).getByRole('button', { name, exact: true });

  await act(rowButton(FIXTURE.good, 'Set canary share'), 'Set canary share', 'canary from the console', '50');
  await expect(rowOf(FIXTURE.good)).toContainText('50%');
  expect(
    await Promise.all([
      runningVersion(browser, site, CANARY_REGION, IN_CANARY),
      runningVersion(browser, site, CANARY_REGION, OUT_OF_CANARY),
    ]),
  ).toEqual([FIXTURE.good, versionOne]);

  await act(rowButton(FIXTURE.good, 'Promote'), 'Promote', 'healthy in Vietnam');
  await expect(rowOf(FIXTURE.good)).toContainText('default');
  expect(await runningVersion(browser, site, CANARY_REGION, OUT_OF_CANARY)).toBe(FIXTURE.good);

  await act(
    page.getByRole('button', { name: `Roll back · ${CANARY_REGION}`, exact: true }),
    'Roll back',
    'back to version 1',
  );
  await expect(rowOf(versionOne)).toContainText('default');
  expect(await runningVersion(browser, site, CANARY_REGION, OUT_OF_CANARY)).toBe(versionOne);
  // The audit shows who did it and why.
  await expect(page.getByText('back to version 1').first()).toBeVisible();
});
