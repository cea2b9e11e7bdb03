import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFolderFileStore } from './folder-file-store';
import { createMemoryFileStore } from './memory-file-store';

const folder = await mkdtemp(join(tmpdir(), 'file-store-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe.each([
  ['folder', () => createFolderFileStore(folder)],
  ['memory', () => createMemoryFileStore()],
])('the %s file store', (_name, create) => {
  it('gives back what was put under a key, and null for a key never written', async () => {
    const store = create();
    await store.put('proofs/ab/cd.png', Buffer.from([1, 2, 3]));
    expect(await store.get('proofs/ab/cd.png')).toEqual(Buffer.from([1, 2, 3]));
    await store.put('proofs/ab/cd.png', Buffer.from([4]));
    expect(await store.get('proofs/ab/cd.png')).toEqual(Buffer.from([4]));
    expect(await store.get('proofs/ab/none.png')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    const store = create();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a/./b', 'a\\b', ''])
      await expect(store.put(key, Buffer.from([1]))).rejects.toThrow('not a file key');
  });
});

it('leaves no partial file behind in the folder', async () => {
  await createFolderFileStore(folder).put('whole/one.bin', Buffer.alloc(1024));
  expect(await readdir(join(folder, 'whole'))).toEqual(['one.bin']);
});
