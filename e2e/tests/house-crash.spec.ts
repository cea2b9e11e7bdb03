import { demoMainBalance, houseLaunchUrl } from '../support/house-games';
import { DEMO, DESKTOP, restoreDemoBalance } from '../support/player';
import { expect, test } from '../support/site';

/**
 * Rocket Crash on its own page, as the game page's iframe opens it: the live round over the WebSocket, a bet and a
 * cash-out for money settled through the seamless wallet, and the balance on screen matching the wallet.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP, locale: 'en-US' });

test.afterAll(async ({ workerSite }) => {
  await restoreDemoBalance(workerSite);
});

/**
 * A round runs until its crash point: 10.00x takes about 38 s, the 10,000x cap about 154 s. The next betting window
 * is waited for that long, so a high crash point before it only slows the test.
 */
const LONGEST_ROUND_MS = 170_000;

/** The betting window's caption with two seconds or more left (the window is 7 s). */
const BETTING_TIME_LEFT = /^Bets close in (?:[2-9]|\d{2,}) s$/;

const toMinor = (money: string): bigint => BigInt(money.replace(/[,.]/g, ''));

test('a member bets, cashes out while the multiplier rises, sees the balance change, and verifies the round', async ({
  page,
  site,
  context,
}) => {
  test.setTimeout(4 * LONGEST_ROUND_MS + 60_000);
  await page.goto(await houseLaunchUrl(site, 'HOUSE_CRASH'));
  await expect(page).not.toHaveURL(/launch=/);
  const rules = page.getByRole('dialog', { name: 'How to play' });
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player: 99.00%');
  await expect(rules.getByTestId('chain-intro')).toContainText('SHA-256');
  await rules.getByRole('button', { name: 'Play' }).click();

  const balance = page.getByTestId('top-balance');
  const start = await demoMainBalance(site);
  await expect(balance).toHaveText(start);
  const notice = page.getByTestId('notice');
  // A round may crash before the cash-out click lands: then the next round is played, a few at most.
  for (let round = 0; round < 4; round++) {
    const beforeBet = toMinor(await demoMainBalance(site));
    const bet = page.getByRole('button', { name: /^Bet 5\.00$/ });
    await page.getByRole('button', { name: '5.00', exact: true }).click();
    // A click in the window's last moment can land as the button turns off and place nothing: bet with time left.
    await expect(page.getByTestId('caption')).toHaveText(BETTING_TIME_LEFT, { timeout: LONGEST_ROUND_MS });
    await expect(bet).toBeEnabled();
    await bet.click();
    await expect(notice).toHaveText('Bet placed: 5.00');
    // The stake left the wallet, and the screen says what the wallet holds.
    await expect(balance).toHaveText(await demoMainBalance(site));
    await expect(page.getByTestId('player').filter({ hasText: '5.00' })).not.toHaveCount(0);
    const cashOut = page.getByTestId('cash-out');
    const outcome = await Promise.race([
      cashOut.waitFor({ timeout: 30_000 }).then(
        () => 'running' as const,
        () => 'lost' as const,
      ),
      expect(notice)
        .toHaveText(/stake lost/, { timeout: 30_000 })
        .then(
          () => 'lost' as const,
          () => 'lost' as const,
        ),
    ]);
    if (outcome === 'lost') continue;
    // The round can still crash before the click lands (a busy machine is slow to act): the button is gone then, and
    // the next round is played. Without a limit the click would wait for a cash-out button that never comes back.
    const clicked = await cashOut.click({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (!clicked) continue;
    await expect(notice).toHaveText(/Cashed out at|stake lost|Too late/);
    if (!(await notice.textContent())?.startsWith('Cashed out')) continue;
    await expect(notice).toHaveText(/^Cashed out at \d+\.\d{2}×: \+\d/);
    // The wallet holds what it held before the bet, less the stake, plus the win the notice shows.
    const win = toMinor((await notice.textContent())?.match(/\+([\d,.]+)/)?.[1] ?? '');
    expect(toMinor(await demoMainBalance(site))).toBe(beforeBet - 500n + win);
    await expect(balance).toHaveText(await demoMainBalance(site));
    await page.getByRole('button', { name: 'My bets' }).click();
    await expect(page.getByTestId('history-round').first()).toContainText(/Cashed out at/);
    await page.keyboard.press('Escape');

    // Once the round crashes its seed is out: the chain panel checks it, and the verifier redoes it from the seed.
    await expect(page.getByRole('button', { name: /^Bet 5\.00$/ })).toBeEnabled({
      timeout: LONGEST_ROUND_MS,
    });
    await page.getByRole('button', { name: 'Hash chain' }).click();
    const [verifier] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('round-verify-link').first().click(),
    ]);
    await expect(verifier.getByTestId('verify-crash-point')).toContainText(
      /Crash point from the seed: \d+\.\d{2}×/,
    );
    await expect(verifier.getByTestId('verify-shown')).toHaveText('The game showed the same crash point.');
    await verifier.close();
    return;
  }
  throw new Error(`no round let ${DEMO.account} cash out in 4 tries`);
});
