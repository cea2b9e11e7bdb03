import { chromium } from '../e2e/node_modules/@playwright/test/index.mjs';
import { startSite } from '../platform-api/src/start-site';
const site = await startSite({ database: 'memory://', port: 0, demo: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
page.on('request', (r) => { if (r.url().endsWith('.js')) console.log('req', new URL(r.url()).pathname); });
await page.goto(`${site.url}${process.argv[2] ?? '/'}`);
await page.waitForTimeout(4000);
const share = await page.evaluate(() => {
  const g = (globalThis as any).__FEDERATION__;
  const out: string[] = [];
  for (const [scopeName, scope] of Object.entries<any>(g.__SHARE__ ?? {}))
    for (const [pkg, vers] of Object.entries<any>(scope.default ?? {}))
        for (const [v, info] of Object.entries<any>(vers)) out.push(`${scopeName} ${pkg} ${v} from=${info.from} loaded=${info.loaded} useIn=${info.useIn}`);
  return out;
});
console.log(share.join('\n'));
await page.screenshot({ path: '/tmp/h2/probe.png' });
await browser.close();
await site.close();
