import { DESKTOP } from '../support/player';
import { expect, test } from '../support/site';

test.use({ viewport: DESKTOP, locale: 'en-US' });

test.describe('a dead auth remote', () => {
  let original: { id: number; manifest_url: string }[] = [];

  test.beforeEach(async ({ site }) => {
    original = await site.sql("select id, manifest_url from remote_releases where remote = 'mfe_auth'");
    expect(original.length).toBeGreaterThan(0);
    await site.sql(
      "update remote_releases set manifest_url = '/remotes/mfe-auth/0.0.0-missing/mf-manifest.json' where remote = 'mfe_auth'",
    );
  });

  test.afterEach(async ({ site }) => {
    for (const row of original)
      await site.sql('update remote_releases set manifest_url = $2 where id = $1', [
        row.id,
        row.manifest_url,
      ]);
  });

  test('shows the sign-in fallback with Retry while the rest of the shell keeps working', async ({
    page,
  }) => {
    await page.goto('/');

    const fallback = page.getByTestId('header-login-fallback');
    await expect(fallback).toContainText('Sign-in could not be loaded.', { timeout: 20_000 });
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    // Retrying a release that is still missing fails the same way, without breaking the page.
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'SEA Gaming home' })).toBeVisible();
    await header.getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('main').getByRole('heading', { name: /^Promotions/ })).toBeVisible();

    await header.getByRole('link', { name: 'SEA Gaming home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Play slots, live casino, sports and lottery',
    );

    await header.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('老虎机、真人娱乐、体育与彩票');
    await expect(page.getByTestId('header-login-fallback')).toContainText('重试');
  });
});
