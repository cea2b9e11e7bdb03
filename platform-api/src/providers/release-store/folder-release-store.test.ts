import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFolderReleaseStore } from './folder-release-store';

const files = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([path, text]) => [path, Buffer.from(text)]));

describe('the folder release store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'release-store-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const storeAt = () =>
    createFolderReleaseStore({
      dir,
      baseUrl: 'http://127.0.0.1:8081/',
      regionBaseUrls: { DEMOTH: 'https://th.cdn.example' },
    });

  it('keeps a release and reads and lists its files', async () => {
    const store = storeAt();
    await store.put('mfe_auth', '1.0.0', files({ 'remoteEntry.js': 'entry', 'static/a.1234.js': 'chunk' }));
    expect((await store.read('mfe_auth', '1.0.0', 'static/a.1234.js'))?.toString()).toBe('chunk');
    expect(await store.list('mfe_auth', '1.0.0')).toEqual([
      { path: 'remoteEntry.js', bytes: 5 },
      { path: 'static/a.1234.js', bytes: 5 },
    ]);
    expect(await store.read('mfe_auth', '1.0.0', 'missing.js')).toBeNull();
    expect(await store.read('mfe_auth', '9.9.9', 'remoteEntry.js')).toBeNull();
    expect(await store.list('mfe_auth', '9.9.9')).toBeNull();
  });

  it('accepts the same release again but refuses other bytes, a missing file or an extra one', async () => {
    const store = storeAt();
    await store.put('mfe_auth', '1.0.0', files({ 'remoteEntry.js': 'entry', 'a.js': 'a' }));
    await expect(
      store.put('mfe_auth', '1.0.0', files({ 'remoteEntry.js': 'entry', 'a.js': 'a' })),
    ).resolves.toBe(undefined);
    const others: Record<string, string>[] = [
      { 'remoteEntry.js': 'ENTRY', 'a.js': 'a' },
      { 'remoteEntry.js': 'entry' },
      { 'remoteEntry.js': 'entry', 'a.js': 'a', 'b.js': 'b' },
    ];
    for (const other of others)
      await expect(store.put('mfe_auth', '1.0.0', files(other))).rejects.toThrow(/already in the store/);
    expect((await store.read('mfe_auth', '1.0.0', 'remoteEntry.js'))?.toString()).toBe('entry');
  });

  it('writes a release all at once: a refused file leaves no folder and no partial one behind', async () => {
    const store = storeAt();
    await expect(
      store.put('mfe_auth', '1.0.0', files({ 'remoteEntry.js': 'entry', '../escape.js': 'x' })),
    ).rejects.toThrow(/not a release path/);
    expect(await store.list('mfe_auth', '1.0.0')).toBeNull();
    expect(await readdir(join(dir, 'mfe_auth')).catch(() => [])).toEqual([]);
  });

  it('refuses paths that leave the release folder', async () => {
    const store = storeAt();
    for (const path of ['../x.js', 'a/../../x.js', '/etc/passwd', '.hidden', 'a//b.js'])
      await expect(store.read('mfe_auth', '1.0.0', path)).rejects.toThrow(/not a release path/);
    await expect(store.read('..', '1.0.0', 'x.js')).rejects.toThrow(/not a release path/);
  });

  it("addresses a release from the region's own CDN, else from the base URL", () => {
    const store = storeAt();
    expect(store.urlFor('DEMOTH', 'mfe_auth', '2.0.0')).toBe('https://th.cdn.example/mfe_auth/2.0.0/');
    expect(store.urlFor('DEMOKH', 'mfe_auth', '2.0.0')).toBe('http://127.0.0.1:8081/mfe_auth/2.0.0/');
    expect(store.origins()).toEqual(['http://127.0.0.1:8081', 'https://th.cdn.example']);
  });
});
