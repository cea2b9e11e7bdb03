import { chromium } from '@playwright/test';

const [url, out, width = '1440', theme = 'dark', lang = 'EN'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.addInitScript(
  ([t, l]) => {
    localStorage.setItem('theme', t);
    localStorage.setItem('language', l);
  },
  [theme, lang],
);
await page.goto(url);
await page.waitForTimeout(Number(process.env.WAIT ?? 2500));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
