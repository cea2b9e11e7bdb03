import type { Page } from '@playwright/test';
import km from '../../mfe-member-centre/src/i18n/km.json' with { type: 'json' };
import {
  DEMO,
  DESKTOP,
  expectLoggedIn,
  forgetAttempts,
  restoreDemoBalance,
  restoreDemoMember,
} from '../support/player';
import { expect, PICTURE_LOOKS, PICTURES, type Site, takePicture, test, wearLook } from '../support/site';
import { spinAndSettle } from '../support/slot';

/**
 * The whole journey in the real site: a guest opens the lobby and is asked to log in to play the in-house
 * slot, logs in, opens it in the game page, spins for money and sees the header balance follow the wallet, rotates
 * the seed and checks a past spin in the public verifier, and finds the rounds in the betting record.
 */
// With motion, as most players see it: the balance and the record follow the animation (decision 138).
test.use({ viewport: DESKTOP, locale: 'en-US', reducedMotion: 'no-preference' });

test.afterEach(async ({ site }) => {
  await forgetAttempts(site);
  await restoreDemoMember(site);
  await restoreDemoBalance(site);
});

const SLOT = 'Temple of Fortune';
const KM_BETTING_RECORD = km.page_personalHistoryCopy;

async function mainBalance(site: Site): Promise<string> {
  const [row] = await site.sql<{ balance: string }>(
    `select a.balance::text as balance from ledger_accounts a join members m on m.id = a.member_id
      where m.account = $1 and a.kind = 'MEMBER_MAIN'`,
    [DEMO.account],
  );
  const minor = BigInt(row?.balance ?? '0');
  return `${(minor / 100n).toLocaleString('en-US')}.${(minor % 100n).toString().padStart(2, '0')}`;
}

const slotCard = (page: Page) =>
  page.getByTestId('section-hot').getByTestId('game-card').filter({ hasText: SLOT }).first();

test('a guest is asked to log in, then plays the slot for money, verifies a spin and finds the rounds', async ({
  page,
  site,
  context,
}) => {
  await page.goto('/');
  await slotCard(page)
    .getByRole('button', { name: `Play ${SLOT}` })
    .click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: 'Username' }).fill(DEMO.account);
  await login.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expectLoggedIn(page, DEMO.account);

  const headerBalance = page.getByRole('banner').getByTestId('balance');
  await expect(headerBalance).toContainText('10,000.00');
  await slotCard(page)
    .getByRole('button', { name: `Play ${SLOT}` })
    .click();
  await expect(page).toHaveURL(/\/seamless\?vendor=HOUSE&nodeId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: SLOT })).toBeVisible();
  const game = page.frameLocator('[data-testid="game-frame"]');
  const rules = game.getByRole('dialog', { name: 'Paytable and rules' });
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player: 96.02%');
  await rules.getByRole('button', { name: 'Play' }).click();

  // Spin until the wallet moved (a spin may win back exactly its stake); the header follows every settled spin.
  let spins = 0;
  do {
    await spinAndSettle(game);
    spins++;
    await expect(headerBalance).toContainText(await mainBalance(site));
  } while ((await mainBalance(site)) === '10,000.00' && spins < 10);
  expect(await mainBalance(site)).not.toBe('10,000.00');

  // Rotating the seed reveals the one the spins used; the public verifier reproduces them from it.
  await game.getByRole('button', { name: 'Fairness' }).click();
  const shownHash = await game.getByTestId('server-seed-hash').textContent();
  await game.getByRole('button', { name: 'Rotate server seed' }).click();
  const revealed = game.getByTestId('revealed');
  await expect(revealed).toContainText(shownHash ?? 'missing');
  const [verifier] = await Promise.all([
    context.waitForEvent('page'),
    revealed.getByRole('link', { name: 'Verify a spin in the verifier' }).click(),
  ]);
  await expect(verifier.getByTestId('hash-check')).toHaveText(
    'SHA-256 of the server seed matches the hash shown before play.',
  );
  await verifier.close();
  await page.keyboard.press('Escape');

  // Back to the site: the rounds are in the member centre's betting record.
  await page.getByTestId('game-back').click();
  await page.getByTestId('account-summary').click();
  const centre = page.getByTestId('member-centre');
  await centre
    .getByRole('navigation', { name: 'Member centre pages' })
    .getByRole('button', { name: 'Betting record' })
    .click();
  // The last 7 region days (the page's default) hold every round this member played; the first page shows 20.
  const [rounds] = await site.sql<{ n: number }>(
    'select count(*)::int as n from game_rounds r join members m on m.id = r.member_id where m.account = $1',
    [DEMO.account],
  );
  expect(rounds?.n).toBeGreaterThanOrEqual(spins);
  await expect(centre.getByTestId('bet-row')).toHaveCount(Math.min(20, rounds?.n ?? 0));
  await expect(centre.getByTestId('bet-row').first()).toContainText(SLOT);
});

/** Logs the demo member in through the header (desktop width, English), as the journey does. */
async function logIn(page: Page) {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const header = page.getByTestId('header-login');
  await header.getByRole('textbox', { name: 'Username' }).fill(DEMO.account);
  await header.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expectLoggedIn(page, DEMO.account);
}

const BETTING_RECORD = { EN: 'Betting record', KM: KM_BETTING_RECORD } as const;

// One login for every look: logging in is the slow part of a busy machine, not what is pictured.
test('game page and betting record pictures in each look', PICTURES, async ({ page, site }) => {
  test.setTimeout(600_000);
  // The pictures show where a spin ends, not its motion: the reels stop at once (the journey above runs them).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logIn(page);
  const [game] = await site.sql<{ node_id: number }>(
    `select node_id from games where merchant_code = 'DEMOKH' and game_code = 'HOUSE_SLOT_TEMPLE'`,
  );
  for (const look of PICTURE_LOOKS) {
    const { theme, language } = look;
    const suffix = await wearLook(page, look);
    await page.goto(`/seamless?vendor=HOUSE&nodeId=${game?.node_id}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.getByTestId('rtp')).toBeVisible();
    await takePicture(page, `game-page-rules-${suffix}`);
    await frame.getByTestId('play').click();
    await spinAndSettle(frame);
    await takePicture(page, `game-page-${suffix}`);
    await page.goto('/');
    await page.getByTestId('account-summary').click();
    const centre = page.getByTestId('member-centre');
    await centre.getByRole('button', { name: BETTING_RECORD[language], exact: true }).first().click();
    await expect(centre.getByTestId('bet-row').first()).toBeVisible();
    // The centre is the subject: the window as the player sees it (the icons in view loaded), not the home page
    // below it, whose icons load only when scrolled to.
    await takePicture(page, `betting-record-${suffix}`, { fullPage: false });
  }
});
