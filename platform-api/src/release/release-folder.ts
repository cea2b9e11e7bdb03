import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { REMOTE_PROPS_VERSION } from '@platform/shared-contracts/server';
import { entryIntegrity } from '../modules/registry/built-remotes';

/** What a release says about itself, beside its files (`release.json`); the gate reads it at publish. */
export interface ReleaseFile {
  name: string;
  version: string;
  propsVersion: number;
  entry: 'remoteEntry.js';
  integrity: string;
  builtAt: string;
}

export const RELEASE_FILE = 'release.json';

/**
 * Describes a built release folder: the SRI hash of its entry (the same function the server uses for local builds)
 * and the props version it was built against. `builtAt` is kept from an earlier build of the same bytes, so building
 * a version again reproduces its folder byte for byte and the store accepts it.
 */
export function describeRelease(
  dir: string,
  name: string,
  version: string,
  builtAt: string,
  earlier: ReleaseFile | null,
): ReleaseFile {
  const integrity = entryIntegrity({ dir });
  return {
    name,
    version,
    propsVersion: REMOTE_PROPS_VERSION,
    entry: 'remoteEntry.js',
    integrity,
    builtAt: earlier?.integrity === integrity ? earlier.builtAt : builtAt,
  };
}

export async function writeReleaseFile(dir: string, release: ReleaseFile): Promise<void> {
  await writeFile(join(dir, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
}

/**
 * Build diagnostics the browser never loads; rspack writes them in no fixed order, so keeping them would make every
 * build of the same sources a different release.
 */
const BUILD_ONLY_FILES = new Set(['mf-stats.json']);

/** Every file under `dir` but the build diagnostics, by slash-separated path: what goes into the store. */
export async function readReleaseFolder(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    const path = relative(dir, full).split(sep).join('/');
    if (!BUILD_ONLY_FILES.has(path)) files.set(path, await readFile(full));
  }
  return files;
}

export function totalBytes(files: ReadonlyMap<string, Buffer>): number {
  let bytes = 0;
  for (const content of files.values()) bytes += content.length;
  return bytes;
}
