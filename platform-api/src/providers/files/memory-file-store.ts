import { checkFileKey, type FileStore } from './file-store';

/** Files in this process's memory, for tests. */
export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    name: 'memory',
    async put(key, bytes) {
      files.set(checkFileKey(key), Buffer.from(bytes));
    },
    async get(key) {
      const bytes = files.get(checkFileKey(key));
      return bytes ? Buffer.from(bytes) : null;
    },
  };
}
