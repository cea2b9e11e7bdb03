import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReleaseStore } from '../providers/release-store/release-store';
import { buildRemote } from './build-remote';
import {
  describeRelease,
  RELEASE_FILE,
  type ReleaseFile,
  readReleaseFolder,
  writeReleaseFile,
} from './release-folder';

/** The store already holds this version with other bytes: a release never changes. */
export class StoreRefusedError extends Error {
  override name = 'StoreRefusedError';
}

export interface BuildReleaseInput {
  repoRoot: string;
  store: ReleaseStore;
  remote: { name: string; folder: string };
  version: string;
  now: () => Date;
  /** The build step; tests swap it for one that writes a small remote. */
  build?: typeof buildRemote;
  buildOutput?: 'inherit' | 'ignore';
}

async function earlierRelease(store: ReleaseStore, name: string, version: string) {
  const bytes = await store.read(name, version, RELEASE_FILE);
  return bytes ? (JSON.parse(bytes.toString('utf8')) as ReleaseFile) : null;
}

/**
 * Builds one remote alone into a temporary folder, describes it (`release.json`: its entry's SRI hash, the props
 * version) and puts it into the store. Answers what was stored; the caller publishes it.
 */
export async function buildRelease(
  input: BuildReleaseInput,
): Promise<{ release: ReleaseFile; files: Map<string, Buffer> }> {
  const { store, remote, version } = input;
  const outDir = await mkdtemp(join(tmpdir(), `release-${remote.name}-`));
  try {
    await (input.build ?? buildRemote)(input.repoRoot, remote.folder, version, outDir, input.buildOutput);
    const release = describeRelease(
      outDir,
      remote.name,
      version,
      input.now().toISOString(),
      await earlierRelease(store, remote.name, version),
    );
    await writeReleaseFile(outDir, release);
    const files = await readReleaseFolder(outDir);
    try {
      await store.put(remote.name, version, files);
    } catch (error) {
      throw new StoreRefusedError((error as Error).message);
    }
    return { release, files };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
