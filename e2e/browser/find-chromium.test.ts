import { describe, expect, it } from 'vitest';
import { type BrowserProbes, DEBIAN_CHROMIUM, findOrGetChromium, NoChromiumError } from './find-chromium';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1255/chrome-linux/chrome';

/** A machine where only `present` exists; installs put their browser in place when they `succeed`. */
function machine(
  present: string[],
  overrides: Partial<BrowserProbes> & { installWorks?: boolean; aptWorks?: boolean } = {},
) {
  const files = new Set(present);
  const ran: string[] = [];
  const probes: BrowserProbes = {
    chromePath: undefined,
    systemPaths: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
    exists: (path) => files.has(path),
    playwrightChromium: () => PLAYWRIGHT,
    installPlaywrightChromium: () => {
      ran.push('playwright install');
      if (overrides.installWorks) files.add(PLAYWRIGHT);
      return overrides.installWorks ?? false;
    },
    isRoot: true,
    hasAptGet: true,
    aptInstallChromium: () => {
      ran.push('apt-get');
      if (overrides.aptWorks) files.add(DEBIAN_CHROMIUM);
      return overrides.aptWorks ?? false;
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

  it('installs Debian’s chromium as root when the download fails (no internet)', () => {
    const { probes, ran } = machine([], { aptWorks: true });
    expect(findOrGetChromium(probes)).toEqual({ path: DEBIAN_CHROMIUM, source: 'apt-get' });
    expect(ran).toEqual(['playwright install', 'apt-get']);
  });

  it('does not try apt-get when not root, and says in one line what to install', () => {
    const { probes, ran } = machine([], { isRoot: false, aptWorks: true });
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
    expect(ran).toEqual(['playwright install', 'apt-get']);
  });
});
