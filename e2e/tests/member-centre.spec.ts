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
