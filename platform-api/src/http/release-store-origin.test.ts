import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderReleaseStore } from '../providers/release-store/folder-release-store';
import { type RunningOrigin, serveReleaseStore } from './release-store-origin';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP request, so paths reach the server exactly as written (fetch would normalise `..`). */
function get(url: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const ENTRY = `var mfe_auth;${'/* entry */'.repeat(200)}`;

describe("the release store's own origin, over HTTP", () => {
  let dir: string;
  let origin: RunningOrigin;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'release-origin-'));
    const store = createFolderReleaseStore({ dir, baseUrl: 'http://127.0.0.1:1' });
    await store.put(
      'mfe_auth',
      '2.0.0',
      new Map([
        ['remoteEntry.js', Buffer.from(ENTRY)],
        ['mf-manifest.json', Buffer.from('{"name":"mfe_auth"}')],
        ['release.json', Buffer.from('{"version":"2.0.0"}')],
        ['static/327.90ed0e7a.css', Buffer.from('a{color:red}')],
        ['static/148.78d846ae.js', Buffer.from('console.log(1)')],
        ['static/logo.3f2a.woff2', Buffer.from([0, 1, 2])],
      ]),
    );
    origin = await serveReleaseStore(store, '127.0.0.1', 0);
  });
  afterAll(async () => {
    await origin.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lets any site load a release and revalidates its entry and manifest', async () => {
    for (const path of ['remoteEntry.js', 'mf-manifest.json', 'release.json']) {
      const answer = await get(origin.url, `/mfe_auth/2.0.0/${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    const entry = await get(origin.url, '/mfe_auth/2.0.0/remoteEntry.js');
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(entry.body.toString()).toBe(ENTRY);
    const manifest = await get(origin.url, '/mfe_auth/2.0.0/mf-manifest.json');
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('keeps hashed chunks, styles and fonts for good, each with its content type', async () => {
    const expected = {
      'static/148.78d846ae.js': 'text/javascript; charset=utf-8',
      'static/327.90ed0e7a.css': 'text/css; charset=utf-8',
      'static/logo.3f2a.woff2': 'font/woff2',
    };
    for (const [path, type] of Object.entries(expected)) {
      const answer = await get(origin.url, `/mfe_auth/2.0.0/${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe(type);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a revalidation with 304 and compresses for browsers that take brotli', async () => {
    const first = await get(origin.url, '/mfe_auth/2.0.0/remoteEntry.js');
    const again = await get(origin.url, '/mfe_auth/2.0.0/remoteEntry.js', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const compressed = await get(origin.url, '/mfe_auth/2.0.0/remoteEntry.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body.length).toBeLessThan(ENTRY.length / 4);
    expect(brotliDecompressSync(compressed.body).toString()).toBe(ENTRY);
  });

  it('lists no folder and serves nothing outside a release', async () => {
    for (const path of [
      '/',
      '/mfe_auth',
      '/mfe_auth/',
      '/mfe_auth/2.0.0',
      '/mfe_auth/2.0.0/',
      '/mfe_auth/2.0.0/static/',
      '/mfe_auth/2.0.0/../../../etc/passwd',
      '/mfe_auth/2.0.0/%2e%2e/%2e%2e/etc/passwd',
      '/mfe_auth/2.0.0/static%2f..%2f..%2fremoteEntry.js',
      '/mfe_auth/2.0.0/%E0%A4%A',
      '/mfe_auth/2.0.0/.hidden',
      '/mfe_auth/9.9.9/remoteEntry.js',
      '/mfe_auth/2.0.0/missing.js',
    ]) {
      const answer = await get(origin.url, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe('Not found');
    }
  });

  it('answers HEAD and the CORS preflight, and refuses writes', async () => {
    const head = await get(origin.url, '/mfe_auth/2.0.0/remoteEntry.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(ENTRY.length));
    expect(head.body.length).toBe(0);
    const preflight = await get(origin.url, '/mfe_auth/2.0.0/remoteEntry.js', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    for (const method of ['PUT', 'POST', 'DELETE']) {
      const refused = await get(origin.url, '/mfe_auth/2.0.0/remoteEntry.js', { method });
      expect(refused.status).toBe(405);
    }
    const still = await get(origin.url, '/mfe_auth/2.0.0/remoteEntry.js');
    expect(still.body.toString()).toBe(ENTRY);
  });
});
