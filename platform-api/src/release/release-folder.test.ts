import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_PROPS_VERSION } from '@platform/shared-contracts/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeRelease, readReleaseFolder, totalBytes, writeReleaseFile } from './release-folder';

const ENTRY = 'var mfe_auth = {};';
const MANIFEST = JSON.stringify({
  name: 'mfe_auth',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
});

describe('a built release folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'release-folder-'));
    await mkdir(join(dir, 'static'));
    await writeFile(join(dir, 'remoteEntry.js'), ENTRY);
    await writeFile(join(dir, 'mf-manifest.json'), MANIFEST);
    await writeFile(join(dir, 'mf-stats.json'), '{"differs":"every build"}');
    await writeFile(join(dir, 'static', '1.abcd1234.js'), 'chunk');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("is described by its entry's sha384 and the props version it was built against", async () => {
    const release = describeRelease(dir, 'mfe_auth', '2.0.0', '2026-01-02T03:04:05.000Z', null);
    expect(release).toEqual({
      name: 'mfe_auth',
      version: '2.0.0',
      propsVersion: REMOTE_PROPS_VERSION,
      entry: 'remoteEntry.js',
      integrity: `sha384-${createHash('sha384').update(ENTRY).digest('base64')}`,
      builtAt: '2026-01-02T03:04:05.000Z',
    });
    await writeReleaseFile(dir, release);
    expect(JSON.parse(await readFile(join(dir, 'release.json'), 'utf8'))).toEqual(release);
  });

  it('keeps the first build time when the same entry is built again, so the store sees the same bytes', () => {
    const first = describeRelease(dir, 'mfe_auth', '2.0.0', '2026-01-01T00:00:00.000Z', null);
    expect(describeRelease(dir, 'mfe_auth', '2.0.0', '2026-02-01T00:00:00.000Z', first).builtAt).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    const other = { ...first, integrity: 'sha384-other' };
    expect(describeRelease(dir, 'mfe_auth', '2.0.0', '2026-02-01T00:00:00.000Z', other).builtAt).toBe(
      '2026-02-01T00:00:00.000Z',
    );
  });

  it('goes into the store without the build diagnostics, by slash-separated paths', async () => {
    const files = await readReleaseFolder(dir);
    expect([...files.keys()].sort()).toEqual(['mf-manifest.json', 'remoteEntry.js', 'static/1.abcd1234.js']);
    expect(totalBytes(files)).toBe(ENTRY.length + MANIFEST.length + 'chunk'.length);
  });
});
