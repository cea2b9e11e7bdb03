import type { Page } from '@playwright/test';
import { DESKTOP } from '../support/player';
import { expect, test } from '../support/site';

/** The lobby's banners on the home page (its carousel, or the lead image it keeps until the banners are read). */
const lobbyBanners = (page: Page) =>
  page.getByTestId('lobby-home-page').getByRole('region', { name: 'Banners' });

test.use({ viewport: DESKTOP, locale: 'en-US' });

test.describe('a dead auth remote', () => {
  let original: { id: number; manifest_url: string }[] = [];

  test.beforeEach(async ({ site }) => {
    original = await site.sql("select id, manifest_url from remote_releases where remote = 'mfe_auth'");
    expect(original.length).toBeGreaterThan(0);
    await site.sql(
      "update remote_releases set manifest_url = '/remotes/mfe-auth/0.0.0-missing/mf-manifest.json' where remote = 'mfe_auth'",
    );
  });

  test.afterEach(async ({ site }) => {
    for (const row of original)
      await site.sql('update remote_releases set manifest_url = $2 where id = $1', [
        row.id,
        row.manifest_url,
      ]);
  });

  test('shows the sign-in fallback with Retry while the rest of the shell keeps working', async ({
    page,
  }) => {
    await page.goto('/');

    const fallback = page.getByTestId('header-login-fallback');
    await expect(fallback).toContainText('Sign-in could not be loaded.', { timeout: 20_000 });
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    // Retrying a release that is still missing fails the same way, without breaking the page.
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'SEA Gaming home' })).toBeVisible();
    await header.getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByTestId('game-list').getByTestId('game-card').first()).toBeVisible();
    // The site has released no promotions remote: the header offers none of its pages (decision 183).
    await expect(header.getByRole('link', { name: 'Promotions' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'App' })).toHaveCount(0);

    await header.getByRole('link', { name: 'SEA Gaming home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play slots, lottery and more');

    await header.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('畅玩老虎机、彩票等更多游戏');
    await expect(page.getByTestId('header-login-fallback')).toContainText('重试');
  });
});

test('a tampered auth remote entry never runs: the sign-in area shows Retry, which loads the real one', async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('remote entry refused: integrity mismatch')) refusals.push(message.text());
  });
  // Whoever serves the entry (a CDN, a proxy) changes it after release; the registered hash stays the release's.
  await page.route('**/remotes/mfe-auth/*/remoteEntry.js', async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: `window.tampered = true;\n${await original.text()}` });
  });
  await page.goto('/');

  const fallback = page.getByTestId('header-login-fallback');
  await expect(fallback).toContainText('Sign-in could not be loaded.', { timeout: 20_000 });
  expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
  expect(refusals.length).toBeGreaterThan(0);

  await page.unroute('**/remotes/mfe-auth/*/remoteEntry.js');
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('header-login').getByRole('textbox', { name: 'Username' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
});

test('a click on Log in made while the auth remote is still loading opens the modal when it arrives', async ({
  page,
}) => {
  // The entry is held until the click has been made, so the click always lands before the remote (a fixed delay
  // did not: on a slow machine the page took longer to become clickable than the delay).
  let releaseEntry: () => void = () => {};
  const clicked = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route('**/remotes/mfe-auth/*/remoteEntry.js', async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const hero = page.getByRole('main').getByRole('button', { name: 'Log in' });
  await hero.click();
  await expect(page.getByTestId('auth-modals')).toHaveCount(0);
  releaseEntry();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a visitor's first tap on the header's Log in opens the login", async ({ page }) => {
    await page.goto('/');
    const login = page.getByTestId('header-login-button');
    await expect(login).toBeVisible();
    // Tapped where the button is, as a finger does: the auth remote starts loading with this tap, and its slot then
    // takes the button's place. That swap once came before the tap's click, which was lost (decision 167).
    const box = await login.boundingBox();
    if (!box) throw new Error('the header has no Log in button');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
  });
});

test("the home page's lobby is fetched while the shell is still waiting to draw (decision 124)", async ({
  page,
}) => {
  // The shell draws only once its boot calls have answered: permission is held back until the lobby's manifest
  // and home screen file have been asked for, which only the preload started when the registry answered can do.
  let lobbyAsked: () => void = () => {};
  const asked = new Promise<void>((resolve) => (lobbyAsked = resolve));
  const seen = new Set<string>();
  page.on('request', (request) => {
    const file =
      /\/remotes\/mfe-lobby\/[^/]+\/(mf-manifest\.json|__federation_expose_HomePage\.[^/]+\.js)$/.exec(
        request.url(),
      )?.[1];
    if (file) seen.add(file.startsWith('mf-') ? 'manifest' : 'home screen');
    if (seen.size === 2) lobbyAsked();
  });
  let held: (askedMeanwhile: boolean) => void = () => {};
  const heldUntilAsked = new Promise<boolean>((resolve) => (held = resolve));
  await page.route('**/wps/system/permission', async (route) => {
    const askedMeanwhile = await Promise.race([
      asked.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    held(askedMeanwhile);
    await route.continue();
  });
  await page.goto('/');
  expect(await heldUntilAsked, `lobby files asked for while the shell waited: ${[...seen].join(', ')}`).toBe(
    true,
  );
  await expect(page.getByTestId('lobby-home-page')).toBeVisible({ timeout: 30_000 });
});

test("the home page's banners and the first banner's image are asked for while the shell is still waiting to draw (decision 132)", async ({
  page,
}) => {
  // As above, the shell's first draw is held back: the banners' read and their first image can only be asked for
  // meanwhile if the host sent the home screen's first reads with its boot calls. The lobby's own read of the
  // banners is then answered by the host's: the call goes out once.
  const bannerReads: string[] = [];
  const images = new Set<string>();
  let firstBanner: string | undefined;
  let imageAsked: () => void = () => {};
  const firstImageAsked = new Promise<void>((resolve) => (imageAsked = resolve));
  // The image's request and the answer naming it can be seen in either order.
  const checkImage = () => firstBanner && images.has(firstBanner) && imageAsked();
  const isBannerRead = (url: URL) =>
    url.pathname === '/wps/announcement/notice' && url.searchParams.get('groupName') === 'w_home';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isBannerRead(url)) bannerReads.push(url.search);
    if (request.resourceType() === 'image') images.add(url.pathname);
    checkImage();
  });
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!isBannerRead(url)) return;
    const body = (await response.json()) as { value?: { banners?: { url: string }[] } };
    firstBanner = new URL(body.value?.banners?.[0]?.url ?? '', url).pathname;
    checkImage();
  });
  let held: (askedMeanwhile: string[]) => void = () => {};
  const heldUntilAsked = new Promise<string[]>((resolve) => (held = resolve));
  await page.route('**/wps/system/permission', async (route) => {
    const imageInTime = await Promise.race([
      firstImageAsked.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    held([...bannerReads.map(() => 'banners'), ...(imageInTime ? ['first banner image'] : [])]);
    await route.continue();
  });
  await page.goto('/');
  expect(await heldUntilAsked).toEqual(['banners', 'first banner image']);
  await expect(lobbyBanners(page).getByRole('img').first()).toBeVisible({
    timeout: 30_000,
  });
  expect(bannerReads).toHaveLength(1);
});

/**
 * Records, from the page's start, its largest paints (image address and time) and the images the browser names as
 * first shown (element timing: name and time); the answer reads both.
 */
async function watchPaints(page: Page) {
  await page.addInitScript(() => {
    const largest: { url: string; at: number }[] = [];
    const shown: { name: string; at: number }[] = [];
    Object.assign(window, { largestPaints: largest, imagesShown: shown });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[])
        largest.push({ url: new URL(entry.url || '/', location.href).pathname, at: entry.startTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        identifier: string;
        renderTime: number;
      })[])
        shown.push({ name: entry.identifier, at: entry.renderTime });
    }).observe({ type: 'element', buffered: true });
  });
  return () =>
    page.evaluate(() => {
      const { largestPaints, imagesShown } = window as unknown as {
        largestPaints: { url: string; at: number }[];
        imagesShown: { name: string; at: number }[];
      };
      return { largest: largestPaints, shown: imagesShown };
    });
}

/** Holds the host's entry script back until the answer is called: the page shows only what the server drew. */
async function holdHostEntry(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("while the lobby's code loads, the shell draws the first banner where the lobby will, and the page's largest paint does not wait for the lobby (decision 134)", async ({
    page,
  }) => {
    const paints = await watchPaints(page);
    const largestPaints = async () => (await paints()).largest;
    let release: () => void = () => {};
    const lobbyHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      /\/remotes\/mfe-lobby\/[^/]+\/__federation_expose_HomePage\.[^/]+\.js$/,
      async (route) => {
        await lobbyHeld;
        await route.continue();
      },
    );
    await page.goto('/');

    const standIn = page.getByTestId('lead-stand-in').getByRole('img');
    await expect(standIn).toBeVisible();
    const firstBanner = new URL((await standIn.getAttribute('src'))!, page.url()).pathname;
    expect(firstBanner).toMatch(/^\/media\/banners\//);
    await expect.poll(largestPaints).toContainEqual(expect.objectContaining({ url: firstBanner }));
    const drawnAt = (await largestPaints()).at(-1)!;
    expect(drawnAt.url).toBe(firstBanner);
    const standInBox = await standIn.boundingBox();

    release();
    const lobbyBanner = lobbyBanners(page).getByRole('img').first();
    await expect(lobbyBanner).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('lead-stand-in')).toHaveCount(0);
    expect(new URL((await lobbyBanner.getAttribute('src'))!, page.url()).pathname).toBe(firstBanner);
    // The same box, so nothing moves, and no larger paint replaces the shell's: the page's largest paint stays the one
    // drawn before the lobby's code had even arrived.
    expect(await lobbyBanner.boundingBox()).toEqual(standInBox);
    await page.waitForTimeout(500);
    expect((await largestPaints()).at(-1)).toEqual(drawnAt);
  });

  test("the page's largest paint is the banner the server drew in the loading cover, before any of the site's code runs, and the same banner drawn later does not replace it (decision 147)", async ({
    page,
  }) => {
    const paints = await watchPaints(page);
    const largestPaints = async () => (await paints()).largest;
    // The host's entry is held back: whatever the page shows meanwhile, the server drew.
    const release = await holdHostEntry(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });

    const lead = page.locator('#loading-cover img');
    await expect(lead).toBeVisible();
    expect(await lead.getAttribute('alt')).toBe('Play in a minute');
    const leadUrl = new URL((await lead.getAttribute('src'))!, page.url()).pathname;
    expect(leadUrl).toBe('/media/banners/welcome-en.svg');
    await expect.poll(largestPaints).toContainEqual(expect.objectContaining({ url: leadUrl }));
    const drawn = (await largestPaints()).at(-1)!;
    expect(drawn.url).toBe(leadUrl);
    const leadBox = (await lead.boundingBox())!;

    release();
    const lobbyBanner = lobbyBanners(page).getByRole('img').first();
    await expect(lobbyBanner).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#loading-cover')).toBeHidden();
    expect(new URL((await lobbyBanner.getAttribute('src'))!, page.url()).pathname).toBe(leadUrl);
    // As large as the lobby's, so the lobby's banner, drawn later, is not a larger paint that replaces it.
    const lobbyBox = (await lobbyBanner.boundingBox())!;
    expect([lobbyBox.width, lobbyBox.height]).toEqual([leadBox.width, leadBox.height]);
    await page.waitForTimeout(500);
    expect((await largestPaints()).at(-1)).toEqual(drawn);
  });

  test("a player who chose another language before sees the loading cover without the banner drawn for the browser's language", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'CN'));
    const release = await holdHostEntry(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#loading-cover')).toBeVisible();
    await expect(page.locator('#loading-cover img')).toHaveCount(0);

    release();
    // The lobby's first banner, in the language the player chose (its region's label is in Chinese too).
    const lobbyBanner = page.getByTestId('lobby-home-page').locator('img.ui-banner-image').first();
    await expect(lobbyBanner).toBeVisible({ timeout: 30_000 });
    expect(await lobbyBanner.getAttribute('src')).toBe('/media/banners/welcome-cn.svg');
  });
});

test("the header's Log in and Register read the same before and after the auth remote takes their place", async ({
  page,
}) => {
  // A phone's width: a wide screen loads the auth remote by itself once the page is idle, so its stand-ins may never
  // be seen there.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const buttons = page.getByRole('banner').getByRole('button', { name: /^(Log in|Register|Sign up)$/ });
  await expect(page.getByTestId('header-register-button')).toBeVisible();
  await expect(buttons).toHaveText(['Log in', 'Register']);
  // The first gesture that ends brings the auth remote (decision 167); its buttons take the place of the shell's.
  await page.keyboard.press('Shift');
  await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('header-register-button')).toBeHidden();
  await expect(buttons).toHaveText(['Log in', 'Register']);
});
