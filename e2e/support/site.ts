import { join } from 'node:path';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import type { Database } from '../../platform-api/src/db/database';
import { createScratchDatabase, type ScratchDatabase } from '../../platform-api/src/db/scratch-database';
import type { Deps } from '../../platform-api/src/deps';
import { randomCaptchaText } from '../../platform-api/src/modules/captcha/render-captcha-png';
import { startSite } from '../../platform-api/src/start-site';

export interface Site {
  baseURL: string;
  db: Database;
  deps: Deps;
  /** Runs SQL to arrange a scenario and makes settings visible at once. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** The code of the newest SMS sent to `to` (dialing code + number), from the built-in outbox. */
  lastSmsCode(to: string): Promise<string>;
  /** The answer of the newest captcha the server drew (read through the captcha-text provider). */
  lastCaptcha(): string;
  /**
   * Moves the server's clock forward to `at` (never back): a test that needs a moment to come (a lottery draw) brings
   * it instead of waiting it out. The site lives as long as its worker, so every later test sees the clock as moved.
   */
  advanceClockTo(at: Date): void;
}

/**
 * The real site, as `pnpm start` serves it: platform-api over real HTTP on a fresh in-memory PGlite with the
 * demo data, serving the built host and remotes. One per worker; tests arrange what they need through SQL.
 * With E2E_DATABASE_URL (a PostgreSQL server) each worker's site runs on a fresh database there instead.
 */
export const test = base.extend<{ site: Site; announcementPopups: boolean }, { workerSite: Site }>({
  /**
   * The demo's announcement popups (a B one for visitors, an A one for members) would cover what other suites click.
   * Off by default: the announcement answers reach the page without popups. The announcement suite turns them on.
   */
  announcementPopups: [false, { option: true }],
  workerSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      let captcha = '';
      let clockOffsetMs = 0;
      const server = process.env.E2E_DATABASE_URL;
      const scratch: ScratchDatabase | null = server ? await createScratchDatabase(server, 'e2e') : null;
      try {
        const running = await startSite(
          {
            database: scratch?.url ?? 'memory://',
            port: 0,
            // What `pnpm start` asks for: the demo people and the development helpers (outbox, sandbox payments).
            demo: true,
            exposeOutbox: true,
            paymentSandbox: true,
          },
          false,
          {
            now: () => new Date(Date.now() + clockOffsetMs),
            captchaText: () => {
              captcha = randomCaptchaText();
              return captcha;
            },
          },
        );
        if (running.remotes.length === 0) throw new Error('Build the front end first: pnpm build');
        const { db, deps } = running;
        const site: Site = {
          baseURL: running.url,
          lastCaptcha: () => captcha,
          advanceClockTo(at) {
            clockOffsetMs = Math.max(clockOffsetMs, at.getTime() - Date.now());
          },
          db,
          deps,
          async sql(text, params) {
            const rows = await db.query(text, params);
            deps.merchantCache.clear();
            return rows as never;
          },
          async lastSmsCode(to) {
            const [row] = await db.query<{ body: string }>(
              "select body from outbox where channel = 'sms' and recipient = $1 order by id desc limit 1",
              [to],
            );
            const code = row?.body.match(/\b(\d{6})\b/)?.[1];
            if (!code) throw new Error(`no SMS was sent to ${to}`);
            return code;
          },
        };
        await use(site);
        await running.close();
      } finally {
        await scratch?.drop();
      }
    },
    // Migrations and the demo seeding on PGlite take ~20 s of CPU: on a shared, loaded 2-core machine over a minute.
    { scope: 'worker', timeout: 180_000 },
  ],
  site: async ({ workerSite }, use) => use(workerSite),
  // Every test fails on a Content-Security-Policy violation: a policy that breaks the site is worse than none.
  page: async ({ page, announcementPopups }, use) => {
    if (!announcementPopups) await withoutAnnouncementPopups(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
  },
  baseURL: async ({ workerSite }, use) => use(workerSite.baseURL),
});

/** Answers the announcement calls as the server does, less their popups (for a page, or every page of a context). */
export async function withoutAnnouncementPopups(page: Page | BrowserContext): Promise<void> {
  await page.route(/\/wps\/announcement\//, async (route) => {
    let response: Awaited<ReturnType<typeof route.fetch>>;
    // biome-ignore lint/suspicious/noExplicitAny: the announcement answer is passed on as read, less its popups.
    let body: any;
    try {
      response = await route.fetch();
      body = await response.json();
    } catch {
      // The page moved on (a reload after registering, say) while the answer was read: nobody waits for it.
      await route.abort().catch(() => undefined);
      return;
    }
    if (body?.value?.popups) body.value.popups = [];
    await route.fulfill({ response, json: body }).catch(() => undefined);
  });
}

export { expect } from '@playwright/test';

/**
 * Marks a test whose purpose is pictures for a person to look at. The pictures do not depend on the database, so
 * CI's second browser pass (on PostgreSQL) leaves them out with `--grep-invert @pictures`.
 */
export const PICTURES = { tag: '@pictures' } as const;

/** A width, theme and language a picture set is taken in. */
export interface Look {
  width: 360 | 1440;
  theme: 'light' | 'dark';
  language: 'EN' | 'KM';
}

const EVERY_LOOK: readonly Look[] = ([360, 1440] as const).flatMap((width) =>
  (['light', 'dark'] as const).flatMap((theme) =>
    (['EN', 'KM'] as const).map((language) => ({ width, theme, language })),
  ),
);

/**
 * The looks the picture tests take: all eight for `pnpm pictures` (E2E_PICTURES=all), the sets a person looks at;
 * in the test command two, which between them draw every screen at each width, in each theme and each language
 * (decision 151).
 */
export const PICTURE_LOOKS: readonly Look[] =
  process.env.E2E_PICTURES === 'all'
    ? EVERY_LOOK
    : [
        { width: 360, theme: 'dark', language: 'KM' },
        { width: 1440, theme: 'light', language: 'EN' },
      ];

/** A look's part of a picture's name: <width>-<theme>-<language>. */
export const lookSuffix = ({ width, theme, language }: Look) => `${width}-${theme}-${language}`;

/** A picture's window at `width`: a phone's or a laptop's height, as the picture sets take them. */
export function pictureViewport(width: number): { width: number; height: number } {
  return { width, height: width < 1024 ? 800 : 900 };
}

/**
 * Saves a picture for a person to look at, test-results/screenshots/<name>.png, once the fonts are in. A full-page
 * picture is scrolled through first, so what loads as it comes into view (the footer's vendor logos, game icons) is
 * there, as a visitor scrolling down sees it; the page is back at its top for the picture.
 */
export async function takePicture(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await showWhatLoadsInView(page, { scroll: fullPage });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: picturePath(name), fullPage, animations: 'disabled' });
}

/** Stores a theme and language in the page, where the host reads a returning player's choices as it loads. */
function storeChoice(choice: { theme: string; language: string }): void {
  localStorage.setItem('theme', choice.theme);
  localStorage.setItem('language', choice.language);
}

/**
 * Stores the theme and language a returning player chose; the host reads them when the page next loads, so a
 * picture set changes them between visits without logging in again.
 */
export async function storeLookChoices(page: Page, theme: string, language: string): Promise<void> {
  await page.evaluate(storeChoice, { theme, language });
}

/**
 * Dresses an open page for a look: the window at its width, its theme and language stored for the next load (a
 * returning player's choices). Answers the look's part of the pictures' names.
 */
export async function wearLook(page: Page, look: Look): Promise<string> {
  await page.setViewportSize(pictureViewport(look.width));
  await storeLookChoices(page, look.theme, look.language);
  return lookSuffix(look);
}

/**
 * Dresses a page not yet loaded for a look: the window at its width, its theme and language stored before the page's
 * own scripts run. Answers the look's part of the pictures' names.
 */
export async function wearLookBeforeLoad(page: Page, look: Look): Promise<string> {
  await page.setViewportSize(pictureViewport(look.width));
  await chooseLookBeforeLoad(page, look);
  return lookSuffix(look);
}

/** Stores the look's theme and language before the page's own scripts run, as a returning player's choices would be. */
async function chooseLookBeforeLoad(page: Page, { theme, language }: Look): Promise<void> {
  await page.addInitScript(storeChoice, { theme, language });
}

/** Where a picture named `name` is saved: test-results/screenshots/<name>.png. */
export function picturePath(name: string): string {
  return join(test.info().project.outputDir, 'screenshots', `${name}.png`);
}

/**
 * Waits for the images in view to load; with `scroll`, scrolls through the page first, so what loads only when it
 * comes near is in a full-page picture too.
 */
async function showWhatLoadsInView(page: Page, { scroll }: { scroll: boolean }): Promise<void> {
  await page.evaluate(async (scrollThrough) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    };
    // An image in view, asked for (not the lazy placeholder), that has not finished, loaded or failed. One out of
    // view may be the browser's own lazy loading, which waits until it comes near.
    const loading = () =>
      [...document.images].some(
        (image) => !image.complete && !image.src.startsWith('data:') && inView(image),
      );
    const settle = async () => {
      // The observer sees what scrolled in, the image asks for its file: a few frames; then its file comes.
      for (let n = 0; n < 3; n += 1) await frame();
      const giveUp = performance.now() + 2000;
      while (loading() && performance.now() < giveUp) await frame();
    };
    // Again while images are left unloaded: a scroll can swap a row for its carousel, whose cards then load on the
    // next pass.
    const unloaded = () =>
      [...document.images].some((image) => !image.complete && !image.src.startsWith('data:'));
    for (let pass = 0; scrollThrough && (pass === 0 || (pass < 3 && unloaded())); pass += 1) {
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
        window.scrollTo(0, top);
        await settle();
      }
    }
    if (scrollThrough) window.scrollTo(0, 0);
    await settle();
  }, scroll);
}
