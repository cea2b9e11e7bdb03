import { DEMO, DESKTOP, expectLoggedIn, forgetAttempts, restoreDemoMember } from '../support/player';
import { expect, test } from '../support/site';

/** The demo's home banners, notice marquee and announcement popups, as a visitor and a member see them. */
test.use({ viewport: DESKTOP, announcementPopups: true });

test.beforeEach(async ({ site }) => {
  await forgetAttempts(site);
  await restoreDemoMember(site);
  await site.sql('update members set first_time_login = false where account = $1', [DEMO.account]);
});

test('home shows the w_home banners and the notice marquee', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await page.goto('/');
  // By test id, not role: the visitor's popup, when open, hides the page behind it from the accessibility tree.
  const first = page.getByTestId('banner').first().getByAltText('Welcome bonus');
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('src', '/media/banners/welcome-en.svg');
  expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId('notice-marquee')).toContainText('Scheduled maintenance');
  await expect(page.getByTestId('notice-marquee')).toContainText('Play responsibly');
});

test('a visitor sees the B popup once per session: closed, it stays closed on reload', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await page.goto('/');
  const popup = page.getByTestId('announcement-popup');
  await expect(popup).toContainText('Welcome to the demo', { timeout: 30_000 });
  await popup.getByRole('button', { name: 'Confirm' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
  // The popups load after the first paint: give them the time they would take to show.
  await page.waitForTimeout(1500);
  await expect(popup).toBeHidden();
});

test('a member who logs in sees the A popup', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await page.goto('/');
  const popup = page.getByTestId('announcement-popup');
  await popup.getByRole('button', { name: 'Confirm' }).click({ timeout: 30_000 });
  const header = page.getByTestId('header-login');
  await header.getByRole('textbox', { name: 'Username' }).fill(DEMO.account);
  await header.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expectLoggedIn(page, DEMO.account);
  await expect(popup).toContainText('Weekend reload', { timeout: 30_000 });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});
