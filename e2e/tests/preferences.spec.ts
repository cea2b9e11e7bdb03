import { DESKTOP } from '../support/player';
import { expect, test } from '../support/site';

test.use({ viewport: DESKTOP, locale: 'en-US', colorScheme: 'light' });

const LANGUAGES = [
  {
    code: 'CN',
    name: '简体中文',
    htmlLang: 'zh-CN',
    heroTitle: '畅玩老虎机、彩票等更多游戏',
    login: '登录',
    register: '注册',
  },
  {
    code: 'KM',
    name: 'ខ្មែរ',
    htmlLang: 'km',
    heroTitle: 'លេងស្លត ឆ្នោត និងច្រើនទៀត',
    login: 'ចូល',
    register: 'ចុះឈ្មោះ',
  },
] as const;

for (const language of LANGUAGES) {
  test(`choosing ${language.code} translates the page and survives a reload`, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play slots, lottery and more');

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: language.name }).click();

    const check = async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.heroTitle);
      // The header's login and register come from the auth remote, in the same language.
      const header = page.getByTestId('header-login');
      await expect(header.getByRole('button', { name: language.login, exact: true })).toBeVisible();
      await expect(header.getByRole('button', { name: language.register, exact: true })).toBeVisible();
      await expect(page.getByText('Play slots, lottery and more')).toHaveCount(0);
    };
    await check();
    await page.reload();
    await check();
  });
}

test('a language without texts of its own shows the English page, marked English and left to right', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.getByRole('button', { name: 'Language: العربية' })).toBeVisible();
  // English texts read as English by a screen reader, laid out as English: not marked Arabic and right to left.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play slots, lottery and more');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Language: العربية' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('Khmer is never drawn with its letters pulled apart by a heading style’s tracking', async ({ page }) => {
  // Small capitals-style labels (the jackpot's, the footer's headings) are tracked in English; Khmer's clusters are not.
  const trackedTexts = () =>
    page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((element) => element.checkVisibility() && element.textContent?.trim())
        .filter((element) => getComputedStyle(element).letterSpacing !== 'normal')
        .map((element) => element.textContent?.trim().slice(0, 30)),
    );
  await page.goto('/');
  await expect(page.locator('.lobby-jackpot__label')).toBeVisible();
  expect(await trackedTexts()).toContain('Jackpot');

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'ខ្មែរ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.locator('.lobby-jackpot__label')).toHaveText('ជែកផត');
  expect(await trackedTexts()).toEqual([]);
});

test('the dark theme toggle applies the dark theme and survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await background()).not.toBe(light);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await background()).not.toBe(light);
});
