import {
  DEMO,
  DESKTOP,
  deleteMembers,
  expectLoggedIn,
  forgetAttempts,
  newUsername,
  openLoginModal,
  restoreDemoMember,
} from '../support/player';
import { expect, test } from '../support/site';

test.use({ viewport: DESKTOP, locale: 'en-US' });

test.describe('registration', () => {
  let username = '';

  test.afterEach(async ({ site }) => {
    await deleteMembers(site, 'account = $1', [username]);
    await forgetAttempts(site);
  });

  test('a visitor registers by username and lands logged in with the balance shown', async ({
    page,
    site,
  }) => {
    username = newUsername();
    await page.goto('/');
    await page.getByRole('button', { name: 'Join now' }).click();

    const modal = page.getByRole('dialog', { name: 'Create your account' });
    await expect(modal).toBeVisible();
    const form = modal.getByTestId('register-form-username');
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
    await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('secret123');
    await form.getByRole('checkbox', { name: /I am over 18 years old/ }).check();
    await form.getByRole('button', { name: 'Sign up' }).click();

    await expect(modal).toBeHidden();
    await expectLoggedIn(page, username);
    // A new account's wallet is empty: the header shows a real zero balance, not the loading dash.
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: new RegExp(username) })).toContainText('0.00');
    await expect(header.getByRole('button', { name: 'Deposit' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const [member] = await site.sql<{ type: number }>('select type from members where account = $1', [
      username,
    ]);
    expect(member?.type).toBe(0);
  });
});

test.describe('logging in and out', () => {
  test.afterEach(async ({ site }) => {
    await forgetAttempts(site);
    await restoreDemoMember(site);
  });

  test('the header login signs the member in, and logging out asks first', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('header-login');
    await header.getByRole('textbox', { name: 'Username' }).fill(DEMO.account);
    await header.getByRole('textbox', { name: 'Password' }).fill(DEMO.password);
    await header.getByRole('button', { name: 'Log in' }).click();
    await expectLoggedIn(page, DEMO.account);

    await page.getByRole('button', { name: 'Log out' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Log out' });
    await expect(confirm).toContainText('Are you sure you want to log out?');

    // Cancel keeps the session.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('account-name')).toHaveText(DEMO.account);

    await page.getByRole('button', { name: 'Log out' }).click();
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('account-name')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // The session is gone for good: a reload stays logged out.
    await page.reload();
    await expect(page.getByTestId('header-login')).toBeVisible();
  });

  test('a wrong password in the header shows the incorrect-password warning', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('header-login');
    await header.getByRole('textbox', { name: 'Username' }).fill(DEMO.account);
    await header.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
    await header.getByRole('button', { name: 'Log in' }).click();

    const warning = page.getByRole('alertdialog', { name: 'Incorrect username or password' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();
    await expect(header.getByRole('textbox', { name: 'Password' })).toHaveValue('');
    await expect(page.getByTestId('account-name')).toHaveCount(0);
  });

  test('three wrong passwords in the login modal bring the captcha, and solving it logs in', async ({
    page,
    site,
  }) => {
    await page.goto('/');
    const modal = await openLoginModal(page);
    const username = modal.getByRole('textbox', { name: 'Username', exact: true });
    const password = modal.getByRole('textbox', { name: 'Password', exact: true });
    const captcha = modal.getByRole('textbox', { name: 'Captcha' });
    const submit = modal.getByRole('button', { name: 'Log in' });

    await username.fill(DEMO.account);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await expect(captcha).toHaveCount(0);
      await password.fill(`wrong${attempt}`);
      const answered = page.waitForResponse((r) => r.url().endsWith('/wps/session/loginV2'));
      await submit.click();
      await answered;
      await expect(modal.getByRole('alert')).toContainText('Incorrect username or password');
      // The button pressed keeps the focus while the login is sent: a keyboard or screen reader user stays here.
      await expect(submit).toBeFocused();
    }

    // The captcha appears with its image; its answer is the newest one the server drew.
    await expect(captcha).toBeVisible();
    await expect(modal.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    await password.fill(DEMO.password);
    await captcha.fill(site.lastCaptcha());
    await submit.click();

    await expect(modal).toBeHidden();
    await expectLoggedIn(page, DEMO.account);
  });

  test('a login from a new network asks for a code sent to the registered mobile, never for the number', async ({
    page,
    site,
  }) => {
    // The member has logged in before from another network only, so this browser's address is new to the account.
    await site.sql(
      `insert into member_known_ips (member_id, ip) select id, '203.0.113.9' from members where account = $1`,
      [DEMO.account],
    );
    await page.goto('/');
    const modal = await openLoginModal(page);
    await modal.getByRole('textbox', { name: 'Username', exact: true }).fill(DEMO.account);
    await modal.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    await modal.getByRole('button', { name: 'Log in' }).click();

    const verify = page.getByRole('dialog', { name: 'Verify it is you' });
    await expect(verify).toBeVisible();
    await expect(verify.getByRole('radio', { name: 'Mobile number' })).toBeChecked();
    await expect(verify.getByRole('radio', { name: 'Email' })).toBeVisible();
    await expect(verify.getByRole('textbox')).toHaveCount(1);
    await verify.getByRole('button', { name: 'Send code' }).click();
    await expect(verify.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    await verify.getByRole('textbox', { name: 'Verification code' }).fill(await site.lastSmsCode(DEMO.phone));
    await verify.getByRole('button', { name: 'Verify and log in' }).click();

    await expect(verify).toBeHidden();
    await expectLoggedIn(page, DEMO.account);
  });

  test('a member logs in with an SMS code', async ({ page, site }) => {
    await page.goto('/');
    const modal = await openLoginModal(page);
    await modal.getByRole('tab', { name: 'Mobile (SMS)' }).click();
    await expect(modal.getByRole('combobox', { name: 'Country code' })).toHaveValue(DEMO.dialingCode);
    await modal.getByRole('combobox', { name: 'Country code' }).selectOption(DEMO.dialingCode);
    await modal.getByRole('textbox', { name: 'Mobile number' }).fill(DEMO.mobile);
    await modal.getByRole('button', { name: 'Send code' }).click();

    // The button counts down once the code is on its way.
    await expect(modal.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    const code = await site.lastSmsCode(DEMO.phone);
    await modal.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await modal.getByRole('button', { name: 'Log in' }).click();

    await expect(modal).toBeHidden();
    await expectLoggedIn(page, DEMO.account);
  });
});
