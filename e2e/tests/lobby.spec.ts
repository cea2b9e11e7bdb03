import { LIMITS } from '@platform/shared-contracts/client';
import type { Page } from '@playwright/test';
import { registerVendorAdapter } from '../../platform-api/src/modules/games/vendor-adapter';
import { DEMO, DESKTOP, expectLoggedIn, forgetAttempts, restoreDemoMember } from '../support/player';
import { scrollDownTo } from '../support/scroll';
import {
  expect,
  PICTURE_LOOKS,
  PICTURES,
  type Site,
  takePicture,
  test,
  wearLookBeforeLoad,
} from '../support/site';

/**
 * The lobby keeps the jackpot stream open (decision 109), so its pages never go network-idle: the reads a load makes
 * are given a moment to happen instead.
 */
const readsSettled = (page: Page) => page.waitForTimeout(1_500);

/**
 * The lobby remote in the real site: the home page's game parts, a guest asked to log in to play, a member's
 * favourite kept by the server, the game list centre's vendor tab and search, and pictures of home and a game list
 * at 360 and 1440 px, light and dark, EN and KM. The games are a test vendor's, listed (never launched) here.
 */
const VENDOR = 'E2ESLOT';
/** The test vendor's games open a blank page (the site in this worker launches through this adapter). */
const GAME_URL = 'about:blank#e2e-game';
registerVendorAdapter({ vendorCode: VENDOR, launch: async () => ({ url: GAME_URL }) });
const GAMES = ['Golden Dragon', 'Lucky Koi', 'Angkor Riches', 'Mekong Gold', 'Tiger Fortune', 'Lotus Spin'];

async function listTestGames(site: Site): Promise<void> {
  await site.sql(
    `insert into game_vendors (merchant_code, vendor, category, wallet_code, names, logo_url, card_kind, sort)
     values ('DEMOKH', $1, 'RNG', 'PG', '{"EN":"Lucky Reels","KM":"Lucky Reels","CN":"幸运转轴"}', '/nope.svg', 'VASSALAGE', 9)
     on conflict do nothing`,
    [VENDOR],
  );
  for (const [index, name] of GAMES.entries()) {
    await site.sql(
      `insert into games (merchant_code, vendor, game_code, names, icon_url, category, is_top, hot_rank, support_play, sort)
       values ('DEMOKH', $1, $2, $3, '/nope.png', 'RNG', $4, $5, $6, $7) on conflict do nothing`,
      [
        VENDOR,
        `E2E${index}`,
        JSON.stringify({ EN: name, KM: name, CN: name }),
        index < 2,
        index + 2,
        index % 2,
        index,
      ],
    );
  }
}

test.beforeEach(async ({ site }) => {
  await listTestGames(site);
  await site.sql('delete from favourite_games');
});

test.afterEach(async ({ site }) => {
  await forgetAttempts(site);
  await restoreDemoMember(site);
});

const card = (page: Page, name: string) =>
  page.getByTestId('section-slots').getByTestId('game-card').filter({ hasText: name });

test.describe('lobby', () => {
  test.use({ viewport: DESKTOP, locale: 'en-US' });

  test('a guest sees the lobby on the home page and is asked to log in to play', async ({ page }) => {
    await page.goto('/');
    // The real pool (decision 108): at least its 10,000.00 seed, in the region's currency.
    await expect(page.getByTestId('jackpot')).toContainText(/\d{2},\d{3}\.\d{2}\s*KHR/);
    await expect(page.getByTestId('section-hot').getByTestId('game-card').first()).toBeVisible();
    await scrollDownTo(page, card(page, 'Lucky Koi'));
    await card(page, 'Lucky Koi').getByRole('button', { name: 'Play Lucky Koi' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the banners stay still for a player who asks for reduced motion until started, and stop with the button (decision 150)', async ({
    page,
  }) => {
    // The suite's browser asks for reduced motion (playwright.config.ts).
    await page.goto('/');
    const box = page.getByTestId('lobby-home-page').locator('.lobby-banners-box');
    await expect(box.getByTestId('banner').first()).toBeVisible();
    const slideShown = () =>
      box.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index', { timeout: 5_000 });
    const interval = LIMITS.bannerAutoplayMs + LIMITS.bannerSpeedMs;
    // The press is the page's first interaction: swiper takes the first row's place, and moves.
    await box.getByRole('button', { name: 'Start the slides' }).click();
    await expect(box.locator('.lobby-swiper')).toBeVisible();
    const startedOn = await slideShown();
    await expect.poll(slideShown, { timeout: interval + 5_000 }).not.toBe(startedOn);

    await box.getByRole('button', { name: 'Stop the slides' }).click();
    const stoppedOn = await slideShown();
    await page.waitForTimeout(interval + 1_000);
    expect(await slideShown()).toBe(stoppedOn);
  });

  test("a member's favourite is kept by the server and shown in the favourites row", async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('header-login');
    await header.getByRole('textbox', { name: 'Username' }).fill(DEMO.account);
    await header.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
    await header.getByRole('button', { name: 'Log in' }).click();
    await expectLoggedIn(page, DEMO.account);
    await scrollDownTo(page, card(page, 'Mekong Gold'));
    await card(page, 'Mekong Gold').getByRole('button', { name: 'Add Mekong Gold to favourites' }).click();
    await expect(card(page, 'Mekong Gold').getByRole('button', { name: /favourites/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await scrollDownTo(page, page.getByTestId('section-favourites'));
    await expect(page.getByTestId('section-favourites')).toContainText('Mekong Gold');

    // Play opens the game page with the launched game in its frame; back returns home.
    await card(page, 'Mekong Gold').getByRole('button', { name: 'Play Mekong Gold' }).click();
    await expect(page).toHaveURL(/\/seamless\?vendor=E2ESLOT&nodeId=\d+$/);
    await expect(page.getByTestId('game-frame')).toHaveAttribute('src', GAME_URL);
    await page.getByTestId('game-back').click();
    await expect(page).toHaveURL(/\/$/);
    await scrollDownTo(page, page.getByTestId('section-recent'));
    await expect(page.getByTestId('section-recent')).toContainText('Mekong Gold');
  });

  test('the game vendors are read once a page load, and again only when the refresh flag says so', async ({
    page,
    site,
  }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/game/gameVendor')
        reads.push(new URL(request.url()).search);
    });
    // The host's menus and footer and the lobby's vendor tabs all need them: one read between them.
    await page.goto('/rng?vassalage=e2eslot&gameType=rng');
    await expect(page.getByRole('tab', { name: 'Lucky Reels' })).toBeVisible();
    await scrollDownTo(page, page.getByTestId('footer-vendor').first());
    await expect(page.getByTestId('footer-vendor').first()).toBeVisible();
    await readsSettled(page);
    expect(reads).toEqual(['?language=EN']);

    // Another load in the same tab answers from the session's cache.
    await page.goto('/');
    await scrollDownTo(page, page.getByTestId('section-slots').getByTestId('game-card').first());
    await expect(page.getByTestId('section-slots').getByTestId('game-card').first()).toBeVisible();
    await scrollDownTo(page, page.getByTestId('footer-vendor').first());
    await expect(page.getByTestId('footer-vendor').first()).toBeVisible();
    await readsSettled(page);
    expect(reads).toHaveLength(1);

    // A launch refused for maintenance raises the refresh flag: one read past the cache, shared by host and lobby.
    const [game] = await site.sql<{ node_id: number }>(
      `select node_id from games where vendor = $1 and support_play = 0 order by sort limit 1`,
      [VENDOR],
    );
    await site.sql('update game_vendors set maintenance = true where vendor = $1', [VENDOR]);
    try {
      await page.goto(`/seamless?vendor=${VENDOR}&nodeId=${game?.node_id}&demo=1`);
      await expect(page.getByText('This game is under maintenance. Please try again later.')).toBeVisible();
      await readsSettled(page);
      await expect.poll(() => reads).toEqual(['?language=EN', '?language=EN&flush=true']);
    } finally {
      await site.sql('update game_vendors set maintenance = false where vendor = $1', [VENDOR]);
    }
  });

  test('the game list centre lists the vendor of the address and searches by name', async ({ page }) => {
    await page.goto('/rng?vassalage=e2eslot&gameType=rng');
    await expect(page.getByRole('tab', { name: 'Lucky Reels' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('game-card')).toHaveCount(GAMES.length);
    await page.getByLabel('Search games').fill('koi');
    await expect(page.getByTestId('game-card')).toHaveCount(1);
    await expect(page.getByTestId('game-card')).toContainText('Lucky Koi');
  });
});

test.describe('the home page on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'en-US' });

  test('draws what is a scroll away as the player comes near it, and all of it at a key (decision 177)', async ({
    page,
  }) => {
    const slots = page.getByTestId('section-slots');
    const footer = page.getByRole('contentinfo');
    await page.goto('/');
    await expect(page.getByTestId('section-hot').getByTestId('game-card').first()).toBeVisible();
    // The lists' reads have come back; still, what is below the hot games is not drawn until the player goes there.
    await readsSettled(page);
    await expect(slots).toHaveCount(0);
    await expect(footer).toHaveCount(0);
    await scrollDownTo(page, slots.getByTestId('game-card').first());
    await expect(slots.getByTestId('game-card').first()).toBeVisible();
    await scrollDownTo(page, footer);
    await expect(footer).toBeVisible();

    // A keyboard user's first key draws it all, so Tab reaches every game. (A new visit from the top: a reload would
    // bring the page back scrolled to the footer, near everything.)
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goto('/');
    await expect(page.getByTestId('section-hot').getByTestId('game-card').first()).toBeVisible();
    await expect(slots).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(slots.getByTestId('game-card').first()).toBeAttached();
    await expect(footer).toBeAttached();
  });
});

for (const look of PICTURE_LOOKS) {
  const { width, theme, language } = look;
  test(`lobby pictures, ${width} px, ${theme}, ${language}`, PICTURES, async ({ page }) => {
    const suffix = await wearLookBeforeLoad(page, look);
    await page.goto('/');
    // Brought near, the lists below the hot games are drawn (decision 177); the picture shows the whole page.
    await scrollDownTo(page, page.getByTestId('section-slots').getByTestId('game-card').first());
    await takePicture(page, `lobby-home-${suffix}`);
    await page.goto('/rng');
    await expect(page.getByTestId('game-list').getByTestId('game-card').first()).toBeVisible();
    await takePicture(page, `lobby-rng-${suffix}`);
  });
}
