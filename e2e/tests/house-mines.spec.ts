import type { Page } from '@playwright/test';
import {
  DEMO,
  DESKTOP,
  forgetAttempts,
  openLoginModal,
  restoreDemoBalance,
  restoreDemoMember,
  submitDemoLogin,
} from '../support/player';
import { expect, pictureViewport, type Site, takePicture, test } from '../support/site';

/**
 * Mines in the real site: a logged-in member opens it from the lobby's game list, reads the rules and RTP, bets
 * for money, opens a safe tile and cashes out while the header balance follows the wallet, then rotates the seed
 * and verifies the round in the public verifier. Pictures of the board at 360 and 1440 px.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP, locale: 'en-US' });

test.afterEach(async ({ site }) => {
  await forgetAttempts(site);
  await restoreDemoMember(site);
  await restoreDemoBalance(site);
});

async function logIn(page: Page) {
  // A shared, busy machine: the site and its remotes may take a while to load.
  test.setTimeout(180_000);
  await page.goto('/');
  const login = await openLoginModal(page);
  await submitDemoLogin(login);
  await expect(page.getByTestId('account-name')).toHaveText(DEMO.account, { timeout: 30_000 });
}

/** The open round's mines, read from the studio's table (the player cannot see them). */
async function openRoundMines(site: Site): Promise<number[]> {
  const [row] = await site.sql<{ mines: number[] | string }>(
    `select r.mines from studio_mines_rounds r join members m on m.id = r.member_id
      where m.account = $1 and r.state = 'OPEN' and not r.demo`,
    [DEMO.account],
  );
  const mines = row?.mines ?? [];
  return typeof mines === 'string' ? JSON.parse(mines) : mines;
}

test('a member opens Mines from the lobby, plays for money, sees the header balance move and verifies the round', async ({
  page,
  site,
  context,
}) => {
  await logIn(page);
  const headerBalance = page.getByRole('banner').getByTestId('balance');
  await expect(headerBalance).toContainText('10,000.00');

  await page.goto('/rng?vassalage=house&gameType=rng');
  const card = page.getByTestId('game-card').filter({ hasText: 'Mines' }).first();
  await card.getByRole('button', { name: 'Play Mines' }).click();
  await expect(page).toHaveURL(/\/seamless\?vendor=HOUSE&nodeId=\d+$/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  const rules = game.getByRole('dialog', { name: 'How to play Mines' });
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player: 96.25%');
  await rules.getByRole('button', { name: 'Play' }).click();

  // 1.00 on 3 mines, played from the keyboard: the stake leaves the wallet at once, and the header shows it. Each
  // control pressed keeps the keyboard's place (decision 176): Bet hands it to the board, a tile keeps it.
  // Play hands the focus to the game as the rules close (decision 168); the player then moves it to Bet.
  await expect(game.getByRole('main')).toBeFocused();
  await expect(game.getByTestId('bet')).toBeEnabled();
  await game.getByTestId('bet').focus();
  await page.keyboard.press('Enter');
  await expect(game.getByTestId('next-multiplier')).toHaveText('Next tile ×1.10');
  await expect(game.getByTestId('tile-0')).toBeFocused();
  await expect(headerBalance).toContainText('9,999.00');
  const mines = await openRoundMines(site);
  expect(mines).toHaveLength(3);
  const safe = Array.from({ length: 25 }, (_, tile) => tile).find((tile) => !mines.includes(tile)) ?? 0;
  await game.getByTestId(`tile-${safe}`).focus();
  await page.keyboard.press('Enter');
  await expect(game.getByTestId('cash-out')).toHaveText('Cash out 1.10');
  await expect(game.getByTestId(`tile-${safe}`)).toBeFocused();
  await game.getByTestId('cash-out').focus();
  await page.keyboard.press('Enter');
  await expect(game.getByTestId('notice')).toHaveText('You won 1.10');
  await expect(game.getByTestId('bet')).toBeFocused();
  await expect(headerBalance).toContainText('10,000.10');
  for (const tile of mines)
    await expect(game.getByTestId(`tile-${tile}`)).toHaveAttribute('data-kind', 'mine');

  // Rotating the seed reveals the one the round used; the verifier lays the same mines from it.
  await game.getByRole('button', { name: 'Fairness' }).click();
  await game.getByRole('button', { name: 'Rotate server seed' }).click();
  const [verifier] = await Promise.all([
    context.waitForEvent('page'),
    game.getByTestId('revealed').getByRole('link', { name: 'Verify a round in the verifier' }).click(),
  ]);
  await expect(verifier.getByTestId('verify-status')).toHaveText('Everything matches: the round was fair.');
  await expect(verifier.locator('.verify-board .tile-mine')).toHaveCount(3);
  await verifier.close();
});

for (const width of [360, 1440] as const) {
  test(`Mines pictures at ${width} px`, async ({ page, site }) => {
    await logIn(page);
    await page.setViewportSize(pictureViewport(width));
    const [row] = await site.sql<{ node_id: number }>(
      `select node_id from games where merchant_code = 'DEMOKH' and game_code = 'HOUSE_MINES'`,
    );
    await page.goto(`/seamless?vendor=HOUSE&nodeId=${row?.node_id}`);
    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect(game.getByTestId('rtp')).toBeVisible({ timeout: 60_000 });
    await takePicture(page, `mines-rules-${width}`);
    await game.getByTestId('play').click();
    await game.getByTestId('bet').click();
    // The round is stored once the board offers the next tile: read its mines only then (read earlier, there were
    // none, and the last click waited for "tile-undefined" until the test timed out).
    await expect(game.getByTestId('next-multiplier')).toHaveText('Next tile ×1.10');
    const mines = await openRoundMines(site);
    expect(mines).toHaveLength(3);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
    await game.getByTestId(`tile-${safe[0]}`).click();
    await expect(game.getByTestId('multiplier')).toHaveText('Multiplier ×1.10');
    await game.getByTestId(`tile-${safe[1]}`).click();
    await expect(game.getByTestId('multiplier')).toHaveText('Multiplier ×1.25');
    await takePicture(page, `mines-playing-${width}`);
    await game.getByTestId(`tile-${mines[0]}`).click();
    await expect(game.getByTestId('notice')).toHaveText('Mine! The stake is lost.');
    await takePicture(page, `mines-lost-${width}`);
  });
}
