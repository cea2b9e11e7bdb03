import type { OperatorRole } from '@platform/shared-contracts/operator';
import type { Page } from '@playwright/test';
import { DEMO_OPERATOR } from '../../platform-api/src/db/seed';
import { createOperator } from '../../platform-api/src/modules/operator/operator-accounts';
import { enrolOperatorTotp } from '../../platform-api/src/modules/operator/operator-service';
import { totpCodeAt } from '../../platform-api/src/modules/operator/operator-totp';
import { violationsOf } from '../support/axe';
import { freshOperatorCode } from '../support/operator';
import { restoreDemoBalance } from '../support/player';
import {
  expect,
  PICTURE_LOOKS,
  PICTURES,
  picturePath,
  pictureViewport,
  type Site,
  test,
} from '../support/site';
import { launchUrl, spinAndSettle } from '../support/slot';

test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });

// A test that plays spins leaves the demo member's balance as the other suites expect it, passed or failed.
test.afterEach(async ({ site }) => {
  await restoreDemoBalance(site);
});

/** Signs the demo operator in at /ops/ through the form, with the code its authenticator app would show now. */
async function signInAsDemoOperator(page: Page, site: Site): Promise<void> {
  await page.goto('/ops/');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_OPERATOR.username);
  await page.getByLabel('Password').fill(DEMO_OPERATOR.password);
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await freshOperatorCode(site));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText('ops01');
}

/**
 * The demo operator signs in to the console at /ops/ with the code its authenticator app would show now, and each
 * screen loads from the real server (the demo operator holds every role).
 */
test('the demo operator signs in at /ops/ and every console screen loads from the server', async ({
  page,
  site,
}) => {
  const failures: string[] = [];
  page.on('response', (answer) => {
    if (answer.url().includes('/ops/') && answer.status() >= 400)
      failures.push(`${answer.status()} ${answer.url()}`);
  });
  await signInAsDemoOperator(page, site);
  expect(await page.evaluate(() => sessionStorage.getItem('ops-console.token'))).toBeTruthy();

  const menu = page.getByRole('navigation', { name: 'Console menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Releases',
    'Withdrawals',
    'Deposits',
    'Regions',
    'Games',
    'Announcements',
    'Members',
  ]);

  await expect(page.getByRole('heading', { name: 'Releases', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  expect.soft(await violationsOf(page), 'releases').toEqual([]);

  await menu.getByRole('link', { name: 'Withdrawals' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('PENDING');
  expect.soft(await violationsOf(page), 'withdrawals').toEqual([]);

  await menu.getByRole('link', { name: 'Deposits' }).click();
  await expect(page.getByRole('heading', { name: 'Deposits', level: 1 })).toBeVisible();
  expect.soft(await violationsOf(page), 'deposits').toEqual([]);

  await menu.getByRole('link', { name: 'Regions' }).click();
  await expect(page.getByRole('heading', { name: 'White-label switches' })).toBeVisible();
  await expect(page.getByRole('switch').first()).toBeVisible();
  expect.soft(await violationsOf(page), 'regions').toEqual([]);

  await menu.getByRole('link', { name: 'Games' }).click();
  await expect(page.getByTestId('vendor-HOUSE')).toContainText('SEA Studio');
  expect.soft(await violationsOf(page), 'games').toEqual([]);

  await menu.getByRole('link', { name: 'Announcements' }).click();
  await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Scheduled maintenance/ }).first()).toBeVisible();
  expect.soft(await violationsOf(page), 'announcements').toEqual([]);

  await menu.getByRole('link', { name: 'Members' }).click();
  await page.getByRole('textbox', { name: 'Account, mobile or email' }).fill('demo01');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'demo01' }).click();
  await expect(page.getByRole('heading', { name: 'Balances' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ledger entries' })).toBeVisible();
  expect.soft(await violationsOf(page), 'member').toEqual([]);
  // On a phone the member's tables are wider than the screen: each scrolls in a box a keyboard can reach.
  await page.setViewportSize({ width: 360, height: 780 });
  expect.soft(await violationsOf(page), 'member on a phone').toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });

  // A reload keeps the operator signed in (the token is in sessionStorage) on the same screen.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Balances' })).toBeVisible();
  expect(failures).toEqual([]);
});

test('support puts the studio into maintenance from the console: players see its games marked until support ends it', async ({
  page,
  browser,
  site,
}) => {
  /** A player's first visit to the slots (a new browser: nothing cached), and the studio slot's card there. */
  const templeCardOfNewVisit = async () => {
    const player = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await player.goto(`${site.baseURL}/rng`);
    const card = player.getByTestId('game-card').filter({ hasText: 'Temple of Fortune' });
    await expect(card).toBeVisible();
    return { player, card };
  };
  try {
    await signInAsDemoOperator(page, site);
    await page.goto('/ops/#/games');
    const studio = page.getByTestId('vendor-HOUSE');
    await expect(studio).toContainText('Open');
    await studio.getByRole('button', { name: 'Start maintenance' }).click();
    const dialog = page.getByTestId('action-dialog');
    await dialog.getByLabel('Reason').fill('studio upgrade');
    await dialog.getByRole('button', { name: 'Start maintenance' }).click();
    await expect(studio).toContainText('In maintenance');

    const during = await templeCardOfNewVisit();
    await expect(during.card).toContainText('Maintenance');
    await during.player.close();

    await studio.getByRole('button', { name: 'End maintenance' }).click();
    await dialog.getByLabel('Reason').fill('upgrade done');
    await dialog.getByRole('button', { name: 'End maintenance' }).click();
    await expect(studio).toContainText('Open');
    const after = await templeCardOfNewVisit();
    await expect(after.card).not.toContainText('Maintenance');
    await after.player.close();

    const audit = await site.sql<{ action: string; reason: string }>(
      "select action, reason from operator_audit where area = 'games' and subject = 'HOUSE' order by id desc limit 2",
    );
    expect(audit.reverse()).toEqual([
      { action: 'VENDOR_MAINTENANCE_ON', reason: 'studio upgrade' },
      { action: 'VENDOR_MAINTENANCE_OFF', reason: 'upgrade done' },
    ]);
  } finally {
    await site.sql("update game_vendors set maintenance = false where vendor = 'HOUSE'");
  }
});

test('support writes a notice in the console, corrects it, and players read it in the marquee until support ends it', async ({
  page,
  browser,
  site,
}) => {
  const title = `Bank holiday ${Date.now().toString(36)}`;
  /** A visitor's first look at the home page's notices (a new browser: nothing cached). */
  const marqueeOfNewVisit = async () => {
    const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await visitor.addInitScript(() => localStorage.setItem('language', 'EN'));
    await visitor.goto(`${site.baseURL}/`);
    const marquee = visitor.getByTestId('notice-marquee');
    await expect(marquee).toContainText('Scheduled maintenance');
    return { visitor, marquee };
  };
  await signInAsDemoOperator(page, site);
  await page.goto('/ops/#/announcements');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const dialog = page.getByTestId('action-dialog');
  await dialog
    .getByRole('textbox', { name: /^Title/ })
    .first()
    .fill(title);
  await dialog
    .getByRole('textbox', { name: /^Content/ })
    .first()
    .fill('<p>Bank transfers arrive on Tuesday.</p>');
  await dialog.getByLabel('Reason').fill('bank holiday on Monday');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Live');

  const during = await marqueeOfNewVisit();
  await expect(during.marquee).toContainText(title);
  await during.visitor.close();

  // Support corrects the title in place: visitors read the new one.
  const corrected = `${title} (Monday)`;
  await row.getByRole('button', { name: 'Edit' }).click();
  await dialog
    .getByRole('textbox', { name: /^Title/ })
    .first()
    .fill(corrected);
  await dialog.getByLabel('Reason').fill('say which day');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(corrected);
  const edited = await marqueeOfNewVisit();
  await expect(edited.marquee).toContainText(corrected);
  await edited.visitor.close();

  await row.getByRole('button', { name: 'End now' }).click();
  await dialog.getByLabel('Reason').fill('holiday over');
  await dialog.getByRole('button', { name: 'End now' }).click();
  await expect(row).toContainText('Ended');
  const after = await marqueeOfNewVisit();
  await expect(after.marquee).not.toContainText(title);
  await after.visitor.close();
  const audit = await site.sql<{ action: string; reason: string }>(
    "select action, reason from operator_audit where area = 'announcements' order by id desc limit 3",
  );
  expect(audit.reverse()).toEqual([
    { action: 'ANNOUNCEMENT_CREATED', reason: 'bank holiday on Monday' },
    { action: 'ANNOUNCEMENT_UPDATED', reason: 'say which day' },
    { action: 'ANNOUNCEMENT_ENDED', reason: 'holiday over' },
  ]);
});

test('on a phone a member’s ledger keeps each id on one line, and the table scrolls sideways', async ({
  page,
  site,
}) => {
  const [demo] = await site.db.query<{ id: number }>(
    "select id from members where merchant_code = 'DEMOKH' and account = 'demo01'",
  );
  // Spins of the demo member until one moved money (a win equal to the stake posts nothing): a ledger entry whose
  // reference is a long round id.
  const spinPosted = async () =>
    (await site.sql("select 1 from ledger_postings where kind = 'GAME_SPIN' and member_id = $1", [demo?.id]))
      .length > 0;
  await page.goto(await launchUrl(site));
  await page
    .getByRole('dialog', { name: 'Paytable and rules' })
    .getByRole('button', { name: 'Play' })
    .click();
  for (let spins = 0; spins < 5 && !(await spinPosted()); spins += 1) await spinAndSettle(page);
  await signInAsDemoOperator(page, site);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/ops/#/members/${demo?.id}`);
  const ledger = page.getByRole('group', { name: 'Ledger entries' });
  const reference = ledger.getByRole('cell', { name: /^HOUSE:/ }).first();
  await expect(reference).toBeVisible();
  // The id's line boxes: one, not the column squeezed to a letter or two and the id down a dozen lines.
  const lines = await reference.evaluate((cell) => {
    const text = document.createRange();
    text.selectNodeContents(cell);
    return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
  });
  expect(lines).toBe(1);
  expect(await ledger.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

/** The console speaks English and Chinese (its operators'): a look's second language is Chinese here. */
const CONSOLE_LANGUAGE = { EN: 'EN', KM: 'CN' } as const;

/** Pictures of each console screen for a person to look at, in each look the run takes (EN and CN). */
test('console screen pictures in each look', PICTURES, async ({ page, site }) => {
  test.setTimeout(300_000);
  await signInAsDemoOperator(page, site);
  const [demo] = await site.db.query<{ id: number }>(
    "select id from members where merchant_code = 'DEMOKH' and account = 'demo01'",
  );
  const screens = {
    releases: '#/releases',
    withdrawals: '#/withdrawals',
    regions: '#/regions',
    games: '#/games',
    announcements: '#/announcements',
    member: `#/members/${demo?.id}`,
  };
  for (const { width, theme, language: look } of PICTURE_LOOKS) {
    const language = CONSOLE_LANGUAGE[look];
    await page.setViewportSize(pictureViewport(width));
    await page.evaluate(
      ([t, l]) => {
        localStorage.setItem('ops-console.theme', t as string);
        localStorage.setItem('ops-console.language', l as string);
      },
      [theme, language],
    );
    // The console reads the theme and language when it loads; moving between screens (a hash change) keeps them.
    await page.reload();
    for (const [name, hash] of Object.entries(screens)) {
      await page.goto(`/ops/${hash}`);
      await expect(page.getByTestId('operator-name')).toHaveText('ops01');
      await expect(page.locator('h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: picturePath(`ops-${name}-${width}-${theme}-${language}`),
        fullPage: true,
        animations: 'disabled',
      });
    }
    // The edit dialog, filled in with a demo notice's texts in its three languages.
    await page.goto('/ops/#/announcements');
    await page
      .getByRole('button', { name: language === 'EN' ? 'Edit' : '编辑', exact: true })
      .first()
      .click();
    await expect(page.getByTestId('action-dialog')).toBeVisible();
    await page.screenshot({
      path: picturePath(`ops-announcement-edit-${width}-${theme}-${language}`),
      animations: 'disabled',
    });
    await page.keyboard.press('Escape');
  }
});

/** A new operator with its own TOTP secret, for the regions and roles given. */
async function newOperator(site: Site, username: string, regions: string[], roles: OperatorRole[]) {
  const password = await createOperator(site.db, username, regions, roles);
  if (!password) throw new Error(`${username} exists already`);
  const { secret } = await enrolOperatorTotp({ db: site.db, config: site.deps.config }, username);
  return { username, password, secret };
}

async function signIn(page: Page, site: Site, who: { username: string; password: string; secret: string }) {
  await page.goto('/ops/');
  await page.getByRole('textbox', { name: 'Username' }).fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page
    .getByRole('textbox', { name: 'Authenticator code' })
    .fill(totpCodeAt(who.secret, site.deps.now()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(who.username);
}

test('a finance operator cannot reach releases, and an operator of one region sees nothing of another', async ({
  page,
  site,
}) => {
  const finance = await newOperator(site, `e2e-finance-${Date.now()}`, [], ['FINANCE']);
  await signIn(page, site, finance);
  const menu = page.getByRole('navigation', { name: 'Console menu' });
  await expect(menu.getByRole('link')).toHaveText(['Withdrawals', 'Deposits', 'Members']);
  const releaseCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/ops/releases')) releaseCalls.push(request.url());
  });
  await page.goto('/ops/#/releases');
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Your operator role does not allow this');
  expect(releaseCalls).toEqual([]);
  // The server refuses it too, whatever the page does.
  const refused = await page.evaluate(async () => {
    const answer = await fetch('/ops/releases', {
      headers: { authorization: `Bearer ${sessionStorage.getItem('ops-console.token')}` },
    });
    return { status: answer.status, body: await answer.json() };
  });
  expect(refused).toMatchObject({ status: 403, body: { code: 'OPERATOR_ROLE_REQUIRED' } });

  await page.getByRole('button', { name: 'Sign out' }).click();
  const cambodia = await newOperator(site, `e2e-support-kh-${Date.now()}`, ['DEMOKH'], ['SUPPORT']);
  await signIn(page, site, cambodia);
  await page.goto('/ops/#/regions');
  await page.reload();
  const regions = page.getByLabel('Region', { exact: true });
  await expect(regions.locator('option')).toHaveText([/DEMOKH/]);
  // The Thai demo member is not found by an operator of Cambodia; the Cambodian one is.
  await page.goto('/ops/#/members');
  await page.reload();
  const search = page.getByRole('textbox', { name: 'Account, mobile or email' });
  await search.fill('demoth01');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No member matches.')).toBeVisible();
  await search.fill('demo01');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: 'demo01' })).toBeVisible();
});
