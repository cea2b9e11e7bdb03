import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemStatusCall } from '@platform/shared-contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const THEME_SCRIPT = 'document.documentElement.dataset.theme="dark"';
const COVER_STYLE = '#loading-cover{position:fixed}';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let server: TestServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-'));
  const siteDir = join(dir, 'host');
  const remoteDir = join(dir, 'mfe-auth');
  mkdirSync(siteDir);
  mkdirSync(remoteDir);
  writeFileSync(
    join(siteDir, 'index.html'),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script><style>${COVER_STYLE}</style></head><body></body></html>`,
  );
  writeFileSync(join(remoteDir, 'mf-manifest.json'), '{"name":"mfe_auth"}');
  writeFileSync(join(remoteDir, 'remoteEntry.js'), 'var mfe_auth = {};');
  server = await startTestServer({
    env: {
      RELEASE_STORE_URL: 'https://releases.example.org/store',
      RELEASE_STORE_REGION_URLS: 'DEMOVN=https://vn-cdn.example.org/releases',
    },
    site: { siteDir, remotes: [{ name: 'mfe_auth', folder: 'mfe-auth', version: '1.0.0', dir: remoteDir }] },
  });
  await server.sql(
    `insert into remote_releases (brand_id, remote, version, manifest_url, fallback_url, is_default)
     select id, 'mfe_member_centre', '2.0.0', 'https://cdn.example.com/mc/2.0.0/mf-manifest.json',
            'https://fallback.example.net/mc/1.9.0/mf-manifest.json', true from brands`,
  );
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function get(path: string, accept = '*/*') {
  const answer = await fetch(`${server.baseUrl}${path}`, { headers: { accept } });
  await answer.arrayBuffer();
  return answer;
}

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('security headers', () => {
  it('the page allows scripts only from its own origin, the registered remote origins, the release store and its own inline script', async () => {
    for (const path of ['/', '/member/wallet']) {
      const page = await get(path, 'text/html');
      expect(page.status).toBe(200);
      const csp = directives(page.headers.get('content-security-policy'));
      expect(csp.get('script-src')?.sort()).toEqual(
        [
          "'self'",
          'https://cdn.example.com',
          'https://fallback.example.net',
          'https://releases.example.org',
          'https://vn-cdn.example.org',
          sha256(THEME_SCRIPT),
        ].sort(),
      );
      expect(csp.get('style-src')).toContain(sha256(COVER_STYLE));
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('the page shows images from the https origins of the game catalogue, and takes no code from them', async () => {
    await server.sql(
      `insert into game_vendors (merchant_code, vendor, category, wallet_code, names, logo_url, enabled)
       values ('DEMOKH', 'CDNV', 'LIVE', 'CDNV', '{"EN":"CDN vendor"}', 'https://img.vendor.example/logo.svg', true),
              ('DEMOKH', 'GONE', 'LIVE', 'GONE', '{"EN":"Gone"}', 'https://gone.vendor.example/logo.svg', false)`,
    );
    const csp = directives((await get('/', 'text/html')).headers.get('content-security-policy'));
    expect(csp.get('img-src')).toContain('https://img.vendor.example');
    expect(csp.get('img-src')).not.toContain('https://gone.vendor.example');
    expect(csp.get('script-src')).not.toContain('https://img.vendor.example');
  });

  it('a revalidated page keeps its page policy (a 304 does not replace it with the API policy)', async () => {
    const first = await get('/', 'text/html');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates on reload (fetch would turn a conditional request into an unconditional one).
    const again = await new Promise<IncomingMessage>((resolve) =>
      request(
        `${server.baseUrl}/`,
        { headers: { accept: 'text/html', 'if-none-match': etag! } },
        (answer) => {
          answer.resume();
          resolve(answer);
        },
      ).end(),
    );
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('a remote manifest and entry may be loaded from any origin, with nosniff', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const answer = await get(`/remotes/mfe-auth/1.0.0/${file}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('an API call is not shared with other origins, loads nothing and cannot be framed', async () => {
    const answer = await get(systemStatusCall.path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = directives(answer.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('the host page itself is not shared with other origins', async () => {
    const answer = await get('/index.html', 'text/html');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('content-security-policy')).toContain('script-src');
  });
});
