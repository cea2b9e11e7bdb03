/** Where Debian's `chromium` package puts the browser; what the apt step installs. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** System browsers looked at, in order, unless E2E_SYSTEM_CHROMIUM_PATHS names others (empty: none). */
export const SYSTEM_CHROMIUM_PATHS = [DEBIAN_CHROMIUM, '/usr/bin/chromium-browser'];

export const WHAT_TO_INSTALL =
  'No Chromium for the browser tests: install one (Debian/Ubuntu: `apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome executable, or allow `pnpm --filter @platform/e2e exec playwright install chromium` to download one.';

/** What the machine looks like, injected so the decision can be tested without touching it. */
export interface BrowserProbes {
  /** The CHROME_PATH the user set, if any. */
  chromePath: string | undefined;
  /** System paths to look at. */
  systemPaths: string[];
  exists(path: string): boolean;
  /** Where Playwright keeps its own Chromium (it may not have been downloaded). */
  playwrightChromium(): string;
  /** Runs `playwright install chromium`; true when it succeeded. */
  installPlaywrightChromium(): boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  /** Runs `apt-get update && apt-get install -y chromium`; true when it succeeded. */
  aptInstallChromium(): boolean;
  log(line: string): void;
}

export type ChromiumSource = 'CHROME_PATH' | 'system' | 'playwright' | 'playwright install' | 'apt-get';

export interface FoundChromium {
  path: string;
  source: ChromiumSource;
}

export class NoChromiumError extends Error {
  constructor() {
    super(WHAT_TO_INSTALL);
    this.name = 'NoChromiumError';
  }
}

/**
 * Finds a Chromium, getting one if needed: the user's CHROME_PATH, a system Chromium, Playwright's own (downloaded
 * now if missing), else Debian's package when we are root with apt-get; otherwise one clear line saying what to do.
 */
export function findOrGetChromium(probe: BrowserProbes): FoundChromium {
  if (probe.chromePath && probe.exists(probe.chromePath))
    return { path: probe.chromePath, source: 'CHROME_PATH' };
  const system = probe.systemPaths.find((path) => probe.exists(path));
  if (system) return { path: system, source: 'system' };
  const bundled = probe.playwrightChromium();
  if (probe.exists(bundled)) return { path: bundled, source: 'playwright' };

  probe.log('No system Chromium found: running `playwright install chromium`');
  if (probe.installPlaywrightChromium() && probe.exists(bundled)) {
    return { path: bundled, source: 'playwright install' };
  }
  if (probe.isRoot && probe.hasAptGet) {
    probe.log('Playwright could not download Chromium: installing Debian’s chromium with apt-get');
    if (probe.aptInstallChromium() && probe.exists(DEBIAN_CHROMIUM)) {
      return { path: DEBIAN_CHROMIUM, source: 'apt-get' };
    }
  }
  throw new NoChromiumError();
}
