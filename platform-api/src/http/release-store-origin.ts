import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { checkReleasePath, type ReleaseStore } from '../providers/release-store/release-store';

/** The files a new release of the same version line replaces; everything else is content-hashed. */
const REVALIDATED = new Set(['mf-manifest.json', 'remoteEntry.js', 'release.json']);

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  txt: 'text/plain; charset=utf-8',
  wasm: 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const brotli = promisify(zlib.brotliCompress);

export function contentTypeOf(path: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

const revalidated = (path: string) => REVALIDATED.has(path.slice(path.lastIndexOf('/') + 1));

export function cacheControlOf(path: string): string {
  return revalidated(path) ? 'no-cache' : 'public, max-age=31536000, immutable';
}

/** `/<remote>/<version>/<file path>` as its parts, or null for anything else (folders included: no listings). */
export function releasePathOf(url: string): { remote: string; version: string; path: string } | null {
  const pathname = url.split('?', 1)[0] as string;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const [empty, remote, version, ...rest] = decoded.split('/');
  if (empty !== '' || !remote || !version || rest.length === 0) return null;
  try {
    checkReleasePath(`${remote}/${version}`);
    return { remote, version, path: checkReleasePath(rest.join('/')) };
  } catch {
    return null;
  }
}

interface Served {
  body: Buffer;
  etag: string;
  type: string;
  brotli: Buffer | null;
}

function send(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  response.end(text);
}

/**
 * The release store's own static origin, as a CDN would serve it (decision 099): any site may load a release
 * (CORS `*`, which the entry's SRI check needs), entries and manifests are revalidated, hashed chunks cached for
 * good; only files of a release are served, never a folder listing or a path outside the store.
 */
export function releaseStoreHandler(store: ReleaseStore) {
  // Entries change only by a new version; a small cache saves reading and compressing them on every page load.
  const cache = new LRUCache<string, Served>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (s) => s.body.length + 1,
  });
  async function load(remote: string, version: string, path: string): Promise<Served | null> {
    const key = `${remote}/${version}/${path}`;
    const cached = cache.get(key);
    // The revalidated files are read again each time: a release folder may be replaced by a repaired store.
    if (cached && !revalidated(path)) return cached;
    const body = await store.read(remote, version, path);
    if (!body) return null;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    if (cached?.etag === etag) return cached;
    const type = contentTypeOf(path);
    const served: Served = {
      body,
      etag,
      type,
      brotli:
        COMPRESSIBLE.test(type) && body.length >= 1024
          ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : null,
    };
    cache.set(key, served);
    return served;
  }
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('cross-origin-resource-policy', 'cross-origin');
    response.setHeader('x-content-type-options', 'nosniff');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-max-age': '86400',
      });
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD, OPTIONS');
      send(response, 405, 'Method not allowed');
      return;
    }
    const parts = releasePathOf(request.url ?? '/');
    const served = parts && (await load(parts.remote, parts.version, parts.path));
    if (!parts || !served) {
      send(response, 404, 'Not found');
      return;
    }
    const headers: Record<string, string> = {
      'content-type': served.type,
      'cache-control': cacheControlOf(parts.path),
      etag: served.etag,
      vary: 'accept-encoding',
    };
    if (request.headers['if-none-match'] === served.etag) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    const useBrotli =
      served.brotli !== null && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = useBrotli ? (served.brotli as Buffer) : served.body;
    if (useBrotli) headers['content-encoding'] = 'br';
    headers['content-length'] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

export interface RunningOrigin {
  url: string;
  close(): Promise<void>;
}

/** Listens for the store's origin on `host:port` (port 0: any free port); answers where it listens. */
export async function serveReleaseStore(
  store: ReleaseStore,
  host: string,
  port: number,
): Promise<RunningOrigin> {
  const handle = releaseStoreHandler(store);
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, 'The release store could not be read');
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost === '0.0.0.0' || shownHost === '[::]' ? '127.0.0.1' : shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
