import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from '@platform/shared-contracts';
import type { Database } from '../../db/database';

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

/**
 * Registers each built version once for every brand; the first version of a remote becomes its default.
 * A release tool would do this in production; for a local site, building is releasing.
 */
export async function registerBuiltRemotes(db: Database, builds: BuiltRemote[]): Promise<void> {
  for (const build of builds) {
    await db.query(
      `insert into remote_releases (brand_id, remote, version, manifest_url, is_default)
       select b.id, $1, $2, $3,
              not exists (select 1 from remote_releases r where r.brand_id = b.id and r.remote = $1 and r.is_default
                          and r.merchant_code is null)
         from brands b
       on conflict do nothing`,
      [build.name, build.version, manifestUrl(build)],
    );
  }
}
