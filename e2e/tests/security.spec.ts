import {
  DEMO,
  DESKTOP,
  expectLoggedIn,
  forgetAttempts,
  openLoginModal,
  restoreDemoMember,
} from '../support/player';
import { expect, test } from '../support/site';

test.use({ viewport: DESKTOP, locale: 'en-US' });

test.afterEach(async ({ site }) => {
  await forgetAttempts(site);
  await restoreDemoMember(site);
});

/**
 * The site runs under its Content-Security-Policy: the host, both remotes, the captcha image and the member
 * centre load without a violation (the page fixture fails any test whose console reports one).
 */
test('the site works under its Content-Security-Policy', async ({ page, site }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { violations: string[] }).violations ??= [];
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const home = await page.goto('/');
  const policy = home?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(home?.headers()['access-control-allow-origin']).toBeUndefined();

  // The captcha is a PNG data: URL; three wrong passwords bring it up.
  const modal = await openLoginModal(page);
  await modal.getByRole('textbox', { name: 'Username', exact: true }).fill(DEMO.account);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await modal.getByRole('textbox', { name: 'Password', exact: true }).fill(`wrong${attempt}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/wps/session/loginV2'));
    await modal.getByRole('button', { name: 'Log in' }).click();
    await answered;
  }
  await expect(modal.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  expect(
    await modal
      .getByRole('img', { name: 'Captcha image' })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await modal.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await modal.getByRole('textbox', { name: 'Captcha' }).fill(site.lastCaptcha());
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expectLoggedIn(page, DEMO.account);

  // The member centre is the other remote.
  await page.getByTestId('account-summary').click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Member centre pages' })
    .getByRole('button', { name: 'Deposit' })
    .click();
  await expect(
    page.getByTestId('member-centre').getByRole('heading', { name: 'Deposit', level: 3 }),
  ).toBeVisible();

  violations.push(
    ...(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])),
  );
  expect(violations).toEqual([]);
});
