import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requestLanguages, withLeadImage } from '../src/http/home-page';
import { startTestServer, type TestServer } from './harness';

const SLOT = '<template id="lead-image"></template>';
const PAGE = `<!doctype html><html><body><div id="loading-cover"><b>SEA Gaming</b>${SLOT}<span></span></div><div id="root"></div></body></html>`;

let server: TestServer;
let siteDir: string;
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'home-page-'));
  writeFileSync(join(siteDir, 'index.html'), PAGE);
  server = await startTestServer({ site: { siteDir, remotes: [] } });
});
afterEach(() => server.sql('update merchant_settings set maintenance = false, maintenance_end = null'));
afterAll(async () => {
  await server.close();
  rmSync(siteDir, { recursive: true, force: true });
});

async function page(path: string, acceptLanguage?: string) {
  const answer = await fetch(`${server.baseUrl}${path}`, {
    headers: { accept: 'text/html', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
  });
  expect(answer.status).toBe(200);
  return { html: await answer.text(), headers: answer.headers };
}

/** The lead banner's attributes as the page carries them, or null when the cover has none. */
function leadOf(html: string): Record<string, string> | null {
  const tag = /<div id="loading-cover">.*?<img ([^>]*)>/.exec(html)?.[1];
  if (!tag) return null;
  return Object.fromEntries(
    [...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
}

describe('the home page as the server sends it (decision 147)', () => {
  it("draws the region's first home banner in the loading cover, in the language the browser will choose", async () => {
    const { html, headers } = await page('/', 'en-US,en;q=0.9,km;q=0.8');
    expect(leadOf(html)).toEqual({
      src: '/media/banners/welcome-en.svg',
      alt: 'Play in a minute',
      width: '1200',
      height: '400',
      fetchpriority: 'high',
      'data-language': 'EN',
      'data-merchant': 'DEMOKH',
    });
    expect(html).not.toContain(SLOT);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('vary')).toContain('accept-language');
    // Each language's page is its own, so a browser's revalidation never keeps another language's banner.
    const chinese = await page('/', 'zh-CN');
    expect(chinese.headers.get('etag')).not.toBe(headers.get('etag'));
  });

  it('follows the browser: Chinese for a Chinese browser, Khmer when it names no language the site has', async () => {
    expect(leadOf((await page('/', 'zh-CN,zh;q=0.9')).html)).toMatchObject({ 'data-language': 'CN' });
    const khmer = leadOf((await page('/', 'xx-YY')).html);
    expect(khmer).toMatchObject({ 'data-language': 'KM' });
    const none = leadOf((await page('/')).html);
    expect(none).toMatchObject({ 'data-language': 'KM', src: khmer?.src });
  });

  it('draws no banner while the region is under maintenance: the shell shows that instead', async () => {
    await server.sql('update merchant_settings set maintenance = true, maintenance_end = null');
    const { html } = await page('/', 'en');
    expect(leadOf(html)).toBeNull();
    expect(html).toContain('<div id="loading-cover">');
  });

  it('still sends the page, with the plain cover, when the banners cannot be read', async () => {
    await server.sql('alter table announcements rename to announcements_away');
    try {
      const { html } = await page('/', 'en');
      expect(leadOf(html)).toBeNull();
      expect(html).toContain('<div id="root"></div>');
    } finally {
      await server.sql('alter table announcements_away rename to announcements');
    }
  });

  it('draws it on the home page only', async () => {
    expect(leadOf((await page('/', 'en')).html)).not.toBeNull();
    expect(leadOf((await page('/member/wallet', 'en')).html)).toBeNull();
  });
});

describe('the lead banner in the page', () => {
  it("escapes an operator's title and address, so neither can add markup to the page", () => {
    const html = withLeadImage(PAGE, {
      image: {
        url: '/media/a.svg?x="><script>alert(1)</script>',
        alt: 'Big "win" <b> & more',
        width: 0,
        height: 400,
      },
      language: 'EN',
      merchantCode: 'DEMOKH',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b> &');
    expect(leadOf(html)).toMatchObject({
      src: '/media/a.svg?x=&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;',
      alt: 'Big &#34;win&#34; &#60;b&#62; &#38; more',
      height: '400',
    });
    expect(leadOf(html)).not.toHaveProperty('width');
  });

  it('leaves the page as built when there is no banner to draw', () => {
    expect(withLeadImage(PAGE, null)).toBe(PAGE);
  });

  it("reads the browser's languages best first, as it sends them", () => {
    expect(requestLanguages('km;q=0.5, en-US, th;q=0.8, *;q=0.1, fr;q=0')).toEqual(['en-US', 'th', 'km']);
    expect(requestLanguages(undefined)).toEqual([]);
    expect(requestLanguages('')).toEqual([]);
  });
});
