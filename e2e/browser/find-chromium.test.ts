import { describe, expect, it } from 'vitest';
import {
  BROWSERS_FOR,
  type BrowserProbes,
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  findOrGetChromium,
  NoChromiumError,
} from './find-chromium';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1255/chrome-linux/chrome';

/**
 * A machine where only `present` exists; installs put their browser in place when they succeed (`aptWorks` names the
 * Debian packages apt-get can install; by default none).
 */
function machine(
  present: string[],
  overrides: Partial<BrowserProbes> & { installWorks?: boolean; aptWorks?: string[] } = {},
) {
  const files = new Set(present);
  const ran: string[] = [];
  const probes: BrowserProbes = {
    chromePath: undefined,
    ...BROWSERS_FOR.tests,
    exists: (path) => files.has(path),
    playwrightChromium: () => PLAYWRIGHT,
    installPlaywrightChromium: () => {
      ran.push('playwright install');
      if (overrides.installWorks) files.add(PLAYWRIGHT);
      return overrides.installWorks ?? false;
    },
    isRoot: true,
    hasAptGet: true,
    aptInstall: (name) => {
      ran.push(`apt-get ${name}`);
      const works = overrides.aptWorks?.includes(name) ?? false;
      const debian = [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((browser) => browser.name === name);
      if (works && debian) files.add(debian.path);
      return works;
    },
    log: () => undefined,
    ...overrides,
  };
  return { probes, ran };
}

describe('finding or getting a Chromium for the browser tests', () => {
  it('uses the system Chromium without installing anything', () => {
    const { probes, ran } = machine(['/usr/bin/chromium-browser']);
    expect(findOrGetChromium(probes)).toEqual({ path: '/usr/bin/chromium-browser', source: 'system' });
    expect(ran).toEqual([]);
  });

  it('prefers the headless shell for the tests when the machine has both', () => {
    const { probes } = machine([DEBIAN_CHROMIUM.path, DEBIAN_HEADLESS_SHELL.path]);
    expect(findOrGetChromium(probes)).toEqual({ path: DEBIAN_HEADLESS_SHELL.path, source: 'system' });
  });

  it('gives the benches the full browser even where the headless shell is installed', () => {
    const { probes } = machine([DEBIAN_CHROMIUM.path, DEBIAN_HEADLESS_SHELL.path], { ...BROWSERS_FOR.bench });
    expect(findOrGetChromium(probes)).toEqual({ path: DEBIAN_CHROMIUM.path, source: 'system' });
  });

  it('prefers the CHROME_PATH the user set', () => {
    const { probes } = machine(['/opt/chrome', '/usr/bin/chromium'], { chromePath: '/opt/chrome' });
    expect(findOrGetChromium(probes)).toEqual({ path: '/opt/chrome', source: 'CHROME_PATH' });
  });

  it("uses Playwright's own Chromium when it was downloaded before", () => {
    const { probes, ran } = machine([PLAYWRIGHT]);
    expect(findOrGetChromium(probes)).toEqual({ path: PLAYWRIGHT, source: 'playwright' });
    expect(ran).toEqual([]);
  });

  it('downloads Playwright’s Chromium when the machine has none', () => {
    const { probes, ran } = machine([], { installWorks: true });
    expect(findOrGetChromium(probes)).toEqual({ path: PLAYWRIGHT, source: 'playwright install' });
    expect(ran).toEqual(['playwright install']);
  });

  it('installs Debian’s headless shell as root when the download fails (no internet)', () => {
    const { probes, ran } = machine([], { aptWorks: ['chromium-headless-shell', 'chromium'] });
    expect(findOrGetChromium(probes)).toEqual({ path: DEBIAN_HEADLESS_SHELL.path, source: 'apt-get' });
    expect(ran).toEqual(['playwright install', 'apt-get chromium-headless-shell']);
  });

  it('installs Debian’s chromium when the release has no headless shell package', () => {
    const { probes, ran } = machine([], { aptWorks: ['chromium'] });
    expect(findOrGetChromium(probes)).toEqual({ path: DEBIAN_CHROMIUM.path, source: 'apt-get' });
    expect(ran).toEqual(['playwright install', 'apt-get chromium-headless-shell', 'apt-get chromium']);
  });

  it('installs only the full chromium for a bench', () => {
    const { probes, ran } = machine([], {
      ...BROWSERS_FOR.bench,
      aptWorks: ['chromium-headless-shell', 'chromium'],
    });
    expect(findOrGetChromium(probes)).toEqual({ path: DEBIAN_CHROMIUM.path, source: 'apt-get' });
    expect(ran).toEqual(['playwright install', 'apt-get chromium']);
  });

  it('does not try apt-get when not root, and says in one line what to install', () => {
    const { probes, ran } = machine([], { isRoot: false, aptWorks: ['chromium'] });
    expect(() => findOrGetChromium(probes)).toThrow(NoChromiumError);
    expect(ran).toEqual(['playwright install']);
    try {
      findOrGetChromium(probes);
    } catch (error) {
      expect((error as Error).message).toMatch(
        /^No Chromium for the browser tests: install one .*apt-get install chromium/,
      );
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('does not try apt-get where there is none', () => {
    const { probes, ran } = machine([], { hasAptGet: false });
    expect(() => findOrGetChromium(probes)).toThrow(NoChromiumError);
    expect(ran).toEqual(['playwright install']);
  });

  it('stops when apt-get fails too', () => {
    const { probes, ran } = machine([]);
    expect(() => findOrGetChromium(probes)).toThrow(NoChromiumError);
    expect(ran).toEqual(['playwright install', 'apt-get chromium-headless-shell', 'apt-get chromium']);
  });
});
