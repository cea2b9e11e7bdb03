import { DEMO, DESKTOP, restoreDemoBalance } from '../support/player';
import { expect, type Site, test } from '../support/site';
import { launchUrl, spinAndSettle } from '../support/slot';

/**
 * Temple of Fortune on its own page, as the game page's iframe opens it: the launch URL the HOUSE adapter gives,
 * real spins settled by the studio through the seamless wallet, seed rotation and the public verifier. (The whole
 * journey from the lobby through the game page is the lobby's test.)
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP, locale: 'en-US' });

test.afterAll(async ({ workerSite }) => {
  await restoreDemoBalance(workerSite);
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

/** How many real rounds of the slot the demo member has played. */
async function played(site: Site): Promise<number> {
  const [row] = await site.sql<{ n: number }>(
    `select count(*)::int as n from studio_rounds r join members m on m.id = r.member_id
      where m.account = $1 and r.game_code = 'HOUSE_SLOT_TEMPLE' and not r.demo`,
    [DEMO.account],
  );
  return row?.n ?? 0;
}

test('a member plays for money: rules first, every spin settled in the wallet, a revealed spin verified', async ({
  page,
  site,
  context,
}) => {
  const before = await played(site);
  const url = await launchUrl(site);
  await page.goto(url);
  // The one-time token leaves the address at once.
  await expect(page).not.toHaveURL(/launch=/);
  const rules = page.getByRole('dialog', { name: 'Paytable and rules' });
  await expect(rules.getByTestId('rtp')).toHaveText('Return to player: 96.02%');
  await rules.getByRole('button', { name: 'Play' }).click();

  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(await mainBalance(site));
  for (let spin = 0; spin < 3; spin++) {
    await spinAndSettle(page);
    // What the game shows is what the wallet holds.
    await expect(balance).toHaveText(await mainBalance(site));
  }
  expect(await played(site)).toBe(before + 3);

  // Recall holds the member's last 10 rounds of the game (earlier tests may have played some).
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByTestId('history-round')).toHaveCount(Math.min(10, before + 3));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Fairness' }).click();
  const shownHash = await page.getByTestId('server-seed-hash').textContent();
  await page.getByRole('button', { name: 'Rotate server seed' }).click();
  const revealed = page.getByTestId('revealed');
  await expect(revealed).toContainText(shownHash ?? 'missing');
  const [verifier] = await Promise.all([
    context.waitForEvent('page'),
    revealed.getByRole('link', { name: 'Verify a spin in the verifier' }).click(),
  ]);
  await expect(verifier.getByTestId('hash-check')).toHaveText(
    'SHA-256 of the server seed matches the hash shown before play.',
  );
  await expect(verifier.getByTestId('verify-total')).toContainText('Stake');
  await verifier.close();

  // A second open of the same launch URL is refused: the token was one-time.
  await page.goto(url);
  await expect(page.getByRole('alert')).toHaveText(
    'This game link was already used. Go back and open the game again.',
  );
});

test('demo play says so and leaves the wallet alone', async ({ page, site }) => {
  const before = await mainBalance(site);
  await page.goto(await launchUrl(site, true));
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).click();
  await spinAndSettle(page);
  expect(await mainBalance(site)).toBe(before);
});

test('a spin whose answer the network lost is shown by the next press, and played once', async ({
  page,
  site,
}) => {
  await page.goto(await launchUrl(site));
  await page
    .getByRole('dialog', { name: 'Paytable and rules' })
    .getByRole('button', { name: 'Play' })
    .click();
  const balance = page.getByTestId('balance');
  const shownBefore = await mainBalance(site);
  await expect(balance).toHaveText(shownBefore);
  const before = await played(site);

  // The studio plays the spin, then the connection drops before its answer arrives, for the retry too.
  let dropping = true;
  await page.route('**/studio/v1/spin', async (route) => {
    if (!dropping) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByTestId('spin').click();
  await expect(page.getByTestId('notice')).toHaveText(
    'The connection dropped before the answer came. Press again: the same play is sent again, and it counts only once.',
  );
  expect(await played(site)).toBe(before + 1);
  await expect(balance).toHaveText(shownBefore);
  await expect(page.getByRole('button', { name: 'Raise bet' })).toBeDisabled();

  // Back in reach: the next press shows the round already played, and the wallet is what it holds.
  dropping = false;
  await spinAndSettle(page);
  expect(await played(site)).toBe(before + 1);
  await expect(balance).toHaveText(await mainBalance(site));
  await expect(page.getByRole('button', { name: 'Raise bet' })).toBeEnabled();
  await spinAndSettle(page);
  expect(await played(site)).toBe(before + 2);
});

test('framed by a page of our site, it says when a spin settled and leaves back, full screen and its name to the page', async ({
  page,
  site,
}) => {
  // Any page of our origin may frame the game (the lobby's game page does); the verifier is one that needs no login.
  await page.goto('/house-games/verify/');
  const url = await launchUrl(site);
  await page.evaluate((src) => {
    const messages: unknown[] = [];
    (window as unknown as { gameMessages: unknown[] }).gameMessages = messages;
    window.addEventListener('message', (event) => {
      if (event.origin === location.origin) messages.push(event.data);
    });
    const frame = document.createElement('iframe');
    frame.src = src;
    // Over the page, in view: as the game page's stage holds it.
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0';
    frame.setAttribute('allow', 'fullscreen');
    document.body.append(frame);
  }, url);
  const game = page.frameLocator('iframe');
  await game.getByRole('button', { name: 'Play' }).click();
  await spinAndSettle(game);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { gameMessages: unknown[] }).gameMessages))
    .toEqual([{ type: 'house-game:balance' }]);
  // Framed, back and full screen are the game page's (one set on screen): the game shows neither.
  await expect(game.getByRole('button', { name: 'Sound off' })).toBeVisible();
  await expect(game.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(game.getByRole('button', { name: 'Full screen' })).toHaveCount(0);
  // The page's bar names the game: the game's own heading stays, for screen readers, unseen (no name twice).
  const name = await game.getByRole('heading', { level: 1, name: 'Temple of Fortune' }).boundingBox();
  expect(name?.width).toBeLessThanOrEqual(1);
});

test('only our own site may frame the game', async ({ request }) => {
  const answer = await request.get('/house-games/slot/');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
});
