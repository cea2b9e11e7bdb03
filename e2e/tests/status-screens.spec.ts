import { expect, test } from '../support/site';

test.describe('maintenance', () => {
  // A fixed end time and time zone, so the shown time can be checked exactly.
  test.use({ locale: 'en-US', timezoneId: 'UTC' });

  test.afterEach(async ({ site }) => {
    await site.sql(
      "update merchant_settings set maintenance = false, maintenance_end = null where merchant_code = 'DEMOKH'",
    );
  });

  test('the maintenance screen replaces the site and shows when it ends', async ({ page, site }) => {
    await site.sql(
      `update merchant_settings set maintenance = true, maintenance_end = '2099-01-02T03:04:00Z'
        where merchant_code = 'DEMOKH'`,
    );
    await page.goto('/');

    const screen = page.getByTestId('maintenance-screen');
    await expect(screen.getByRole('heading', { name: 'We are under maintenance' })).toBeVisible();
    await expect(page.getByTestId('maintenance-end')).toHaveText('Expected back: 02/01/2099, 03:04:00');
    await expect(screen.getByRole('button', { name: 'Customer service' })).toBeVisible();
    // Nothing of the app is drawn behind it.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByTestId('header-login')).toHaveCount(0);
  });

  test('maintenance started during a visit replaces the site at the next call it refuses', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await site.sql(
      `update merchant_settings set maintenance = true, maintenance_end = '2099-01-02T03:04:00Z'
        where merchant_code = 'DEMOKH'`,
    );
    // As support's switch does (the region's settings are kept for a few seconds per server copy).
    site.deps.merchantCache.clear();
    // The visitor opens the slots: the game list call is refused for maintenance. A call of the page's own (the
    // jackpot's or the notices') may meet the maintenance first and take the header away before the click.
    const screen = page.getByTestId('maintenance-screen');
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Slots' })
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if ((await screen.count()) === 0) throw error;
      });

    await expect(screen.getByRole('heading', { name: 'We are under maintenance' })).toBeVisible();
    await expect(page.getByTestId('maintenance-end')).toHaveText('Expected back: 02/01/2099, 03:04:00');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});

test.describe('region restriction', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'cf-ipcountry': 'US' } });

  test('a visitor from a blocked country sees the blocked screen with their IP', async ({ page }) => {
    await page.goto('/');

    const screen = page.getByTestId('blocked-screen');
    await expect(screen.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(screen).toContainText('our service is not available in your location');
    await expect(page.getByTestId('visitor-ip')).toHaveText('127.0.0.1');
    await expect(screen.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});
