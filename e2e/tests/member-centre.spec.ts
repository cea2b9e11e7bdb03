import { DEMO, expectLoggedIn, openCentrePage, openLoginModal, submitDemoLogin } from '../support/player';
import { expect, test } from '../support/site';

test.use({ viewport: { width: 360, height: 780 } });

/**
 * On a phone the member centre's sheet keeps its place while the member moves between its pages: the tabs on it do
 * not jump under the finger (a short page leaves room below).
 */
test('on a phone the member centre keeps its place while its pages change', async ({ page }) => {
  await page.goto('/');
  await submitDemoLogin(await openLoginModal(page));
  await expectLoggedIn(page, DEMO.account);
  await page.getByTestId('account-summary').click();
  const centre = page.getByTestId('member-centre');
  // The security centre is a long page, personal profit a short one.
  await openCentrePage(centre, 'securityCenter');
  const long = await centre.boundingBox();
  await openCentrePage(centre, 'personalProfit');
  expect(long).not.toBeNull();
  expect(await centre.boundingBox()).toEqual(long);
});

test('home welcomes a member back by name, and its shortcuts open the member centre where money moves', async ({
  page,
}) => {
  await page.goto('/');
  await submitDemoLogin(await openLoginModal(page));
  await expectLoggedIn(page, DEMO.account);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${DEMO.account}`);
  // The visitor's sign-up pitch is gone.
  await expect(page.getByRole('main').getByRole('button', { name: 'Join now' })).toHaveCount(0);

  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  await shortcuts.getByRole('button', { name: 'Withdraw' }).click();
  const centre = page.getByTestId('member-centre');
  await expect(centre.getByTestId('mc-page-withdraw')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();

  await shortcuts.getByRole('button', { name: 'Deposit' }).click();
  await expect(centre.getByTestId('mc-page-depositv2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();

  // The region has no app page: the shortcut brings the home page's app promo, its codes drawn, into view.
  await shortcuts.getByRole('button', { name: 'Get the app' }).click();
  const promo = page.getByRole('heading', { level: 2, name: 'Get the app' });
  await expect(promo).toBeFocused();
  await expect(promo).toBeInViewport();
  await expect(page.getByTestId('qr-android')).toBeVisible();
});
