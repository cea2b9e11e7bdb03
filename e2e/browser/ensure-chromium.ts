import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import {
  BROWSERS_FOR,
  type BrowserProbes,
  type BrowserUse,
  type FoundChromium,
  findOrGetChromium,
  NoChromiumError,
} from './find-chromium';

const require = createRequire(import.meta.url);

/** A download that stalls (a proxy that drops packets) must not hang the test command for ever. */
const INSTALL_TIMEOUT_MS = 15 * 60_000;

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'inherit', timeout: INSTALL_TIMEOUT_MS }).status === 0;
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** E2E_SYSTEM_CHROMIUM_PATHS (colon-separated; set and empty hides every system browser) or the usual places. */
function systemPaths(use: BrowserUse): string[] {
  const named = process.env.E2E_SYSTEM_CHROMIUM_PATHS;
  if (named === undefined) return BROWSERS_FOR[use].systemPaths;
  return named.split(':').filter(Boolean);
}

export function machineProbes(use: BrowserUse): BrowserProbes {
  return {
    chromePath: process.env.CHROME_PATH || undefined,
    systemPaths: systemPaths(use),
    exists: existsSync,
    playwrightChromium: () => chromium.executablePath(),
    installPlaywrightChromium: () =>
      run(process.execPath, [require.resolve('@playwright/test/cli'), 'install', 'chromium']),
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath('apt-get'),
    aptPackages: BROWSERS_FOR[use].aptPackages,
    aptInstall: (name) =>
      run('sh', [
        '-c',
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`,
      ]),
    log: (line) => console.log(line),
  };
}

/**
 * The browser the e2e suite (`tests`) or a bench (`bench`) drives, got onto this machine if it had none; without one
 * the process stops with the single line saying what to install.
 */
export function ensureChromium(use: BrowserUse): FoundChromium {
  try {
    const found = findOrGetChromium(machineProbes(use));
    console.log(`Chromium: ${found.path} (${found.source})`);
    return found;
  } catch (error) {
    if (!(error instanceof NoChromiumError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
