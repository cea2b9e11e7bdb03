import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { checkReleasePath, type ReleaseStore } from './release-store';

export interface FolderReleaseStoreOptions {
  /** The data folder holding `<remote>/<version>/`. */
  dir: string;
  /** The base URL the folder is served at (ending without `/`), and per-region overrides. */
  baseUrl: string;
  regionBaseUrls?: Readonly<Record<string, string>>;
}

async function filesUnder(root: string): Promise<{ path: string; bytes: number }[]> {
  const found: { path: string; bytes: number }[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    found.push({ path: relative(root, full).split(sep).join('/'), bytes: (await stat(full)).size });
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Releases in a data folder. A release is written into a temporary folder and renamed into place, so a reader sees
 * all of it or none of it.
 */
export function createFolderReleaseStore(options: FolderReleaseStoreOptions): ReleaseStore {
  const folderOf = (remote: string, version: string) =>
    join(options.dir, checkReleasePath(remote), checkReleasePath(version));
  const baseFor = (merchantCode: string) =>
    (options.regionBaseUrls?.[merchantCode] ?? options.baseUrl).replace(/\/+$/, '');
  const store: ReleaseStore = {
    name: 'folder',
    async put(remote, version, files) {
      const target = folderOf(remote, version);
      const existing = await store.list(remote, version);
      if (existing) {
        const same =
          existing.length === files.size &&
          (await Promise.all(
            existing.map(async ({ path }) => {
              const bytes = files.get(path);
              return bytes?.equals(await readFile(join(target, path))) === true;
            }),
          ).then((all) => all.every(Boolean)));
        if (!same) throw new Error(`${remote} ${version} is already in the store with other content`);
        return;
      }
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        for (const [path, bytes] of files) {
          const file = join(partial, checkReleasePath(path));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, bytes);
        }
        await mkdir(dirname(target), { recursive: true });
        await rename(partial, target);
      } finally {
        await rm(partial, { recursive: true, force: true });
      }
    },
    async read(remote, version, path) {
      try {
        return await readFile(join(folderOf(remote, version), checkReleasePath(path)));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
    async list(remote, version) {
      try {
        return await filesUnder(folderOf(remote, version));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    urlFor(merchantCode, remote, version) {
      return `${baseFor(merchantCode)}/${remote}/${version}/`;
    },
    origins() {
      const all = [options.baseUrl, ...Object.values(options.regionBaseUrls ?? {})];
      return [...new Set(all.map((url) => new URL(url).origin))].sort();
    },
  };
  return store;
}
