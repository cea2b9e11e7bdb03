import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReleaseStoreOrigin } from '../src/http/release-store-origin';
import { createFolderReleaseStore } from '../src/providers/release-store/folder-release-store';

let dir: string;
let origin: Awaited<ReturnType<typeof startReleaseStoreOrigin>>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'store-origin-'));
  origin = await startReleaseStoreOrigin({
    host: '127.0.0.1',
    port: 0,
    releaseStore: { dir, baseUrl: 'unused', regionBaseUrls: {} },
  });
  await createFolderReleaseStore({ dir, baseUrl: origin.baseUrl }).put(
    'mfe_auth',
    '2.0.0',
    new Map([
      ['mf-manifest.json', Buffer.from('{"name":"mfe_auth"}')],
      ['static/chunk.0a1b2c3d.js', Buffer.from('chunk')],
    ]),
  );
});
afterAll(async () => {
  await origin.app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the release store origin', () => {
  it('serves manifests revalidated and chunks immutable, loadable from the host origin', async () => {
    const manifest = await fetch(`${origin.baseUrl}/mfe_auth/2.0.0/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ name: 'mfe_auth' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await fetch(`${origin.baseUrl}/mfe_auth/2.0.0/static/chunk.0a1b2c3d.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('lists no folders and answers 404 for a release it does not hold', async () => {
    expect([403, 404]).toContain((await fetch(`${origin.baseUrl}/mfe_auth/`)).status);
    expect((await fetch(`${origin.baseUrl}/mfe_auth/9.9.9/mf-manifest.json`)).status).toBe(404);
  });
});
