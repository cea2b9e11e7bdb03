import {
  LOTTERY_STREAM_MAX_PER_SESSION,
  lotteryGameMenusCall,
  lotteryResultsStream,
  openedNumeroCall,
} from '@platform/shared-contracts/lottery-calls';
import type { Locator, Page } from '@playwright/test';
import {
  DEMO,
  DESKTOP,
  expectLoggedIn,
  forgetAttempts,
  openLoginModal,
  restoreDemoBalance,
  restoreDemoMember,
  submitDemoLogin,
} from '../support/player';
import {
  expect,
  lookSuffix,
  PICTURE_LOOKS,
  PICTURES,
  picturePath,
  pictureViewport,
  type Site,
  takePicture,
  test,
  wearLook,
  withoutAnnouncementPopups,
} from '../support/site';

/**
 * The lottery remote in the real site (issue 11): the demo member opens /lottery, bets on a fast draw and finds the
 * bet in my bets with the header balance following; then pictures of the lobby and the game page at each width,
 * theme and language, saved as test-results/screenshots/lottery-<page>-<width>-<theme>-<lang>.png.
 */
test.afterEach(async ({ site }) => {
  await forgetAttempts(site);
  await restoreDemoMember(site);
  await restoreDemoBalance(site);
});

/** SSC 5 minutes closes 30 s before each draw: a bet needs a draw with time left to fill the slip. */
const FAST_GAME = 'SSC5';

async function logIn(page: Page) {
  await page.goto('/');
  const login = await openLoginModal(page);
  await submitDemoLogin(login);
  await expect(page.getByTestId('account-name')).toHaveText(DEMO.account, { timeout: 30_000 });
}

/** The draw time of the game's issue `issueNumber`, or else of the first issue not yet drawn. */
async function drawTimeOf(site: Site, gameCode: string, issueNumber?: string): Promise<Date> {
  const [row] = await site.sql<{ draw_at: Date }>(
    issueNumber
      ? `select draw_at from lottery_issues
          where merchant_code = 'DEMOKH' and game_code = $1 and issue_number = $2`
      : `select min(draw_at) as draw_at from lottery_issues
          where merchant_code = 'DEMOKH' and game_code = $1 and state = 'OPEN' and draw_at > $2`,
    [gameCode, issueNumber ?? site.deps.now()],
  );
  if (!row?.draw_at) throw new Error(`no issue of ${gameCode} to draw`);
  return new Date(row.draw_at);
}

/**
 * Brings a draw instead of waiting up to a minute for it: the server's clock moves to `msBefore` ahead of the draw
 * time, and the draw runner (ticking every second) draws it on time from there. A jump is under a minute, so no other
 * game's draw counts as missed.
 */
async function bringDraw(site: Site, gameCode: string, issueNumber?: string, msBefore = 0) {
  const drawAt = await drawTimeOf(site, gameCode, issueNumber);
  site.advanceClockTo(new Date(drawAt.getTime() - msBefore));
}

/**
 * Makes sure the game's open draw has at least `seconds` before it closes: when it has less, its draw is brought, and
 * the next issue (its countdown pushed to the page) takes bets.
 */
async function ensureTimeToBet(page: Page, site: Site, gameCode: string, seconds = 15) {
  const secondsLeft = async () => {
    const text = (await page.getByTestId('issue-countdown').first().textContent()) ?? '';
    const [, mm = '0', ss = '0'] = /(\d{2}):(\d{2})/.exec(text) ?? [];
    return Number(mm) * 60 + Number(ss);
  };
  await expect(page.getByTestId('issue-countdown').first()).toBeVisible({ timeout: 30_000 });
  if ((await secondsLeft()) < seconds) await bringDraw(site, gameCode);
  await expect(async () => expect(await secondsLeft()).toBeGreaterThanOrEqual(seconds)).toPass({
    timeout: 30_000,
  });
}

/** SSC 1 minute draws every minute and closes 10 s before: the journey sees its own bet drawn and settled. */
const MINUTE_GAME = 'SSC1';

test.describe('lottery journey', () => {
  test.use({ viewport: DESKTOP, locale: 'en-US' });

  test('the header lists the lottery and its entry opens /lottery for its first vendor', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page);
    const entry = page.getByTestId('header-categories').locator('[data-category="LOTT"]');
    await expect(entry).toHaveAttribute('href', '/lottery');
    await entry.click();
    await expect(page).toHaveURL(/\/lottery$/);
    await expect(page.getByTestId(`lottery-game-${FAST_GAME}`)).toBeVisible({ timeout: 30_000 });
  });

  test('the demo member bets on a 1-minute draw, sees it drawn, won and paid, and verifies the draw', async ({
    page,
    site,
  }) => {
    test.setTimeout(180_000);
    await logIn(page);
    await expectLoggedIn(page, DEMO.account);
    const balance = page.getByRole('banner').getByTestId('balance');
    await expect(balance).toContainText('10,000.00');

    await page.goto('/lottery');
    const card = page.getByTestId(`lottery-game-${MINUTE_GAME}`);
    // The first menus answer waits for the draw runner's first pass over every game.
    await expect(card).toBeVisible({ timeout: 30_000 });
    // A draw runner behind a busy machine may show "No draw open" for a moment until it creates the next issue.
    await expect(card.getByRole('timer')).toHaveText(/Closes in \d{2}:\d{2}|Drawing/, { timeout: 70_000 });
    await card.getByRole('button', { name: 'Play' }).click();
    await expect(page).toHaveURL(new RegExp(`/lottery\\?gameCode=${MINUTE_GAME}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'SSC 1 minute' })).toBeVisible();

    // Every digit of the first position: ten bets of 1.00, exactly one of which the draw makes a winner (9.7x).
    await ensureTimeToBet(page, site, MINUTE_GAME, 20);
    const picker = page.getByTestId('number-picker');
    await picker.getByRole('radio', { name: '1st' }).click();
    await picker.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByText('10 bets')).toBeVisible();
    await page.getByRole('button', { name: 'Add to slip' }).click();
    const slip = page.getByTestId('bet-slip');
    await slip.getByLabel('Stake per bet').fill('1');
    await expect(slip.getByTestId('slip-total')).toHaveText('10.00');
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await expect(slip.getByRole('status')).toHaveText(/Bets placed on draw \d+/);
    const issue = /(\d+)/.exec((await slip.getByRole('status').textContent()) ?? '')?.[1] as string;

    const mine = page.getByTestId('my-bets');
    const myBet = mine.getByTestId('my-bet');
    await expect(myBet).toHaveCount(1);
    await expect(myBet.first()).toContainText('Position digit');
    await expect(myBet.first()).toContainText('Placed');
    await expect(balance).toContainText('9,990.00');

    // The draw comes (brought, not waited for); settlement pays the winning digit and the header follows without a
    // reload.
    await bringDraw(site, MINUTE_GAME, issue);
    await expect(myBet.first()).toContainText('Won', { timeout: 30_000 });
    await expect(myBet.first()).toContainText('9.70');
    await expect(balance).toContainText('9,999.70', { timeout: 15_000 });

    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page.getByTestId('results-history')).toContainText(issue, { timeout: 15_000 });

    // The verifier redoes the draw in the browser from the revealed seed.
    await page.goto('/lottery');
    await page.getByRole('button', { name: 'Verify a draw' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a draw' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption(MINUTE_GAME);
    await page.getByRole('button', { name: `Use draw ${issue}` }).click();
    await expect(page.getByLabel('Draw number', { exact: true })).toHaveValue(issue);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const outcome = page.getByTestId('verify-outcome');
    await expect(outcome).toContainText('The seed matches the published hash.');
    await expect(outcome).toContainText('The numbers match the published result.');
  });
});

test.describe('draws pushed live', () => {
  test.use({ viewport: DESKTOP, locale: 'en-US' });

  test('a one-minute draw appears on the open game page within two seconds, rolling in, without polling', async ({
    page,
    site,
  }) => {
    test.setTimeout(120_000);
    await logIn(page);
    const streamOpen = page.waitForResponse((r) => r.url().includes(lotteryResultsStream.path), {
      timeout: 60_000,
    });
    // The page's first read of the open issues waits for the vendors' answer: it can come after the results show.
    const menusRead = page.waitForResponse((r) => r.url().includes(lotteryGameMenusCall.path), {
      timeout: 60_000,
    });
    await page.goto('/lottery?gameCode=SSC1');
    await expect(page.getByTestId('results-history').or(page.getByText('No result yet'))).toBeVisible({
      timeout: 30_000,
    });
    expect((await streamOpen).status()).toBe(200);
    expect((await menusRead).status()).toBe(200);
    // From here the page asks nothing again on a timer: draws come over the stream.
    const polled: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === lotteryGameMenusCall.path || path === openedNumeroCall.path) polled.push(path);
    });
    const status = page.locator('.lottery-game__status');
    // Between a close and its draw no issue takes bets: wait for the next one.
    await ensureTimeToBet(page, site, MINUTE_GAME, 1);
    await expect(status.getByText(/^Draw \d+$/)).toBeVisible();
    const drawText = (await status.getByText(/^Draw \d+$/).textContent()) ?? '';
    const issueNumber = drawText.replace('Draw ', '');
    // Three seconds before its draw, the runner's own timing takes over.
    await bringDraw(site, MINUTE_GAME, issueNumber, 3_000);
    // This issue's result, not the reveal of a draw brought just before to reach an issue taking bets.
    await expect(page.getByText(`Last result ${issueNumber}`)).toBeVisible({ timeout: 15_000 });
    const shownAt = site.deps.now().getTime();
    await expect(page.getByTestId('draw-reveal')).toBeVisible();
    const late = shownAt - (await drawTimeOf(site, MINUTE_GAME, issueNumber)).getTime();
    console.log(`draw ${issueNumber} shown ${late} ms after its draw time`);
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(2_500);
    await expect(page.getByTestId('results-history').getByRole('row').nth(1)).toContainText(issueNumber);
    // The next issue's countdown took over without a reload.
    await expect(status.getByText(/^Draw \d+$/)).not.toHaveText(drawText);
    expect(polled).toEqual([]);
  });
});

/** A picture of one part of the screen (the slip, my chases, the trend chart) at the page's width. */
async function shootPart(part: Locator, name: string) {
  await part.page().evaluate(() => document.fonts.ready);
  await part.screenshot({ path: picturePath(name), animations: 'disabled' });
}

// One login for every look: logging in is the slow part of a busy machine, not what is pictured.
test('lottery lobby and game page pictures in each look', PICTURES, async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize(DESKTOP);
  await logIn(page);
  for (const look of PICTURE_LOOKS) {
    const { theme, language } = look;
    const suffix = await wearLook(page, look);
    await page.goto('/lottery');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
    await expect(page.getByTestId(`lottery-game-${FAST_GAME}`)).toBeVisible({ timeout: 30_000 });
    await takePicture(page, `lottery-lobby-${suffix}`);

    await page.goto(`/lottery?gameCode=${FAST_GAME}`);
    const picker = page.getByTestId('number-picker');
    await expect(picker).toBeVisible({ timeout: 30_000 });
    // Odd digits on the first position, in the slip: the picture shows a filled slip and pressed balls.
    await picker.locator('.lottery-row__quick button').nth(3).click();
    await page.locator('.lottery-game__add button').click();
    await expect(page.getByTestId('bet-slip').locator('.lottery-slip__lines li')).toHaveCount(1);
    // The results tab shows its table once a draw exists, else its empty state: either way its panel is there.
    await expect(page.getByRole('tabpanel').last()).toBeVisible();
    await takePicture(page, `lottery-game-${suffix}`);
    // The results tab's trend chart (a fresh site may have no draw yet: then its empty state).
    const trend = page.locator('.lottery-results__views button').nth(1);
    if (await trend.isVisible()) {
      await trend.click();
      // The panel holds the chart once there are draws, else its empty state.
      await expect(page.locator('.lottery-trend-panel')).toBeVisible();
      await page.locator('.lottery-trend-panel').scrollIntoViewIfNeeded();
      await takePicture(page, `lottery-trend-${suffix}`);
    }
  }
});

/** Places a 3-issue chase on every digit of the first position (10 bets of 1.00 per issue: each issue wins). */
async function placeChase(page: Page, stopOnWin: boolean) {
  const picker = page.getByTestId('number-picker');
  await picker.getByRole('radio', { name: '1st' }).click();
  await picker.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: 'Add to slip' }).click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByLabel('Stake per bet').fill('1');
  const chase = slip.getByTestId('chase-setup');
  await chase.getByLabel('Chase the next issues').check();
  await chase.getByLabel('Issues to chase').fill('3');
  await chase.getByLabel('Stop after a win').setChecked(stopOnWin);
  await expect(slip.getByTestId('slip-total')).toHaveText('30.00');
  await slip.getByRole('button', { name: 'Place bets' }).click();
}

// Two chases on the 1-minute game, one stopped by its first win and one running on, then after their first draw:
// the chase set-up in the slip, my chases, the trend chart with draws, and the end of the draw animation.
test(
  'lottery chase, my chases, trend with draws and draw animation pictures in each look',
  PICTURES,
  async ({ page, browser, site }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(DESKTOP);
    await logIn(page);
    await page.goto(`/lottery?gameCode=${MINUTE_GAME}`);
    await expect(page.getByTestId('number-picker')).toBeVisible({ timeout: 30_000 });
    await ensureTimeToBet(page, site, MINUTE_GAME, 25);
    await placeChase(page, true);
    const chases = page.getByTestId('my-chases').getByTestId('my-chase');
    await expect(chases).toHaveCount(1);
    await placeChase(page, false);
    await expect(chases).toHaveCount(2);
    // Their first issue is drawn (brought) and settles; the pushed settlement refreshes my chases.
    await bringDraw(site, MINUTE_GAME);
    await expect(chases.filter({ hasText: 'Stopped by a win' })).toHaveCount(1, { timeout: 30_000 });
    await expect(chases.filter({ hasText: '1 of 3 played' })).toHaveCount(2);

    for (const look of PICTURE_LOOKS) {
      const { width, theme, language } = look;
      const suffix = await wearLook(page, look);
      await page.goto(`/lottery?gameCode=${MINUTE_GAME}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
      const picker = page.getByTestId('number-picker');
      await expect(picker).toBeVisible({ timeout: 30_000 });
      await picker.locator('.lottery-row__quick button').nth(3).click();
      await page.locator('.lottery-game__add button').click();
      const slip = page.getByTestId('bet-slip');
      await slip.getByTestId('chase-setup').locator('input[type="checkbox"]').first().check();
      await expect(slip.locator('#lottery-chase-issues')).toBeVisible();
      await shootPart(slip, `lottery-chase-setup-${suffix}`);

      await page.locator('#lottery-panel-tab-bets').click();
      const mine = page.getByTestId('my-chases');
      await expect(mine.getByTestId('my-chase')).toHaveCount(2);
      await shootPart(mine, `lottery-my-chases-${suffix}`);

      await page.locator('#lottery-panel-tab-results').click();
      await page.locator('.lottery-results__views button').nth(1).click();
      await expect(page.getByTestId('trend-chart')).toBeVisible();
      await shootPart(page.locator('.lottery-trend-panel'), `lottery-trend-draws-${suffix}`);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    // A draw rolls in only while a page looks at its game, so up to four pages (a session's most streams) watch each
    // draw: they share this page's session (its tab storage), each in its own look.
    const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    await page.goto('about:blank');
    for (let first = 0; first < PICTURE_LOOKS.length; first += LOTTERY_STREAM_MAX_PER_SESSION) {
      const views = await Promise.all(
        PICTURE_LOOKS.slice(first, first + LOTTERY_STREAM_MAX_PER_SESSION).map(async (look) => {
          const { width, theme, language } = look;
          const context = await browser.newContext({
            baseURL: site.baseURL,
            viewport: pictureViewport(width),
          });
          await context.addInitScript(
            (choice) => {
              for (const [key, value] of Object.entries(JSON.parse(choice.storage) as Record<string, string>))
                sessionStorage.setItem(key, value);
              localStorage.setItem('theme', choice.theme);
              localStorage.setItem('language', choice.language);
            },
            { storage, theme, language },
          );
          const view = await context.newPage();
          await withoutAnnouncementPopups(view);
          // Joined to the draws once its stream answers 200 (a page refused at the session's cap of streams tries
          // again later); a joined page may still miss the draw, handled below.
          const joined = view.waitForResponse(
            (r) => r.url().includes(lotteryResultsStream.path) && r.status() === 200,
            { timeout: 60_000 },
          );
          await view.goto(`/lottery?gameCode=${MINUTE_GAME}`);
          await expect(view.getByTestId('number-picker')).toBeVisible({ timeout: 60_000 });
          await joined;
          return { context, view, suffix: lookSuffix(look) };
        }),
      );
      // A page whose stream was reconnecting when the draw came shows the result without rolling it in (seen twice
      // in full runs, cause not yet known; the live-draw test above checks the push itself): the pictures need
      // every page to roll one in, so a further draw is brought, at most twice.
      for (let draws = 1; ; draws++) {
        await bringDraw(site, MINUTE_GAME);
        const rolled = await Promise.all(
          views.map(({ view }) =>
            expect(view.getByTestId('draw-reveal'))
              .toBeVisible({ timeout: 30_000 })
              .then(() => true)
              .catch(() => false),
          ),
        );
        const missed = views.filter((_, index) => !rolled[index]).map(({ suffix }) => suffix);
        if (missed.length === 0) break;
        if (draws === 3) throw new Error(`pages without the draw rolling in: ${missed.join(', ')}`);
        console.log(`draw ${draws} did not roll in on ${missed.join(', ')}; bringing the next`);
      }
      // Five balls, each starting 350 ms after the one before and rolling for 700 ms: all landed after 2.1 s.
      await page.waitForTimeout(2_500);
      for (const { view, suffix } of views)
        await takePicture(view, `lottery-draw-end-${suffix}`, { fullPage: false });
      await Promise.all(views.map(({ context }) => context.close()));
    }
  },
);
