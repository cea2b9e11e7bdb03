import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startSite } from '../platform-api/src/start-site';

const site = await startSite({ database: 'memory://', port: 0, demo: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${site.url}/`);
await page.waitForTimeout(Number(process.env.WAIT ?? 10000));
const { profile } = await cdp.send('Profiler.stop');
writeFileSync('/tmp/prof/home.cpuprofile', JSON.stringify(profile));
await browser.close();
await site.close();
