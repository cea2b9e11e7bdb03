/** A Debian package that brings a browser, and where it puts it. */
export interface DebianBrowser {
  name: string;
  path: string;
}

export const DEBIAN_CHROMIUM: DebianBrowser = { name: 'chromium', path: '/usr/bin/chromium' };
/** Chromium without its windowing layers: what Playwright itself drives for headless runs (decision 137). */
export const DEBIAN_HEADLESS_SHELL: DebianBrowser = {
  name: 'chromium-headless-shell',
  path: '/usr/bin/chromium-headless-shell',
};

/**
 * What each use of a browser looks for. The browser tests prefer the headless shell: the same engine, about a fifth
 * less time on a two-core machine. Lighthouse measures what a player's browser does, so the benches take the full one.
 */
export const BROWSERS_FOR = {
  tests: {
    systemPaths: [DEBIAN_HEADLESS_SHELL.path, DEBIAN_CHROMIUM.path, '/usr/bin/chromium-browser'],
    aptPackages: [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM],
  },
  bench: {
    systemPaths: [DEBIAN_CHROMIUM.path, '/usr/bin/chromium-browser'],
    aptPackages: [DEBIAN_CHROMIUM],
  },
} satisfies Record<string, { systemPaths: string[]; aptPackages: DebianBrowser[] }>;

export type BrowserUse = keyof typeof BROWSERS_FOR;

export const WHAT_TO_INSTALL =
  'No Chromium for the browser tests: install one (Debian/Ubuntu: `apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome executable, or allow `pnpm --filter @platform/e2e exec playwright install chromium` to download one.';

/** What the machine looks like, injected so the decision can be tested without touching it. */
export interface BrowserProbes {
  /** The CHROME_PATH the user set, if any. */
  chromePath: string | undefined;
  /** System paths to look at, in order. */
  systemPaths: string[];
  exists(path: string): boolean;
  /** Where Playwright keeps its own Chromium (it may not have been downloaded). */
  playwrightChromium(): string;
  /** Runs `playwright install chromium`; true when it succeeded. */
  installPlaywrightChromium(): boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  /** Debian packages to try, in order, when nothing else gave a browser. */
  aptPackages: DebianBrowser[];
  /** Runs `apt-get update && apt-get install -y <name>`; true when it succeeded. */
  aptInstall(name: string): boolean;
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
    for (const debian of probe.aptPackages) {
      probe.log(`Playwright could not download Chromium: installing Debian’s ${debian.name} with apt-get`);
      if (probe.aptInstall(debian.name) && probe.exists(debian.path)) {
        return { path: debian.path, source: 'apt-get' };
      }
    }
  }
  throw new NoChromiumError();
}
