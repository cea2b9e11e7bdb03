import { expect, test } from '../support/site';

test('the home page loads the host and mounts the auth remote from the registry', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('auth-modals')).toBeAttached();
});
