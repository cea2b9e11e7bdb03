import { DESKTOP, restoreDemoBalance } from '../support/player';
import { expect, picturePath, type Site, test } from '../support/site';
import { launchUrl, spinAndSettle } from '../support/slot';

/**
 * The progressive jackpot as players see it (decisions 108, 109): the home page's ticker shows the region's real pool
 * and moves, pushed, when someone's slot spins fund it; the slot's rules state the jackpot's share and odds.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP, locale: 'en-US' });

test.afterAll(async ({ workerSite }) => {
  await restoreDemoBalance(workerSite);
});

/** The pool as the ledger holds it (the sum of its lanes), written as the ticker writes money. */
async function ledgerPool(site: Site): Promise<string> {
  const [row] = await site.sql<{ pool: string | null }>(
    `select sum(balance)::text as pool from ledger_accounts
      where kind = 'JACKPOT_POOL' and merchant_code = 'DEMOKH' and currency = 'KHR'`,
  );
  const minor = BigInt(row?.pool ?? '0');
  return `${(minor / 100n).toLocaleString('en-US')}.${(minor % 100n).toString().padStart(2, '0')}`;
}

test('the home page ticker shows the real pool and moves when slot spins fund it', async ({
  page,
  site,
  context,
}) => {
  // Two pages, a game opened and two paid spins on a shared machine.
  test.setTimeout(240_000);
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await page.goto('/');
  // By test id, not role: the visitor's popup, when open, hides the page behind it from the accessibility tree.
  const ticker = page.getByTestId('jackpot-value');
  await expect(ticker).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/, { timeout: 60_000 });
  await expect(ticker).toHaveText(await ledgerPool(site));
  const before = (await ticker.textContent()) ?? '';

  const game = await context.newPage();
  await game.goto(await launchUrl(site));
  const rules = game.getByRole('dialog', { name: 'Paytable and rules' });
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player: 96.02%');
  await expect(rules.getByTestId('jackpot-rules')).toContainText('1.00% of every stake');
  await expect(rules.getByTestId('jackpot-rules')).toContainText('Return with the jackpot: 97.02%');
  await rules.getByRole('button', { name: 'Play' }).click();
  // 1% of a 1.00 stake is 0.01 into the pool (smaller stakes round down to nothing).
  await game.getByRole('button', { name: 'Raise bet' }).click();
  await game.getByRole('button', { name: 'Raise bet' }).click();
  await expect(game.getByTestId('bet')).toHaveText('1.00');
  await spinAndSettle(game);
  await spinAndSettle(game);

  // Pushed to the open home page: no reload.
  await expect(ticker).not.toHaveText(before, { timeout: 30_000 });
  await expect(ticker).toHaveText(await ledgerPool(site));
  await page.evaluate(() => document.fonts.ready);
  await page
    .getByTestId('jackpot')
    .screenshot({ path: picturePath('jackpot-ticker-1440'), animations: 'disabled' });
  await page.setViewportSize({ width: 360, height: 780 });
  // On a phone the currency stays on the amount's line; the label is what moves above them.
  const amount = await ticker.boundingBox();
  const currency = await page.getByTestId('jackpot').getByText('KHR', { exact: true }).boundingBox();
  expect(amount && currency && currency.y + currency.height / 2).toBeGreaterThan(amount?.y ?? 0);
  expect(amount && currency && currency.y + currency.height / 2).toBeLessThan(
    (amount?.y ?? 0) + (amount?.height ?? 0),
  );
  await page
    .getByTestId('jackpot')
    .screenshot({ path: picturePath('jackpot-ticker-360'), animations: 'disabled' });
  await game.setViewportSize({ width: 360, height: 780 });
  await game
    .getByRole('button', { name: /rules|paytable/i })
    .first()
    .click();
  await game.screenshot({ path: picturePath('slot-jackpot-rules-360'), animations: 'disabled' });
});
