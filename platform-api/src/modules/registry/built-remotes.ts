import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_PROPS_VERSION, REMOTES } from '@platform/shared-contracts/server';
import type { Database } from '../../db/database';
import { recordBuiltArtifact } from '../releases/placements-service';

export interface BuiltRemote {
  name: string;
  folder: string;
  version: string;
  /** Absolute folder holding this version's files. */
  dir: string;
}

/** The remote versions built on this machine: `<repo>/<folder>/dist/<version>/mf-manifest.json`. */
export function findBuiltRemotes(repoRoot: string): BuiltRemote[] {
  const found: BuiltRemote[] = [];
  for (const { name, folder } of Object.values(REMOTES)) {
    const dist = join(repoRoot, folder, 'dist');
    if (!existsSync(dist)) continue;
    for (const version of readdirSync(dist)) {
      const dir = join(dist, version);
      if (!existsSync(join(dir, 'mf-manifest.json'))) continue;
      const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as { name?: string };
      if (manifest.name === name) found.push({ name, folder, version, dir });
    }
  }
  return found;
}

export function manifestUrl(remote: Pick<BuiltRemote, 'folder' | 'version'>): string {
  return `/remotes/${remote.folder}/${remote.version}/mf-manifest.json`;
}

/** The SRI hash (sha384) of the entry script a built remote's manifest names: what the browser must run. */
export function entryIntegrity(remote: Pick<BuiltRemote, 'dir'>): string {
  const manifest = JSON.parse(readFileSync(join(remote.dir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string; path?: string } };
  };
  const { name, path = '' } = manifest.metaData.remoteEntry;
  const entry = readFileSync(join(remote.dir, path, name));
  return `sha384-${createHash('sha384').update(entry).digest('base64')}`;
}

/** Bytes of every file of a build. */
function bytesOf(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/**
 * Registers each built version once for every brand; the first version of a remote becomes its default. The
 * entry's SRI hash is recorded on every release that loads this build, as its primary or its fallback (a rebuild
 * of the same version changes it). A release tool would do this in production; for a local site, building is
 * releasing: each build is also a release artifact, published by `build` (decision 087).
 */
export async function registerBuiltRemotes(db: Database, builds: BuiltRemote[]): Promise<void> {
  for (const build of builds) {
    const url = manifestUrl(build);
    await db.query(
      `insert into remote_releases (brand_id, remote, version, manifest_url, is_default)
       select b.id, $1, $2, $3,
              not exists (select 1 from remote_releases r where r.brand_id = b.id and r.remote = $1 and r.is_default
                          and r.merchant_code is null)
         from brands b
       on conflict do nothing`,
      [build.name, build.version, url],
    );
    const integrity = entryIntegrity(build);
    await recordBuiltArtifact(db, {
      remote: build.name,
      version: build.version,
      integrity,
      propsVersion: REMOTE_PROPS_VERSION,
      bytes: bytesOf(build.dir),
      manifestUrl: url,
    });
    await db.query('update remote_releases set integrity = $2 where manifest_url = $1', [url, integrity]);
    await db.query('update remote_releases set fallback_integrity = $2 where fallback_url = $1', [
      url,
      integrity,
    ]);
  }
}
