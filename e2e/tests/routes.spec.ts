import { DESKTOP, deleteMembers, forgetAttempts, openLoginModal } from '../support/player';
import { expect, test } from '../support/site';

test.use({ viewport: DESKTOP, locale: 'en-US' });

test('a guest sent to a protected route lands on /login with the login modal open', async ({ page }) => {
  await page.goto('/lottery');
  await expect(page).toHaveURL(/\/login$/);
  // The modal comes from the auth remote, mounted from the registry's release.
  await expect(page.getByTestId('auth-modals')).toBeAttached();
  const modal = page.getByRole('dialog', { name: 'Log in' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Log in' })).toBeVisible();
  // Home is drawn under it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play slots, lottery and more');
});

for (const [where, pagePath, iconPath] of [
  ['the site', '/', '/favicon.svg'],
  ["the operators' console", '/ops/', '/ops/console/favicon.svg'],
] as const) {
  test(`the browser tab shows the brand's coin on ${where}: the page names its icon and the server serves it`, async ({
    page,
    request,
  }) => {
    await page.goto(pagePath);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe(iconPath);
    const icon = await request.get(href as string);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    // Its name carries no content hash: a changed icon must reach browsers that saw the old one.
    expect(icon.headers()['cache-control']).toBe('no-cache');
    expect(await icon.text()).toContain('<svg');
  });
}

test.describe('free play', () => {
  test.afterEach(async ({ site }) => {
    await deleteMembers(site, "type = 4 and account like 'trial\\_%'");
    await forgetAttempts(site);
  });

  test('a trial account is asked to register a real account when it opens the member centre', async ({
    page,
  }) => {
    await page.goto('/');
    const modal = await openLoginModal(page);
    await modal.getByRole('button', { name: 'Try free play' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('account-name')).toHaveText(/^trial_/);

    await page.getByTestId('account-name').click();
    const prompt = page.getByRole('dialog', { name: 'Please register a real account first' });
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Member centre' })).toHaveCount(0);

    // Its call to action leads to registration.
    await prompt.getByRole('button', { name: 'Register now' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  });

  test('a trial account that plays a game for real accounts gets the same prompt, and nothing opens', async ({
    page,
  }) => {
    await page.goto('/');
    const modal = await openLoginModal(page);
    await modal.getByRole('button', { name: 'Try free play' }).click();
    await expect(page.getByTestId('account-name')).toHaveText(/^trial_/);

    const card = page
      .getByTestId('section-hot')
      .getByTestId('game-card')
      .filter({ hasText: 'Temple of Fortune' });
    await card.getByRole('button', { name: 'Play Temple of Fortune' }).click();
    const prompt = page.getByRole('dialog', { name: 'Please register a real account first' });
    await expect(prompt).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await prompt.getByRole('button', { name: 'Register now' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  });
});
