import { verifyDrop } from '../../house-games/engine/src/plinko/verify-drop';
import {
  authModalsReady,
  DEMO,
  DESKTOP,
  expectLoggedIn,
  forgetAttempts,
  openLoginModal,
  restoreDemoBalance,
} from '../support/player';
import { expect, type Site, takePicture, test } from '../support/site';

/**
 * Plinko in the real site: the demo member logs in on the home page, opens Plinko's game page, reads the rules with
 * the RTP, drops once for money and sees the header balance follow the wallet, then rotates the seed and the drop
 * verifies from the revealed seed. Screenshots at 1440 and 360 px.
 */
// With motion, as most players see it: the balance and the record follow the animation (decision 138).
test.use({ viewport: DESKTOP, locale: 'en-US', reducedMotion: 'no-preference' });

test.afterEach(async ({ site }) => {
  await forgetAttempts(site);
  await restoreDemoBalance(site);
});

async function mainBalance(site: Site): Promise<string> {
  const [row] = await site.sql<{ balance: string }>(
    `select a.balance::text as balance from ledger_accounts a join members m on m.id = a.member_id
      where m.account = $1 and a.kind = 'MEMBER_MAIN'`,
    [DEMO.account],
  );
  const minor = BigInt(row?.balance ?? '0');
  return `${(minor / 100n).toLocaleString('en-US')}.${(minor % 100n).toString().padStart(2, '0')}`;
}

test('a member opens Plinko from the lobby, drops once for money, sees the header balance follow, and verifies the drop', async ({
  page,
  site,
  context,
}) => {
  await page.goto('/');
  await authModalsReady(page);
  const login = await openLoginModal(page);
  await login.getByRole('textbox', { name: 'Username' }).fill(DEMO.account);
  await login.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expectLoggedIn(page, DEMO.account);
  const headerBalance = page.getByRole('banner').getByTestId('balance');
  await expect(headerBalance).toContainText('10,000.00');

  // The lobby's game page for Plinko (the HOUSE vendor's game in the demo catalogue).
  const [plinko] = await site.sql<{ node_id: number }>(
    `select node_id from games where merchant_code = 'DEMOKH' and game_code = 'HOUSE_PLINKO'`,
  );
  await page.goto(`/seamless?vendor=HOUSE&nodeId=${plinko?.node_id}`);
  const game = page.frameLocator('[data-testid="game-frame"]');
  const rules = game.getByRole('dialog', { name: 'How to play' });
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player: 99.00%');
  await takePicture(page, 'plinko-rules-1440');
  await rules.getByRole('button', { name: 'Play' }).click();

  await game.getByTestId('rows').selectOption('16');
  await game.getByTestId('risk-high').click();
  await game.getByTestId('stake').selectOption('100.00');
  await game.getByTestId('drop').click();
  await expect(game.getByTestId('landed-bucket')).toBeVisible();
  await expect(game.getByTestId('drop')).toHaveText('Drop');
  // A drop of 100.00 on 16 rows at high risk never pays back exactly its stake: the wallet moved.
  const after = await mainBalance(site);
  expect(after).not.toBe('10,000.00');
  await expect(headerBalance).toContainText(after);
  await takePicture(page, 'plinko-dropped-1440');

  // Rotating reveals the seed; the stored drop recomputes from it, path, bucket and win alike.
  await game.getByRole('button', { name: 'Fairness' }).click();
  await game.getByRole('button', { name: 'Rotate server seed' }).click();
  await expect(game.getByTestId('revealed')).toBeVisible();
  const [round] = await site.sql<{
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
    steps: {
      rows: number;
      risk: 'low' | 'medium' | 'high';
      path: string;
      bucket: number;
      multiplier: string;
    };
    stake: string;
    total_win: string;
  }>(
    `select p.server_seed, p.server_seed_hash, r.client_seed, r.nonce, r.steps, r.stake::text as stake,
            r.total_win::text as total_win
       from studio_rounds r join studio_seed_pairs p on p.id = r.seed_pair_id join members m on m.id = r.member_id
      where m.account = $1 and r.game_code = 'HOUSE_PLINKO' and p.revealed_at is not null
      order by r.id desc limit 1`,
    [DEMO.account],
  );
  expect(round).toBeDefined();
  await expect(game.getByTestId('revealed')).toContainText(round!.server_seed);
  const money = (minor: string) =>
    `${BigInt(minor) / 100n}.${(BigInt(minor) % 100n).toString().padStart(2, '0')}`;
  const verification = verifyDrop({
    serverSeed: round!.server_seed,
    serverSeedHash: round!.server_seed_hash,
    clientSeed: round!.client_seed,
    nonce: round!.nonce,
    ...round!.steps,
    stake: money(round!.stake),
    totalWin: money(round!.total_win),
  });
  expect(verification.mismatches).toEqual([]);

  // And in the public verifier, opened from the game: the same path and bucket from the revealed seed.
  const [verifier] = await Promise.all([
    context.waitForEvent('page'),
    game.getByTestId('revealed').getByRole('link', { name: 'Verify a round in the verifier' }).click(),
  ]);
  await expect(verifier.getByTestId('hash-check')).toHaveAttribute('data-matches', 'true');
  await expect(verifier.getByTestId('verify-path')).toHaveText(round!.steps.path);
  await expect(verifier.getByTestId('verify-bucket')).toHaveText(String(round!.steps.bucket));
  await verifier.close();
});

test('Plinko on a phone: the board, pickers and drop fit 360 px', async ({ page, site }) => {
  await page.setViewportSize({ width: 360, height: 740 });
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
    gameCode: 'HOUSE_PLINKO',
    demo: true,
    walletVendor: 'MAIN',
    returnUrl: '/rng',
  });
  await page.goto(url);
  await expect(page.getByTestId('rtp')).toBeVisible();
  await takePicture(page, 'plinko-rules-360-km');
  await page.getByTestId('play').click();
  await page.getByTestId('drop').click();
  await expect(page.getByTestId('landed-bucket')).toBeVisible();
  await expect(page.getByTestId('drop')).toBeEnabled();
  await takePicture(page, 'plinko-dropped-360-km');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
