import type { Page } from '@playwright/test';
import { DEMO, DESKTOP, expectLoggedIn, forgetAttempts, restoreDemoBalance } from '../support/player';
import { expect, type Site, takePicture, test } from '../support/site';

/**
 * Baccarat in the real site: a member opens it from the lobby, plays a hand for money in the game page, sees the
 * header balance follow the wallet, ends the shoe (the seed is revealed) and checks the hand in the public shoe
 * verifier. Then the table at 360 and 1440 px for the eye.
 */
test.use({ viewport: DESKTOP, locale: 'en-US' });

test.afterEach(async ({ site }) => {
  await forgetAttempts(site);
  await restoreDemoBalance(site);
});

const BACCARAT = 'Baccarat';

async function mainBalance(site: Site): Promise<string> {
  const [row] = await site.sql<{ balance: string }>(
    `select a.balance::text as balance from ledger_accounts a join members m on m.id = a.member_id
      where m.account = $1 and a.kind = 'MEMBER_MAIN'`,
    [DEMO.account],
  );
  const minor = BigInt(row?.balance ?? '0');
  return `${(minor / 100n).toLocaleString('en-US')}.${(minor % 100n).toString().padStart(2, '0')}`;
}

async function logIn(page: Page) {
  await page.goto('/');
  const header = page.getByTestId('header-login');
  await header.getByRole('textbox', { name: 'Username' }).fill(DEMO.account);
  await header.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await header.getByRole('button', { name: 'Log in' }).click();
  // The password check takes its time on a machine busy with other work.
  await expect(page.getByTestId('account-name')).toHaveText(DEMO.account, { timeout: 60_000 });
  await expectLoggedIn(page, DEMO.account);
}

test('a member opens Baccarat from the lobby’s card games, plays a hand for money and verifies it', async ({
  page,
  site,
  context,
}) => {
  // The whole site loads and logs in first: minutes on a busy machine.
  test.setTimeout(240_000);
  await logIn(page);
  const headerBalance = page.getByRole('banner').getByTestId('balance');
  await expect(headerBalance).toContainText(await mainBalance(site));
  // A card game: the header's PVP entry lists it (decision 112).
  await page.getByTestId('header-categories').locator('[data-category="PVP"]').click();
  await expect(page).toHaveURL(/\/pvp/);
  await page
    .getByTestId('game-card')
    .filter({ hasText: BACCARAT })
    .first()
    .getByRole('button', { name: `Play ${BACCARAT}` })
    .click();
  await expect(page).toHaveURL(/\/seamless\?vendor=HOUSE&nodeId=\d+$/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  const rules = game.getByRole('dialog', { name: 'Baccarat rules' });
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player: 98.94%');
  await expect(rules.getByTestId('rule-tie')).toContainText('85.64%');
  await rules.getByRole('button', { name: 'Play' }).click();

  // Hands on banker and tie until the wallet moved (a tie returns the banker stake and pays the tie).
  const before = await mainBalance(site);
  let hands = 0;
  do {
    await game.getByTestId('spot-banker').click();
    await game.getByTestId('spot-tie').click();
    await game.getByTestId('deal').click();
    await expect(game.getByTestId('result')).toBeVisible();
    await expect(game.getByTestId('deal')).toBeEnabled();
    hands++;
    await expect(headerBalance).toContainText(await mainBalance(site));
    await game.getByTestId('clear').click();
  } while ((await mainBalance(site)) === before && hands < 5);
  expect(await mainBalance(site)).not.toBe(before);
  await expect(game.getByTestId('top-balance')).toHaveText(await mainBalance(site));

  // Ending the shoe reveals its seed; the hand is then checked card by card in the browser.
  await game.getByRole('button', { name: 'Fairness' }).click();
  await game.getByRole('button', { name: 'Rotate server seed' }).click();
  await expect(game.getByTestId('revealed')).toBeVisible();
  await page.keyboard.press('Escape');
  await game.getByRole('button', { name: 'History' }).click();
  const [verifier] = await Promise.all([
    context.waitForEvent('page'),
    game.getByTestId('history-round').first().getByRole('link', { name: 'Verify' }).click(),
  ]);
  await verifier.getByTestId('verify-check').click();
  await expect(verifier.getByTestId('verify-hash')).toHaveText(
    'The server seed matches the hash shown before the shoe.',
  );
  await expect(verifier.getByTestId('verify-cards')).toContainText('has exactly these cards');
  await verifier.close();
});

for (const width of [360, 1440] as const) {
  test(`the baccarat table at ${width} px`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    const [member] = await site.sql<{ id: number }>('select id from members where account = $1', [
      DEMO.account,
    ]);
    const { vendorAdapter } = await import('../../platform-api/src/modules/games/vendor-adapter');
    const { url } = await vendorAdapter('HOUSE')!.launch(site.deps, {
      memberId: member!.id,
      // Straight through the adapter, under no login of the member.
      memberSession: null,
      merchantCode: 'DEMOKH',
      regionCurrency: 'KHR',
      language: 'KM',
      gameCode: 'HOUSE_BACCARAT',
      demo: false,
      walletVendor: 'MAIN',
      returnUrl: '/',
    });
    await page.goto(url);
    await expect(page.getByTestId('play')).toBeVisible();
    await takePicture(page, `baccarat-rules-${width}`);
    await page.getByTestId('play').click();
    await page.getByTestId('chip-2').click();
    await page.getByTestId('spot-player').click();
    await page.getByTestId('spot-bankerPair').click();
    await page.getByTestId('deal').click();
    await expect(page.getByTestId('result')).toBeVisible();
    await takePicture(page, `baccarat-hand-${width}`);
  });
}
