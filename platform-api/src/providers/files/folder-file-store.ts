import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkFileKey, type FileStore } from './file-store';

/** Files in a data folder, one file per key; a write lands whole (temporary file, then rename) or not at all. */
export function createFolderFileStore(root: string): FileStore {
  return {
    name: 'folder',
    async put(key, bytes) {
      const path = join(root, checkFileKey(key));
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(join(root, checkFileKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
