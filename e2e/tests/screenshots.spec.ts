import {
  authModalsReady,
  CENTRE_PAGES,
  DEMO,
  forgetAttempts,
  openCentrePage,
  restoreDemoMember,
  submitDemoLogin,
} from '../support/player';
import {
  expect,
  PICTURE_LOOKS,
  PICTURES,
  takePicture,
  test,
  wearLook,
  wearLookBeforeLoad,
} from '../support/site';

/**
 * Pictures of home, the auth modals and the member-centre pages for a person to look at, in each look the run takes
 * (support/site.ts, PICTURE_LOOKS), saved as test-results/screenshots/<page>-<width>-<theme>-<lang>.png.
 */
/** The hero's buttons that open the modals, as each language labels them. */
const LANGUAGES = {
  EN: { htmlLang: 'en', login: 'Log in', join: 'Join now' },
  KM: { htmlLang: 'km', login: 'ចូលគណនី', join: 'ចុះឈ្មោះឥឡូវនេះ' },
} as const;

for (const look of PICTURE_LOOKS) {
  const { width, theme, language } = look;
  const text = LANGUAGES[language];
  test.describe(`${width} px, ${theme}, ${language}`, () => {
    test('home, login modal and register modal', PICTURES, async ({ page }) => {
      const suffix = await wearLookBeforeLoad(page, look);
      const hero = page.getByRole('main');

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('lang', text.htmlLang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await authModalsReady(page);
      await takePicture(page, `home-${suffix}`);

      await hero.getByRole('button', { name: text.login, exact: true }).click();
      const login = page.getByRole('dialog');
      await expect(login).toBeVisible();
      await expect(login.getByTestId('login-submit')).toBeVisible();
      await takePicture(page, `login-${suffix}`);

      await page.keyboard.press('Escape');
      await expect(login).toBeHidden();
      await hero.getByRole('button', { name: text.join, exact: true }).click();
      const register = page.getByRole('dialog');
      await expect(register).toBeVisible();
      await expect(register.getByTestId('register-submit')).toBeVisible();
      await takePicture(page, `register-${suffix}`);
    });
  });
}

// One login for every look: logging in is the slow part of a busy machine, not what is pictured.
test('member centre pages in each look', PICTURES, async ({ page, site }) => {
  test.setTimeout(300_000);
  // A first visit: the browser's language (the suite's browsers speak English).
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: LANGUAGES.EN.login, exact: true }).click();
  const login = page.getByRole('dialog');
  await submitDemoLogin(login);
  await expect(page.getByTestId('account-name')).toHaveText(DEMO.account);

  for (const look of PICTURE_LOOKS) {
    const { theme, language } = look;
    const suffix = await wearLook(page, look);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES[language].htmlLang);
    await expect(page.getByTestId('balance')).toContainText(/\d/);

    await page.getByTestId('account-summary').click();
    const centre = page.getByTestId('member-centre');
    for (const name of CENTRE_PAGES) {
      await openCentrePage(centre, name);
      // What the member sees: the modal scrolls inside itself, so the picture is the screen.
      await takePicture(page, `centre-${name}-${suffix}`, { fullPage: false });
    }
  }
  await forgetAttempts(site);
  await restoreDemoMember(site);
});
